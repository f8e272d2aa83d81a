import { type RawBuilder, sql } from "kysely";

// a case-insensitive "contains" over several columns, with LIKE wildcards in the input escaped
export function containsAny(columns: string[], search: string): RawBuilder<boolean> {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  const pattern = `%${escaped}%`;
  const conditions = columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
