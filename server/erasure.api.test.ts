import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { USER_ROLE } from "../contract/constants.ts";
import { createDatabase } from "./db/connect.ts";
import { wipeFreedSpaceOnce } from "./repositories/erasure.ts";
import { runCli } from "./test-support/cli.ts";
import {
  bearer,
  createTestApp,
  insertUser,
  login,
  TEST_JWT_SECRET,
  TEST_TWO_FACTOR_KEY,
  type TestApp,
  testDialect,
} from "./test-support/test-app.ts";

// issue 34, point 2: a person erased (DELETE /api/contact/person) leaves no byte of their address
// anywhere — not in a row (their leads with their timelines, files and e-mails, another lead's
// text, a note, a queued e-mail, a 404's address) and, on SQLite, not in any file of the data
// folder (free pages, the WAL, the search index); and the SQLite file, its -wal and -shm and the
// data folder are their owner's alone (0600, 0700), after a start and after a restore.

const ADDRESS = "Hoa.Tran.Xoa7@NhaMay-Erase.vn";
const LOCAL = "hoa.tran.xoa7";
const DOMAIN = "nhamay-erase.vn";
const PDF = (text: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% ${text}\n`), Buffer.alloc(3000, 0x20), Buffer.from("\n%%EOF\n")]);

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
// a data folder that does not exist yet, under a folder of the test's own
function newDataDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), "site-erase-"));
  roots.push(root);
  return path.join(root, "data");
}

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

// every file of the folder read as bytes, in any letter case: where each word is found
function foundInFiles(folder: string, words: string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(folder)) {
    const text = readFileSync(file).toString("latin1").toLowerCase();
    for (const word of words) {
      let at = text.indexOf(word.toLowerCase());
      while (at !== -1) {
        found.push(`${path.relative(folder, file)}@${at}: ${word}`);
        at = text.indexOf(word.toLowerCase(), at + 1);
      }
    }
  }
  return found;
}

// every row of every table of the test's database (its schema, on PostgreSQL), as text (bytes as
// latin1), that names one of the words in any letter case
async function foundInRows(t: TestApp, words: string[]): Promise<string[]> {
  const tables =
    t.config.database.kind === "sqlite"
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
        ).rows.map((row) => row.name)
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = ${t.schema ?? "public"} and table_type = 'BASE TABLE'`.execute(t.db)
        ).rows.map((row) => row.name);
  expect(tables).toContain("contact_messages");
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db);
    for (const row of rows) {
      const text = Object.values(row)
        .map((value) =>
          value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : JSON.stringify(value ?? null),
        )
        .join("\n")
        .toLowerCase();
      for (const word of words) if (text.includes(word.toLowerCase())) found.push(`${table}: ${word}`);
    }
  }
  return found;
}

// the trigrams found in the blocks of SQLite's search index (contact_messages_search, FTS5)
async function trigramsInIndex(t: TestApp, trigrams: string[]): Promise<string[]> {
  const { rows } = await sql<{ block: Uint8Array | null }>`select block from contact_messages_search_data`.execute(
    t.db,
  );
  const text = rows.map((row) => Buffer.from(row.block ?? new Uint8Array()).toString("latin1")).join("\n");
  return trigrams.filter((trigram) => text.includes(trigram));
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

async function sendQuote(t: TestApp, values: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("attachments", new Blob([new Uint8Array(file)]), "ban-ve.pdf");
  const encoded = new Response(form);
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe(`erasing a person leaves nothing of their address (${testDialect})`, () => {
  it("finds the address in no row and, on SQLite, in no byte of the data folder", async () => {
    const dataDir = newDataDir();
    // notifications configured, to a mail server that is not there: the e-mails wait in the outbox
    const t = await createTestApp({
      DATA_DIR: dataDir,
      SMTP_URL: "smtp://127.0.0.1:1",
      NOTIFY_EMAIL_TO: "sales@congty.vn",
      NOTIFY_EMAIL_FROM: "Website <web@congty.vn>",
      CONTACT_RATE_LIMIT_MAX: "1000",
    });
    try {
      await insertUser(t, { login_name: "boss", role: USER_ROLE.SUPER_ADMIN });
      const token = await login(t, "boss");
      const staff = bearer(token);

      // a message, in the address's own letter case
      const first = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Trần Thị Hoa",
          email: ADDRESS,
          phone: "0903 111 222",
          consent: true,
          message: "Xin báo giá bảo trì trạm biến áp 22 kV cho nhà máy của chúng tôi.",
        },
      });
      expect(first.statusCode, first.body).toBe(201);
      const firstId: number = first.json().contact.id;
      // a request for a quote in lower case, with a file that names the address
      const quote = await sendQuote(
        t,
        {
          name: "Trần Thị Hoa",
          email: ADDRESS.toLowerCase(),
          phone: "0903 111 222",
          message: "Cần báo giá thí nghiệm định kỳ trạm biến áp 22/0,4 kV.",
          consent: "true",
          company: `Công ty Hoa (${ADDRESS})`,
          tax_code: "0100109106",
          province: "Tây Ninh",
          service: "testing",
          voltage: "22 kV",
          timeline: "Quý 1/2027",
        },
        PDF(`Ban ve cua ${ADDRESS}`),
      );
      expect(quote.statusCode, quote.body).toBe(201);
      // another person's message, which staff complete with the address, and a note about it
      const other = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Lê Văn Khác",
          email: "khac@congty-khac.vn",
          consent: true,
          message: "Đồng nghiệp của tôi sẽ gửi bản vẽ trạm biến áp.",
        },
      });
      expect(other.statusCode, other.body).toBe(201);
      const otherId: number = other.json().contact.id;
      const completed = await t.app.inject({
        method: "PUT",
        url: `/api/contact/${otherId}`,
        headers: staff,
        payload: { message: `Đồng nghiệp của tôi (${ADDRESS.toLowerCase()}) sẽ gửi bản vẽ.` },
      });
      expect(completed.statusCode, completed.body).toBe(200);

      // staff work on the leads: notes, a reply (an e-mail to the address, waiting), changes
      for (const [id, body] of [
        [firstId, `Đã gọi, khách muốn nhận báo giá qua ${ADDRESS}.`],
        [otherId, `Chờ bản vẽ từ ${ADDRESS.toLowerCase()}.`],
      ] as const) {
        const note = await t.app.inject({
          method: "POST",
          url: `/api/contact/${id}/notes`,
          headers: staff,
          payload: { body },
        });
        expect(note.statusCode, note.body).toBe(201);
      }
      const reply = await t.app.inject({
        method: "POST",
        url: `/api/contact/${firstId}/reply`,
        headers: staff,
        payload: { subject: "Báo giá bảo trì", body: `Kính gửi Quý khách (${ADDRESS}), chúng tôi gửi báo giá.` },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      for (const stage of ["quoted", "won"]) {
        const changed = await t.app.inject({
          method: "PUT",
          url: `/api/contact/${firstId}`,
          headers: staff,
          payload: { stage, customer_name: `Trần Thị Hoa ${stage}` },
        });
        expect(changed.statusCode, changed.body).toBe(200);
      }
      // a staff search for the address, and a 404 that names it
      const search = await t.app.inject({
        method: "GET",
        url: `/api/contact?search=${encodeURIComponent(ADDRESS)}`,
        headers: staff,
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().total ?? search.json().contacts?.length).toBeGreaterThan(0);
      t.app.notFoundLog.hit(`/lien-he/${ADDRESS}`, { referer: "https://example.org/" });
      t.app.notFoundLog.hit("/khong-co", { referer: `https://example.org/gui/${ADDRESS.toLowerCase()}` });
      await t.app.notFoundLog.flush();

      const outbox = await t.db.selectFrom("email_outbox").select(["recipients", "reply_to", "status"]).execute();
      expect(outbox.some((row) => row.reply_to?.toLowerCase() === ADDRESS.toLowerCase())).toBe(true);
      expect(outbox.some((row) => row.recipients.toLowerCase().includes(ADDRESS.toLowerCase()))).toBe(true);
      const words = [ADDRESS, LOCAL, DOMAIN];
      // the checks below can see it: before the erasure it is in the rows, and in the files
      expect((await foundInRows(t, words)).length).toBeGreaterThan(5);
      if (testDialect === "sqlite") expect(foundInFiles(dataDir, words).length).toBeGreaterThan(5);
      // SQLite's search index keeps the address as trigrams (never whole): those with its 7
      const trigrams = ["oa7", "a7@", "7@n"];
      if (testDialect === "sqlite") expect((await trigramsInIndex(t, trigrams)).length).toBeGreaterThan(0);

      const erased = await t.app.inject({
        method: "DELETE",
        url: `/api/contact/person?email=${encodeURIComponent(ADDRESS.toUpperCase())}`,
        headers: staff,
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json().deleted).toBe(2);

      expect(await foundInRows(t, words)).toEqual([]);
      if (testDialect === "sqlite") expect(foundInFiles(dataDir, words)).toEqual([]);
      if (testDialect === "sqlite") expect(await trigramsInIndex(t, trigrams)).toEqual([]);
      // the other person's lead stays, with the address replaced in its text and its note
      const kept = await t.db.selectFrom("contact_messages").select(["id", "message"]).execute();
      expect(kept).toEqual([{ id: otherId, message: "Đồng nghiệp của tôi (***) sẽ gửi bản vẽ." }]);
      const notes = await t.db.selectFrom("lead_events").select("body").where("contact_id", "=", otherId).execute();
      expect(notes.map((row) => row.body)).toContain("Chờ bản vẽ từ ***.");
      // the search finds the other lead by its own words, and nothing by the address
      const after = await t.app.inject({
        method: "GET",
        url: `/api/contact?search=${encodeURIComponent(LOCAL)}`,
        headers: staff,
      });
      expect(after.json().contacts).toEqual([]);
      const stillFound = await t.app.inject({
        method: "GET",
        url: `/api/contact?search=${encodeURIComponent("Đồng nghiệp")}`,
        headers: staff,
      });
      expect(stillFound.json().contacts.map((row: { id: number }) => row.id)).toEqual([otherId]);
    } finally {
      await t.close();
    }
    // and once the server has stopped
    if (testDialect === "sqlite") expect(foundInFiles(dataDir, [ADDRESS, LOCAL, DOMAIN])).toEqual([]);
  }, 60_000);
});

describe.runIf(testDialect === "sqlite")("the SQLite database is its owner's alone", () => {
  const sqliteFiles = (dataDir: string) =>
    ["app.db", "app.db-wal", "app.db-shm"]
      .map((name) => path.join(dataDir, name))
      .filter((file) => {
        try {
          statSync(file);
          return true;
        } catch {
          return false;
        }
      });

  it("creates the data folder 0700 and the database, its WAL and shared memory 0600, whatever the umask", async () => {
    const dataDir = newDataDir();
    // the most open umask: every mode is the one the server sets
    const umask = process.umask(0);
    const t = await createTestApp({ DATA_DIR: dataDir }).finally(() => process.umask(umask));
    try {
      await t.app.inject({ method: "GET", url: "/api/health" });
      expect(mode(dataDir)).toBe("700");
      const files = sqliteFiles(dataDir);
      expect(files.map((file) => path.basename(file))).toEqual(["app.db", "app.db-wal", "app.db-shm"]);
      for (const file of files) expect(mode(file), file).toBe("600");
    } finally {
      await t.close();
    }
  });

  it("closes an installation that an earlier version left open (0755, 0644) when it next opens", async () => {
    const dataDir = newDataDir();
    const first = await createTestApp({ DATA_DIR: dataDir });
    await first.close();
    chmodSync(dataDir, 0o755);
    for (const file of sqliteFiles(dataDir)) chmodSync(file, 0o644);
    expect(mode(path.join(dataDir, "app.db"))).toBe("644");
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(mode(dataDir)).toBe("700");
      for (const file of sqliteFiles(dataDir)) expect(mode(file), file).toBe("600");
    } finally {
      await t.close();
    }
  });

  it("wipes once the space an earlier version freed without zeroing it, and marks the file so", async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, "app.db");
    // as an earlier version left it: a row deleted with secure_delete off
    const old = new DatabaseSync(file);
    old.exec("PRAGMA journal_mode = WAL; PRAGMA secure_delete = OFF; create table notes (body text)");
    const insert = old.prepare("insert into notes (body) values (?)");
    for (let i = 0; i < 50; i++) insert.run(`${ADDRESS} ${"x".repeat(200)} ${i}`);
    old.exec("delete from notes; pragma wal_checkpoint(TRUNCATE)");
    old.close();
    expect(foundInFiles(dataDir, [ADDRESS]).length).toBeGreaterThan(0);
    const db = createDatabase({ kind: "sqlite", file });
    try {
      expect(await wipeFreedSpaceOnce(db, "sqlite")).toBeGreaterThanOrEqual(0);
      expect(foundInFiles(dataDir, [ADDRESS])).toEqual([]);
      expect(await wipeFreedSpaceOnce(db, "sqlite")).toBeNull();
    } finally {
      await db.destroy();
    }
    // a new database is only marked
    const fresh = createDatabase({ kind: "sqlite", file: path.join(dataDir, "new.db") });
    try {
      expect(await wipeFreedSpaceOnce(fresh, "sqlite")).toBeNull();
      const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(fresh);
      expect(rows[0]?.user_version).toBe(1);
    } finally {
      await fresh.destroy();
    }
  });

  it("restores into a folder 0700 and a database 0600, even from a backup file that was opened (0644)", async () => {
    const source = newDataDir();
    const t = await createTestApp({ DATA_DIR: source });
    await t.close();
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
    });
    const backupDir = newDataDir();
    mkdirSync(backupDir, { recursive: true });
    const backup = path.join(backupDir, "copy.db");
    const taken = await runCli("backup.ts", [backup], env(source));
    expect(taken.code, taken.stderr).toBe(0);
    chmodSync(backup, 0o644);

    const target = newDataDir();
    const restored = await runCli("restore.ts", [backup], env(target), backupDir);
    expect(restored.code, restored.stderr).toBe(0);
    expect(mode(target)).toBe("700");
    for (const file of sqliteFiles(target)) expect(mode(file), file).toBe("600");
    // and the server started on it keeps them
    const started = await createTestApp({ DATA_DIR: target });
    try {
      await started.app.inject({ method: "GET", url: "/api/health" });
      expect(mode(target)).toBe("700");
      const files = sqliteFiles(target);
      expect(files).toHaveLength(3);
      for (const file of files) expect(mode(file), file).toBe("600");
    } finally {
      await started.close();
    }
  });
});
