import { type RawBuilder, sql } from "kysely";
import { foldSearch } from "../../contract/search-fold.ts";
import type { Db } from "../db/connect.ts";
import { escapeLike } from "../lib/escape-like.ts";

// the admin's contact search: every message whose name, e-mail, phone or text contains the query,
// whatever the letter case and Vietnamese marks, through the text index of migration
// 0003_search_fold (SQLite: an FTS5 trigram table kept by triggers; PostgreSQL: a pg_trgm index
// over the generated column search_text). The query is folded here the way the database folds the
// stored text.

const COLUMNS = ["customer_name", "email", "phone_number", "message"] as const;

// a trigram index can only look up queries of at least three characters
const TRIGRAM = 3;

export interface ContactSearch {
  // the condition on contact_messages
  where: RawBuilder<boolean>;
  // SQLite: the number of all matches (whatever the status), known without reading contact_messages
  count?: RawBuilder<{ count: number }> | number;
}

// a short search that matches more rows than this is answered by walking the list in its order
// and stopping at the page; fewer are looked up by id
const DENSE = 2000;

export async function contactSearch(db: Db, dialect: "sqlite" | "postgres", search: string): Promise<ContactSearch> {
  // line breaks separate the columns in search_text: a query never holds one
  const needle = foldSearch(search).replace(/[\r\n]/g, " ");
  if (dialect === "postgres") {
    // the GIN trigram index answers queries of three characters or more; shorter ones scan
    return { where: sql<boolean>`search_text like ${`%${escapeLike(needle)}%`} escape '\\'` };
  }
  if ([...needle].length >= TRIGRAM) {
    // a quoted FTS5 string: the user's text is never FTS5 query syntax, and the trigram tokenizer
    // makes it a substring match in any one of the columns
    const match = sql`contact_messages_search match ${`"${needle.replaceAll('"', '""')}"`}`;
    return {
      where: sql<boolean>`id in (select rowid from contact_messages_search where ${match})`,
      count: sql<{ count: number }>`select count(*) as count from contact_messages_search where ${match}`,
    };
  }
  // one or two characters, which no trigram holds: one scan of the folded copies finds them all
  const contains = (table: string) =>
    sql.join(
      COLUMNS.map((column) => sql`instr(${sql.ref(`${table}.${column}`)}, ${needle}) > 0`),
      sql` or `,
    );
  const found = await sql<{
    id: number;
  }>`select id from contact_messages_folded as s where ${contains("s")}`.execute(db);
  const ids = found.rows.map((row) => row.id);
  if (ids.length > DENSE) {
    // common (most one-letter searches): the page is soon filled walking the list in order
    return {
      where: sql<boolean>`exists (select 1 from contact_messages_folded as s where s.id = contact_messages.id and (${contains("s")}))`,
      count: ids.length,
    };
  }
  return { where: sql<boolean>`id in (select value from json_each(${JSON.stringify(ids)}))`, count: ids.length };
}
