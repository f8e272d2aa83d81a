import { PostgresAdapter, sql, type Transaction } from "kysely";
import { projectTitleSlug } from "../../contract/project-slug.ts";
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
// A slug is in one place at a time: some item's current slug, or one row of the history. The
// same rules for both resources, in this one service (decision 025).

export type SlugOwner = "projects" | "news";

// the item that holds a slug, named in the 409 that refuses it to another
export type SlugHolder = { id: number; title: string; title_vi: string };
// a save refused: the slug is another item's current slug (holder: undefined when a row written
// meanwhile took it and is gone again)
export type SlugTaken = { slugTaken: { slug: string; holder?: SlugHolder } };

export const titleSlug = projectTitleSlug;

// the tables of each resource. Both pairs have the same shape (id, slug, titles; slug and owner
// id, with the "shown" flag 1 for what visitors see), so the queries below are written with the
// projects' names and run with the resource's own
const TABLES = {
  projects: { table: "projects", history: "project_slug_history", owner: "project_id", shown: "status" },
  news: { table: "news", history: "news_slug_history", owner: "news_id", shown: "published" },
} as const;
type Names = (typeof TABLES)["projects"];

// the name of each resource's lock on PostgreSQL (the projects' is the one of decision 010)
const LOCKS: Record<SlugOwner, string> = { projects: "project_slugs", news: "news_slugs" };

type Executor = Pick<Db, "selectFrom" | "deleteFrom" | "insertInto">;

export function slugService(owner: SlugOwner) {
  const { table, history, owner: ownerId, shown } = TABLES[owner] as unknown as Names;

  // the item other than `exceptId` whose current slug this is
  function holder(db: Executor, slug: string, exceptId?: number): Promise<SlugHolder | undefined> {
    let query = db.selectFrom(table).select(["id", "title", "title_vi"]).where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
    return query.executeTakeFirst();
  }

  // the first free slug from `base`: not the current slug of another item, nor an earlier slug of
  // another item (whose old links must keep leading to it); the item's own are free
  async function free(db: Executor, base: string, itemId?: number): Promise<string> {
    // base is letters, digits and hyphens only: nothing in it is a LIKE wildcard
    let current = db
      .selectFrom(table)
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
    let earlier = db
      .selectFrom(history)
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
    if (itemId !== undefined) {
      current = current.where("id", "<>", itemId);
      earlier = earlier.where(ownerId, "<>", itemId);
    }
    const [a, b] = await Promise.all([current.execute(), earlier.execute()]);
    const taken = new Set([...a, ...b].map((row) => row.slug));
    return uniqueSlug(base, (slug) => taken.has(slug));
  }

  // after an item took `slug`: it is nobody's earlier slug any more, and the one it had before
  // (if any) now leads to it
  async function recordChange(db: Executor, itemId: number, slug: string, previous?: string) {
    await db.deleteFrom(history).where("slug", "=", slug).execute();
    if (previous === undefined || previous === slug) return;
    await db
      .insertInto(history)
      .values({ slug: previous, [ownerId]: itemId } as { slug: string; project_id: number })
      .onConflict((conflict) => conflict.column("slug").doUpdateSet({ [ownerId]: itemId }))
      .execute();
  }

  return {
    holder,
    free,
    recordChange,

    // where an earlier slug now leads: the current slug of the item it belonged to, when
    // visitors see that item (an inactive project, a draft: none)
    async movedTo(db: Executor, slug: string): Promise<string | undefined> {
      const earlier = await db.selectFrom(history).select(ownerId).where("slug", "=", slug).executeTakeFirst();
      if (!earlier) return undefined;
      const item = await db
        .selectFrom(table)
        .select("slug")
        .where("id", "=", earlier[ownerId])
        .where(shown, "=", 1)
        .executeTakeFirst();
      return item?.slug;
    },

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
            await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${sql.lit(`.${LOCKS[owner]}`)}))`.execute(
              trx,
            );
          }
          if (typed) {
            const other = await holder(trx, typed, item?.id);
            if (other) return { slugTaken: { slug: typed, holder: other } };
          }
          const slug = typed ?? keep ?? (await free(trx, base, item?.id));
          const saved = await write(trx, slug);
          if (saved) await recordChange(trx, saved.id, slug, item?.slug);
          return saved;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const slug = typed ?? keep ?? base;
        return { slugTaken: { slug, holder: await holder(db, slug, item?.id) } };
      }
    },
  };
}
