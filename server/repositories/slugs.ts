import { PostgresAdapter, sql, type Transaction } from "kysely";
import { uniqueSlug } from "../../contract/slug.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/database.ts";
import { isUniqueViolation } from "../db/errors.ts";

// The address of a project or a news item: /projects/{slug}, /news/{slug} (and the same under
// /en; one slug for both languages). A project's is made from its Vietnamese title unless staff
// type one (decision 010); a news item's from its Vietnamese title when it is added, then it stays
// unless staff type another. Every slug an item had before stays in its history table
// (project_slug_history, news_slug_history) and answers 301 to its current page, so a link shared
// in Zalo keeps working after a change of address; a chain of changes never chains redirects.
// A slug is in one place at a time: some item's current slug, or one row of the history.
// The rules are the same for both resources and live here, once (decision 025); the statements
// on each resource's tables are written by the repository that owns them (decision 037), which
// hands them to `slugKeeper`.

// the item that holds a slug, named in the 409 that refuses it to another
export type SlugHolder = { id: number; title: string; title_vi: string };
// a save refused: the slug is another item's current slug (holder: undefined when a row written
// meanwhile took it and is gone again)
export type SlugTaken = { slugTaken: { slug: string; holder?: SlugHolder } };

// one resource's statements, run on the save's transaction
export interface SlugTables {
  // the name of the resource's lock on PostgreSQL (the projects' is the one of decision 010)
  lock: string;
  // the item other than `exceptId` whose current slug this is
  holder(db: Db, slug: string, exceptId?: number): Promise<SlugHolder | undefined>;
  // the current and earlier slugs of items other than `exceptId` that are `base` or `base-…`
  // (base is letters, digits and hyphens only: nothing in it is a LIKE wildcard)
  slugsFrom(db: Db, base: string, exceptId?: number): Promise<string[]>;
  // `slug` is nobody's earlier slug any more
  forgetEarlier(db: Db, slug: string): Promise<void>;
  // `previous` now leads to the item
  keepEarlier(db: Db, itemId: number, previous: string): Promise<void>;
}

export function slugKeeper(tables: SlugTables) {
  // the first free slug from `base`: not the current slug of another item, nor an earlier slug of
  // another item (whose old links must keep leading to it); the item's own are free
  async function free(db: Db, base: string, itemId?: number): Promise<string> {
    const taken = new Set(await tables.slugsFrom(db, base, itemId));
    return uniqueSlug(base, (slug) => taken.has(slug));
  }

  return {
    // saves an item under the slug staff typed, else `keep` (the one it has), else the first
    // free one from `base`, and records the change of address. Slugs are chosen one save at a
    // time (on PostgreSQL under a transaction lock per resource, on SQLite by its one
    // connection), so two saves of the same title at once get two slugs; the unique index still
    // guards the rest (a row written by hand meanwhile), answered as taken too. `write` answers
    // undefined when the item is gone (deleted meanwhile): so does the save.
    async save<T extends { id: number; slug: string }>(
      db: Db,
      slugs: { typed: string | null; base: string; keep?: string; item?: { id: number; slug: string } },
      write: (trx: Transaction<Database>, slug: string) => Promise<T | undefined>,
    ): Promise<T | SlugTaken | undefined> {
      const { typed, base, keep, item } = slugs;
      try {
        return await db.transaction().execute(async (trx): Promise<T | SlugTaken | undefined> => {
          if (db.getExecutor().adapter instanceof PostgresAdapter) {
            await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${sql.lit(`.${tables.lock}`)}))`.execute(
              trx,
            );
          }
          if (typed) {
            const other = await tables.holder(trx, typed, item?.id);
            if (other) return { slugTaken: { slug: typed, holder: other } };
          }
          const slug = typed ?? keep ?? (await free(trx, base, item?.id));
          const saved = await write(trx, slug);
          if (saved) {
            await tables.forgetEarlier(trx, slug);
            if (item?.slug !== undefined && item.slug !== slug) await tables.keepEarlier(trx, saved.id, item.slug);
          }
          return saved;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const slug = typed ?? keep ?? base;
        return { slugTaken: { slug, holder: await tables.holder(db, slug, item?.id) } };
      }
    },
  };
}
