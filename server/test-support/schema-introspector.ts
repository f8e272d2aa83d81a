import { type DatabaseIntrospector, type DatabaseMetadataOptions, sql, type TableMetadata } from "kysely";
import type { Db } from "../db/connect.ts";

// The PostgreSQL test files share one database, a schema each, created and dropped while other
// files run. Kysely's own introspection (PostgresIntrospector, which the Migrator calls to find its
// tables) reads every schema of the database and looks each one up again by name
// (has_schema_privilege(nspname, …), pg_get_serial_sequence('schema.table', …)): a schema that
// another file drops while that query runs is still in the query's snapshot but no longer found
// by name, and the query fails with 'schema "test_…" does not exist' (CI, now and then: another
// worker or test run on the same database, or an earlier file's teardown that outlived its hook).
// A test database's introspection reads its own schema only, as a production database (one
// installation, nothing dropped under it) is read: the catalog is filtered by the schema's name
// before anything is looked up, so what other files create and drop is never seen.
export function scopeIntrospection(db: Db, schema: string): void {
  Object.defineProperty(db, "introspection", { value: new SchemaIntrospector(db, schema), configurable: true });
}

interface ColumnRow {
  column: string;
  not_null: boolean;
  has_default: boolean;
  table: string;
  table_type: string;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

class SchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Db;
  readonly #schema: string;
  constructor(db: Db, schema: string) {
    this.#db = db;
    this.#schema = schema;
  }

  async getSchemas() {
    const { rows } = await sql<{ nspname: string }>`select nspname from pg_catalog.pg_namespace`.execute(this.#db);
    return rows.map((row) => ({ name: row.nspname }));
  }

  // the same rows as Kysely's PostgresIntrospector.getTables, for one schema
  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
        c.relname as table, c.relkind as table_type, typ.typname as type, dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as auto_incrementing
      from pg_catalog.pg_attribute as a
        join pg_catalog.pg_class as c on a.attrelid = c.oid
        join pg_catalog.pg_namespace as ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type as typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace as dtns on typ.typnamespace = dtns.oid
      where ns.nspname = ${this.#schema} and c.relkind in ('r', 'v', 'p', 'f')
        and a.attnum >= 0 and not a.attisdropped
        and (${options.withInternalKyselyTables} or c.relname not in ('kysely_migration', 'kysely_migration_lock'))
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          schema: this.#schema,
          isView: row.table_type === "v",
          isForeign: row.table_type === "f",
          columns: [],
        };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isAutoIncrementing: row.auto_incrementing !== null,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        comment: row.column_description ?? undefined,
      });
    }
    return [...tables.values()];
  }
}
