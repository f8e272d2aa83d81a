import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// "one floor for data" (decision 037): every table of db/database.ts has one owner, a file under
// repositories/, and only that file writes a statement on it. Another repository may read the
// table inside a statement of its own (a join, or a subquery of the expression builder `eb`: a
// user's name beside a lead) but asks the owner for anything else; nothing outside repositories/
// names a table at all. The data layer's own tooling (migrations, the seed, backups, the npm
// scripts of cli/) works on the tables as a whole and is not read here.

const serverDir = path.resolve(import.meta.dirname, "..");

// the table's one owner (a path under server/). `installation` records what the first start did,
// for the seed alone (migration 0016): its owner is the seed.
const OWNERS: Record<string, string> = {
  pages: "repositories/pages.ts",
  content_versions: "repositories/versions.ts",
  redirects: "repositories/redirects.ts",
  not_found_paths: "repositories/not-found.ts",
  not_found_totals: "repositories/not-found.ts",
  media: "repositories/media.ts",
  media_uses: "repositories/media.ts",
  analytics_daily: "repositories/analytics.ts",
  analytics_monthly: "repositories/analytics.ts",
  user_sessions: "repositories/sessions.ts",
  installation: "db/seed.ts",
  user_recovery_codes: "repositories/two-factor.ts",
  security_policy: "repositories/two-factor.ts",
  settings: "repositories/settings.ts",
  uploads: "repositories/uploads.ts",
  certificates: "repositories/certificates.ts",
  news: "repositories/news.ts",
  news_slug_history: "repositories/news.ts",
  audit_log: "repositories/audit.ts",
  login_failures: "repositories/login-failures.ts",
  contact_messages: "repositories/contacts.ts",
  email_outbox: "repositories/email-outbox.ts",
  lead_events: "repositories/lead-events.ts",
  lead_tasks: "repositories/lead-tasks.ts",
  companies: "repositories/companies.ts",
  people: "repositories/people.ts",
  contact_attachments: "repositories/contacts.ts",
  job_leases: "repositories/job-leases.ts",
  users: "repositories/users.ts",
  staff_invitations: "repositories/invitations.ts",
  projects: "repositories/projects.ts",
  project_slug_history: "repositories/projects.ts",
  business_categories: "repositories/catalogues.ts",
  tools_categories: "repositories/catalogues.ts",
  tools_companies: "repositories/catalogues.ts",
  tools: "repositories/catalogues.ts",
};

// the data layer's own tooling, and the tests
const TOOLING = [
  /^db\/migrations\//,
  /^db\/seed\.ts$/,
  /^db\/backups\.ts$/,
  /^cli\//,
  /^test-support\//,
  /\.test\.ts$/,
];

function tableNames(databaseSource: string): string[] {
  const body = /export interface Database \{([^}]*)\}/.exec(databaseSource)?.[1] ?? "";
  return [...body.matchAll(/^\s*(\w+)\s*:/gm)].map((match) => match[1] as string);
}

// the code of a file without its comments, and the text of its template literals (raw SQL), each
// without the `${…}` inside it (whose code is in the code)
function split(source: string): { code: string; templates: string } {
  let code = "";
  let templates = "";
  // what each open `{` belongs to: a template's `${` (true) or code (false)
  const braces: boolean[] = [];
  let i = 0;
  let inTemplate = false;
  while (i < source.length) {
    const char = source[i] as string;
    const next = source[i + 1];
    if (inTemplate) {
      if (char === "\\") {
        templates += source.slice(i, i + 2);
        i += 2;
      } else if (char === "`") {
        inTemplate = false;
        templates += "\n";
        code += "`";
        i++;
      } else if (char === "$" && next === "{") {
        braces.push(true);
        inTemplate = false;
        templates += " ";
        i += 2;
      } else {
        templates += char;
        i++;
      }
      continue;
    }
    if (char === "/" && next === "/") {
      i = source.indexOf("\n", i);
      if (i < 0) break;
    } else if (char === "/" && next === "*") {
      i = source.indexOf("*/", i) + 2;
    } else if (char === '"' || char === "'") {
      const end = stringEnd(source, i);
      code += source.slice(i, end);
      i = end;
    } else if (char === "`") {
      inTemplate = true;
      code += "`";
      i++;
    } else if (char === "{") {
      braces.push(false);
      code += char;
      i++;
    } else if (char === "}") {
      if (braces.pop()) inTemplate = true;
      else code += char;
      i++;
    } else {
      code += char;
      i++;
    }
  }
  return { code, templates };
}

function stringEnd(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length && source[i] !== quote && source[i] !== "\n") i += source[i] === "\\" ? 2 : 1;
  return i + 1;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// how a file names each table: in a statement of its own, or only to read it beside one (a join,
// a subquery of `eb`). In a repository, a place declared for a statement that another file builds
// (`table: "t"`, erasure.ts's) counts as a statement too; elsewhere (a route's list of the
// catalogues it serves) it names which of a repository's tables is meant.
function references(
  source: string,
  tables: string[],
  inRepository = true,
): { statements: Set<string>; reads: Set<string> } {
  const { code, templates } = split(source);
  const statements = new Set<string>();
  const reads = new Set<string>();
  // a statement on a table held in a variable (the catalogues' three lists, erasure's places):
  // every table named in a string in that file counts as one of its statements
  const dynamic =
    /\b(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*[A-Za-z_$]/.test(code) ||
    /\bsql\.table\(/.test(code);
  for (const table of tables) {
    const name = escapeRegExp(table);
    const quoted = `["']${name}(?:\\s+as\\s+\\w+)?["']`;
    const statement = new RegExp(
      `([\\w$#]+)?\\s*\\.\\s*(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*\\[?\\s*${quoted}`,
      "g",
    );
    for (const match of code.matchAll(statement)) {
      if (match[1] === "eb") reads.add(table);
      else statements.add(table);
    }
    if (new RegExp(`\\b(?:innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\\(\\s*${quoted}`).test(code))
      reads.add(table);
    if (inRepository && new RegExp(`\\btable:\\s*${quoted}`).test(code)) statements.add(table);
    if (dynamic && new RegExp(`["']${name}["']`).test(code)) statements.add(table);
    // raw SQL: `from t`, `into t`, `update t`, `delete from t`; `join t` reads it
    if (new RegExp(`\\b(?:from|into|update)\\s+"?${name}"?(?![\\w.])`, "i").test(templates)) statements.add(table);
    if (new RegExp(`\\bjoin\\s+"?${name}"?(?![\\w.])`, "i").test(templates)) reads.add(table);
  }
  return { statements, reads };
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("one owner for each table", () => {
  const tables = tableNames(readFileSync(path.join(serverDir, "db/database.ts"), "utf8"));
  const files = sources(serverDir).map((file) => path.relative(serverDir, file).split(path.sep).join("/"));
  const found = new Map(
    files
      .filter((file) => !TOOLING.some((pattern) => pattern.test(file)))
      .map((file) => [
        file,
        references(readFileSync(path.join(serverDir, file), "utf8"), tables, file.startsWith("repositories/")),
      ]),
  );

  it("reads the tables from db/database.ts", () => {
    expect(tables).toContain("projects");
    expect(tables).toContain("email_outbox");
  });

  it("gives every table one owner, which queries it", () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...tables].sort());
    const idle = tables.filter((table) => {
      const owner = OWNERS[table] as string;
      const source = readFileSync(path.join(serverDir, owner), "utf8");
      return !references(source, [table]).statements.has(table);
    });
    expect(idle, "an owner that no longer queries its table").toEqual([]);
  });

  it("queries each table in its owner alone", () => {
    const strays: string[] = [];
    for (const [file, { statements, reads }] of found) {
      for (const table of statements) {
        if (OWNERS[table] !== file) strays.push(`${file}: ${table} (its owner: ${OWNERS[table]})`);
      }
      // a join or a subquery is a repository's own statement reading a neighbour
      if (!file.startsWith("repositories/")) for (const table of reads) strays.push(`${file}: reads ${table}`);
    }
    expect(strays).toEqual([]);
  });
});

describe("how a table is found in a file", () => {
  const tables = ["news", "users", "email_outbox"];

  it("counts statements, raw SQL and a table held in a variable", () => {
    expect(references(`db.selectFrom("news").selectAll()`, tables).statements).toEqual(new Set(["news"]));
    expect(references(`trx\n  .updateTable("users as u")`, tables).statements).toEqual(new Set(["users"]));
    expect(
      references(["await sql`delete from email_outbox where id = $", "{id}`.execute(db)"].join(""), tables).statements,
    ).toEqual(new Set(["email_outbox"]));
    expect(references(`const t: "news" | "users" = x; db.selectFrom(t)`, tables).statements).toEqual(
      new Set(["news", "users"]),
    );
  });

  it("counts joins and subqueries as reads, and passes over comments and other strings", () => {
    const found = references(
      `// select from news\ndb.selectFrom("x").leftJoin("users", "users.id", "x.user_id").select((eb) => eb.selectFrom("email_outbox").select("id").as("n"))\nconst kind = "news";`,
      tables,
    );
    expect(found.statements).toEqual(new Set());
    expect(found.reads).toEqual(new Set(["users", "email_outbox"]));
  });
});
