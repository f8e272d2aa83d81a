import { sql } from "kysely";
import { type AnyDb, isPostgres } from "./helpers.ts";

// contact search that ignores letter case and Vietnamese marks ("nguyen van duc" finds
// "Nguyễn Văn Đức"), through each database's own text index, kept by the database itself so that
// rows that arrive by any path (restore, import, plain SQL) are found:
// - SQLite: a table of the folded columns, kept by triggers, indexed by an FTS5 table with the
//   trigram tokenizer (external content);
// - PostgreSQL: a pg_trgm GIN index over a generated column of the folded columns.
// The folding is written out in plain SQL (nested replace() on SQLite, translate() on
// PostgreSQL), so it needs no function registered by the app and no tokenizer option newer SQLite
// versions alone know (`remove_diacritics` for trigram needs 3.45; Debian 12's sqlite3 is 3.40).
// It is the fold of contract/search-fold.ts as of this migration; a test checks they agree.

// each base letter and the Vietnamese letters that fold to it, lower then upper case
const LETTERS: [string, string][] = [
  ["a", "àáảãạăằắẳẵặâầấẩẫậÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬ"],
  ["e", "èéẻẽẹêềếểễệÈÉẺẼẸÊỀẾỂỄỆ"],
  ["i", "ìíỉĩịÌÍỈĨỊ"],
  ["o", "òóỏõọôồốổỗộơờớởỡợÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢ"],
  ["u", "ùúủũụưừứửữựÙÚỦŨỤƯỪỨỬỮỰ"],
  ["y", "ỳýỷỹỵỲÝỶỸỴ"],
  ["d", "đĐ"],
];
// the same marks as combining characters (decomposed text): five tones, breve, circumflex, horn
const MARKS = "\u0300\u0301\u0309\u0303\u0323\u0306\u0302\u031b";

const FOLDS: [string, string][] = [
  ...LETTERS.flatMap(([base, letters]) => [...letters].map((letter): [string, string] => [letter, base])),
  ...[...MARKS].map((mark): [string, string] => [mark, ""]),
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

// SQLite has no translate(): one replace() per character. Older SQLite parsers (Debian 12's
// sqlite3 3.40) overflow on about 27 nested calls, and a schema one of them cannot parse is a
// database it cannot open, so the folding runs in stages of at most 18, lower() for ASCII last
const STAGE = 18;
const STAGES = Array.from({ length: Math.ceil(FOLDS.length / STAGE) }, (_, i) =>
  FOLDS.slice(i * STAGE, (i + 1) * STAGE),
);

function sqliteStage(column: string, stage: number): string {
  let folded = column;
  for (const [from, to] of STAGES[stage] ?? []) folded = `replace(${folded}, ${quote(from)}, ${quote(to)})`;
  return stage === STAGES.length - 1 ? `lower(${folded})` : folded;
}

const COLUMNS = ["customer_name", "email", "phone_number", "message"] as const;
const LIST = COLUMNS.join(", ");

// the folded copies live in a plain table (contact_messages_folded, same ids), which the FTS5
// table indexes as its external content; `where` picks the rows to fold
function sqliteFoldRows(where: string): string[] {
  return STAGES.map(
    (_, stage) =>
      `update contact_messages_folded set ${COLUMNS.map((column) => `${column} = ${sqliteStage(column, stage)}`).join(
        ", ",
      )}${where}`,
  );
}

async function upSqlite(db: AnyDb): Promise<void> {
  await sql`create table contact_messages_folded (id integer primary key, customer_name text, email text, phone_number text, message text)`.execute(
    db,
  );
  await sql
    .raw(
      `create virtual table contact_messages_search using fts5(${LIST}, content = 'contact_messages_folded', ` +
        "content_rowid = 'id', tokenize = 'trigram')",
    )
    .execute(db);
  const add =
    `insert into contact_messages_folded (id, ${LIST}) values (new.id, ${COLUMNS.map((c) => `new.${c}`).join(", ")}); ` +
    `${sqliteFoldRows(" where id = new.id").join("; ")}; ` +
    `insert into contact_messages_search (rowid, ${LIST}) select id, ${LIST} from contact_messages_folded where id = new.id;`;
  // an external-content FTS5 table forgets a row when told the values it indexed
  const remove =
    `insert into contact_messages_search (contact_messages_search, rowid, ${LIST}) ` +
    `select 'delete', id, ${LIST} from contact_messages_folded where id = old.id; ` +
    "delete from contact_messages_folded where id = old.id;";
  await sql
    .raw(`create trigger contact_messages_search_insert after insert on contact_messages begin ${add} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger contact_messages_search_update after update of id, ${LIST} on contact_messages ` +
        `begin ${remove} ${add} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger contact_messages_search_delete after delete on contact_messages begin ${remove} end`)
    .execute(db);
  // the messages already there
  await sql
    .raw(`insert into contact_messages_folded (id, ${LIST}) select id, ${LIST} from contact_messages`)
    .execute(db);
  for (const statement of sqliteFoldRows("")) await sql.raw(statement).execute(db);
  await sql`insert into contact_messages_search (contact_messages_search) values ('rebuild')`.execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  // extensions belong to the database, not to a schema: several schemas (the tests run one each)
  // may migrate at once, and CREATE EXTENSION IF NOT EXISTS is not safe against itself
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const found = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  const trgmSchema = found.rows[0]?.schema ?? "public";

  const from = FOLDS.map(([letter]) => letter).join("");
  const to = FOLDS.map(([, base]) => base).join("");
  // immutable, so that a generated column may use it; the marks at the end of `from` have no
  // counterpart in `to`, so translate() removes them. Unqualified: created in the tables' schema
  await sql
    .raw(
      `create function search_fold(text) returns text language sql immutable strict parallel safe ` +
        `as $$ select lower(translate($1, ${quote(from)}, ${quote(to)})) $$`,
    )
    .execute(db);
  // the folded columns, computed once when a row is written (translate() with this many letters
  // is too slow to run again on every candidate row of a search), one line each so that a query
  // never matches across two of them (the server turns line breaks in a query into spaces)
  const folded = COLUMNS.map((column) => `coalesce(search_fold(${column}), '')`).join(" || chr(10) || ");
  await sql
    .raw(`alter table contact_messages add column search_text text generated always as (${folded}) stored`)
    .execute(db);
  await sql
    .raw(
      `create index contact_messages_search_idx on contact_messages using gin (search_text ${trgmSchema}.gin_trgm_ops)`,
    )
    .execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists contact_messages_search_idx`.execute(db);
    await sql`alter table contact_messages drop column if exists search_text`.execute(db);
    await sql`drop function if exists search_fold(text)`.execute(db);
    // pg_trgm stays: other schemas of the same database may use it
    return;
  }
  for (const name of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger if exists contact_messages_search_${name}`).execute(db);
  }
  await sql`drop table if exists contact_messages_search`.execute(db);
  await sql`drop table if exists contact_messages_folded`.execute(db);
}
