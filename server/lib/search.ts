import { type RawBuilder, sql } from "kysely";
import { foldSearch } from "../../contract/search-fold.ts";

// the admin's contact search: every message whose name, e-mail, phone or text contains the query,
// whatever the letter case and Vietnamese marks, through the text index of migration
// 0003_search_fold (SQLite: an FTS5 trigram table kept by triggers; PostgreSQL: a pg_trgm index
// over the generated column search_text). The query is folded here the way the database folds the
// stored text.

const COLUMNS = ["customer_name", "email", "phone_number", "message"] as const;

// a trigram index can only look up queries of at least three characters
const TRIGRAM = 3;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface ContactSearch {
  // the condition on contact_messages
  where: RawBuilder<boolean>;
  // SQLite: the number of all matches, counted in the index without reading contact_messages
  count?: RawBuilder<{ count: number }>;
}

export function contactSearch(dialect: "sqlite" | "postgres", search: string): ContactSearch {
  // line breaks separate the columns in search_text: a query never holds one
  const needle = foldSearch(search).replace(/[\r\n]/g, " ");
  if (dialect === "postgres") {
    // the GIN trigram index answers queries of three characters or more; shorter ones scan
    return { where: sql<boolean>`search_text like ${`%${escapeLike(needle)}%`} escape '\\'` };
  }
  let matches: RawBuilder<unknown>;
  if ([...needle].length >= TRIGRAM) {
    // a quoted FTS5 string: the user's text is never FTS5 query syntax, and the trigram tokenizer
    // makes it a substring match in any one of the columns
    const phrase = `"${needle.replaceAll('"', '""')}"`;
    matches = sql`contact_messages_search match ${phrase}`;
  } else {
    // one or two characters: a scan of the folded copies
    matches = sql.join(
      COLUMNS.map((column) => sql`instr(${sql.ref(column)}, ${needle}) > 0`),
      sql` or `,
    );
  }
  return {
    where: sql<boolean>`id in (select rowid from contact_messages_search where ${matches})`,
    count: sql<{ count: number }>`select count(*) as count from contact_messages_search where ${matches}`,
  };
}
