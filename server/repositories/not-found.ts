import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import type { ErasurePlace } from "./erasure.ts";

// the addresses that answered 404 (issue 24): summed in each process and added here in batches
// (services/not-found-log.ts); the table keeps the top NOT_FOUND_KEEP paths by hits

export const NOT_FOUND_KEEP = 1000;

export type NotFoundHit = {
  path: string;
  hits: number;
  botHits: number;
  first: string;
  last: string;
  referrer: string | null;
};
export type NotFoundRow = {
  path: string;
  hits: number;
  bot_hits: number;
  first_seen: string;
  last_seen: string;
  referrer: string | null;
  // the redirect that now answers it, if any
  redirect_to: string | null;
};

export function notFoundRepository(db: Db) {
  return {
    // a batch of sums, added to the table and the totals in one transaction; then the paths
    // beyond the top NOT_FOUND_KEEP are dropped
    // `beyond`: hits of paths the batch had no room for (they count in the totals only)
    async add(batch: readonly NotFoundHit[], beyond = { hits: 0, botHits: 0 }): Promise<void> {
      if (batch.length === 0 && beyond.hits === 0 && beyond.botHits === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const hit of batch) {
          await trx
            .insertInto("not_found_paths")
            .values({
              path: hit.path,
              hits: hit.hits,
              bot_hits: hit.botHits,
              first_seen: hit.first,
              last_seen: hit.last,
              referrer: hit.referrer,
            })
            .onConflict((conflict) =>
              conflict.column("path").doUpdateSet((eb) => ({
                hits: sql<number>`${eb.ref("not_found_paths.hits")} + ${eb.ref("excluded.hits")}`,
                bot_hits: sql<number>`${eb.ref("not_found_paths.bot_hits")} + ${eb.ref("excluded.bot_hits")}`,
                last_seen: sql<string>`case when ${eb.ref("excluded.last_seen")} > ${eb.ref("not_found_paths.last_seen")} then ${eb.ref("excluded.last_seen")} else ${eb.ref("not_found_paths.last_seen")} end`,
                referrer: sql<
                  string | null
                >`coalesce(${eb.ref("excluded.referrer")}, ${eb.ref("not_found_paths.referrer")})`,
              })),
            )
            .execute();
        }
        const hits = batch.reduce((sum, hit) => sum + hit.hits, beyond.hits);
        const botHits = batch.reduce((sum, hit) => sum + hit.botHits, beyond.botHits);
        await trx
          .updateTable("not_found_totals")
          .set((eb) => ({
            hits: sql<number>`${eb.ref("hits")} + ${hits}`,
            bot_hits: sql<number>`${eb.ref("bot_hits")} + ${botHits}`,
          }))
          .where("id", "=", 1)
          .execute();
        // the top paths stay: the least hit (then the longest unseen) go
        await trx
          .deleteFrom("not_found_paths")
          .where(
            "path",
            "not in",
            trx
              .selectFrom("not_found_paths")
              .select("path")
              .orderBy("hits", "desc")
              .orderBy("last_seen", "desc")
              .limit(NOT_FOUND_KEEP),
          )
          .execute();
      });
    },

    // the totals of the counts that went to a batch (every 404 counted, pruned paths included)
    async totals(): Promise<{ hits: number; bot_hits: number }> {
      const row = await db
        .selectFrom("not_found_totals")
        .select(["hits", "bot_hits"])
        .where("id", "=", 1)
        .executeTakeFirst();
      return { hits: Number(row?.hits ?? 0), bot_hits: Number(row?.bot_hits ?? 0) };
    },

    // a page of the paths, most hit or most recent first, with the redirect that answers each now
    async list(sort: "hits" | "recent", page: number, limit: number): Promise<{ rows: NotFoundRow[]; total: number }> {
      let query = db
        .selectFrom("not_found_paths")
        .leftJoin("redirects", "redirects.from_path", "not_found_paths.path")
        .select([
          "not_found_paths.path",
          "not_found_paths.hits",
          "not_found_paths.bot_hits",
          "not_found_paths.first_seen",
          "not_found_paths.last_seen",
          "not_found_paths.referrer",
          "redirects.to_target as redirect_to",
        ]);
      query =
        sort === "recent"
          ? query.orderBy("not_found_paths.last_seen", "desc").orderBy("not_found_paths.hits", "desc")
          : query.orderBy("not_found_paths.hits", "desc").orderBy("not_found_paths.last_seen", "desc");
      const [rows, count] = await Promise.all([
        query
          .orderBy("not_found_paths.path")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom("not_found_paths")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, hits: Number(row.hits), bot_hits: Number(row.bot_hits) })),
        total: Number(count.n),
      };
    },
  };
}

// where an erased address may be written among the 404s (repositories/erasure.ts): the address
// asked for (the row goes) or the page that linked to it
export const notFoundErasure: ErasurePlace = {
  table: "not_found_paths",
  key: "path",
  columns: ["referrer"],
  dropWhen: "path",
};
