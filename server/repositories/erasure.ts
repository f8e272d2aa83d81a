import { type Kysely, sql } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/database.ts";

// An erased address (a data subject's request, contacts.erasePerson) wherever it was written
// apart from the messages sent from it, which go whole with their timelines, files and e-mails
// (foreign keys, on delete cascade): another lead's text that names it, a note or reply on
// another lead's timeline, an e-mail waiting in the outbox (one addressed to it is deleted, the
// others have it replaced), a 404's address or referring page. It is replaced by ***. The audit
// trail never holds a visitor's address (services/audit-log.ts); the visit counts hold sums only.

type Dialect = "sqlite" | "postgres";

export const ERASED = "***";

// a table where an erased address may be written, declared by the repository that owns it
// (contacts, lead-events, email-outbox, not-found): this file names no table of its own
export interface ErasurePlace {
  table: keyof Database;
  key: string;
  // the text columns that may name the address; it is replaced in them
  columns: string[];
  // a column that, when it names the address, takes the whole row with it
  dropWhen?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

// the address as a whole word in any letter case: not "xan@…" for "an@…", nor "…example.com.vn"
// for "…example.com", but the end of a sentence after it is fine
function addressPattern(address: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9._%+-])${escapeRegExp(address)}(?![A-Za-z0-9_-]|\\.[A-Za-z0-9])`, "gi");
}

// the rows of each place that name the address (lower(column) like '%address%': the same on both
// databases), then each one rewritten (or deleted) here; such rows are few
export async function eraseAddressElsewhere(
  trx: Kysely<Database>,
  places: readonly ErasurePlace[],
  address: string,
): Promise<number> {
  const pattern = addressPattern(address);
  const like = `%${escapeLike(address.toLowerCase())}%`;
  const names = (column: string) => sql`lower(coalesce(cast(${sql.ref(column)} as text), '')) like ${like} escape '\\'`;
  let changed = 0;
  for (const place of places) {
    const watched = [...place.columns, ...(place.dropWhen ? [place.dropWhen] : [])];
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(
        [place.key, ...watched].map((column) => sql.ref(column)),
        sql`, `,
      )} from ${sql.table(place.table)}
      where ${sql.join(
        watched.map((column) => names(column)),
        sql` or `,
      )}
    `.execute(trx);
    for (const row of rows) {
      const key = row[place.key];
      const where = sql`${sql.ref(place.key)} = ${key}`;
      const dropValue = place.dropWhen ? row[place.dropWhen] : undefined;
      if (typeof dropValue === "string" && (dropValue.match(pattern) || dropValue.toLowerCase().includes(address))) {
        await sql`delete from ${sql.table(place.table)} where ${where}`.execute(trx);
        changed += 1;
        continue;
      }
      const updates = place.columns.flatMap((column) => {
        const value = row[column];
        if (typeof value !== "string") return [];
        const replaced = value.replace(pattern, ERASED);
        return replaced === value ? [] : [sql`${sql.ref(column)} = ${replaced}`];
      });
      if (updates.length === 0) continue;
      await sql`update ${sql.table(place.table)} set ${sql.join(updates, sql`, `)} where ${where}`.execute(trx);
      changed += 1;
    }
  }
  return changed;
}

// SQLite, after an erasure: what was deleted is zeroed in the file as it was deleted
// (secure_delete, db/sqlite-dialect.ts), but two copies remain — the search index keeps the
// trigrams of a deleted message in its older segments until they are merged ('optimize' merges
// them all, without the deleted rows), and the WAL keeps the pages as they were before the
// erasure until it is written back and emptied (a TRUNCATE checkpoint). A reader holding an older
// snapshot (a backup running) makes the checkpoint wait: it is tried again for up to 10 s.
// True when the WAL was emptied.
export async function forgetInSqliteFile(db: Db, dialect: Dialect): Promise<boolean> {
  if (dialect !== "sqlite") return true;
  await sql`insert into contact_messages_search (contact_messages_search) values ('optimize')`.execute(db);
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (Number(rows[0]?.busy ?? 0) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

// SQLite, once per database file: space freed before secure_delete was on may still hold deleted
// content (an address erased by an earlier version), which only rewriting the file removes
// (VACUUM; then the WAL that holds the old pages is emptied). Marked in the file's user_version
// (bit 1), which nothing else uses: a backup taken afterwards (VACUUM INTO) carries the mark and
// has no free space anyway. Run before the migrations, so that a new database is only marked.
// Returns null when nothing was rewritten, else the seconds it took.
const WIPED = 1;
export async function wipeFreedSpaceOnce(db: Db, dialect: Dialect): Promise<number | null> {
  if (dialect !== "sqlite") return null;
  const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
  const version = Number(rows[0]?.user_version ?? 0);
  if ((version & WIPED) !== 0) return null;
  const mark = sql.raw(`pragma user_version = ${version | WIPED}`);
  // a new database has never had anything deleted without secure_delete
  const { rows: tables } = await sql<{ count: number }>`select count(*) as count from sqlite_master`.execute(db);
  if (Number(tables[0]?.count ?? 0) === 0) {
    await mark.execute(db);
    return null;
  }
  const started = performance.now();
  await sql`vacuum`.execute(db);
  await mark.execute(db);
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return (performance.now() - started) / 1000;
}
