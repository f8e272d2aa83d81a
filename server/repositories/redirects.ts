import type { Db } from "../db/connect.ts";
import type { Redirect } from "../db/database.ts";
import { newsRepository } from "./news.ts";
import { projectRepository } from "./projects.ts";

// the redirects staff keep (issue 24), and what their checks need: whether a project's or a news
// item's address is live (its slug, current or earlier, which answers itself), asked of their
// repositories

export type RedirectFields = { from_path: string; to_target: string; status: 301 | 302 };

export function redirectRepository(db: Db) {
  return {
    list: (): Promise<Redirect[]> => db.selectFrom("redirects").selectAll().orderBy("from_path").execute(),

    find: (id: number): Promise<Redirect | undefined> =>
      db.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst(),

    // the redirect of an address other than `exceptId`'s
    from: (path: string, exceptId?: number): Promise<Redirect | undefined> => {
      let query = db.selectFrom("redirects").selectAll().where("from_path", "=", path);
      if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
      return query.executeTakeFirst();
    },

    // the redirects (other than `exceptId`) that send visitors to `path`
    to: (path: string, exceptId?: number): Promise<Redirect[]> => {
      let query = db.selectFrom("redirects").selectAll().where("to_target", "=", path);
      if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
      return query.limit(5).execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("redirects")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    // whether a project or a news item answers at this slug (its current one or an earlier one)
    slugIsLive: (kind: "projects" | "news", slug: string): Promise<boolean> =>
      kind === "projects" ? projectRepository(db).answersAt(slug) : newsRepository(db).answersAt(slug),

    create: (fields: RedirectFields): Promise<Redirect> =>
      db.insertInto("redirects").values(fields).returningAll().executeTakeFirstOrThrow(),

    // undefined: deleted meanwhile
    update: (id: number, fields: RedirectFields): Promise<Redirect | undefined> =>
      db
        .updateTable("redirects")
        .set({ ...fields, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst(),

    async remove(id: number): Promise<void> {
      await db.deleteFrom("redirects").where("id", "=", id).execute();
    },
  };
}
