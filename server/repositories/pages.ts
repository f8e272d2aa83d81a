import type { PageKey } from "../../contract/pages/index.ts";
import type { Db } from "../db/connect.ts";
import type { PageRow } from "../db/database.ts";
import { mediaOwners, mediaRepository, type OwnerUses } from "./media.ts";
import { type VersionActor, versionRepository, versionRow } from "./versions.ts";

// the public pages' words (migration 0021): each page's published document, its draft and its
// scheduled publish, and every version published. Documents are JSON text here; the service
// (server/services/pages.ts) parses and checks them.

export type PublishedBy = VersionActor;

export type PageWithNames = PageRow & { draft_updated_by_name: string | null; scheduled_by_name: string | null };

export function pageRepository(db: Db) {
  const versions = versionRepository(db);
  const versionOf = (key: PageKey, document: string, fields: string[], actor: PublishedBy, now: string) =>
    versionRow("page", key, document, fields, actor, now);
  const media = mediaRepository(db);
  // the images the page's published words and draft name (the seed's: start-up counts them)
  async function refreshUses(key: PageKey): Promise<void> {
    const row = await db
      .selectFrom("pages")
      .select(["key", "published", "draft"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (row) await media.setUses(mediaOwners.page(row));
  }

  return {
    // what each page holds that can name a library image, published or draft (the media
    // library's uses)
    imageUses: async (): Promise<OwnerUses[]> =>
      (await db.selectFrom("pages").select(["key", "published", "draft"]).execute()).map(mediaOwners.page),

    // the pages a database lacks get their seed, each with its first version. Several processes
    // starting at once: the one whose insert wins writes the version
    async seedMissing(seeds: Record<PageKey, unknown>, now = new Date().toISOString()): Promise<PageKey[]> {
      const present = new Set((await db.selectFrom("pages").select("key").execute()).map((row) => row.key));
      const added: PageKey[] = [];
      for (const [key, seed] of Object.entries(seeds) as [PageKey, unknown][]) {
        if (present.has(key)) continue;
        const document = JSON.stringify(seed);
        await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto("pages")
            .values({ key, published: document, published_at: now })
            .onConflict((conflict) => conflict.column("key").doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
          await versionRepository(trx).insert(versionOf(key, document, [], { id: null, name: null }, now));
          added.push(key);
        });
      }
      return added;
    },

    list: (): Promise<PageRow[]> => db.selectFrom("pages").selectAll().orderBy("key").execute(),

    // the pages of which a staff member published a change (now, at a time, or a restore); the
    // others still read as they were seeded: their versions have no author, or change nothing
    editedByStaff: (): Promise<Set<string>> => versions.editedByStaff("page"),

    // a page, with the names of who saved its draft and who scheduled it
    find: (key: PageKey): Promise<PageWithNames | undefined> =>
      db
        .selectFrom("pages")
        .leftJoin("users as drafter", "drafter.id", "pages.draft_updated_by")
        .leftJoin("users as scheduler", "scheduler.id", "pages.scheduled_by")
        .selectAll("pages")
        .select(["drafter.user_name as draft_updated_by_name", "scheduler.user_name as scheduled_by_name"])
        .where("key", "=", key)
        .executeTakeFirst(),

    // the published document alone (what visitors read)
    async published(key: PageKey): Promise<string | undefined> {
      const row = await db.selectFrom("pages").select("published").where("key", "=", key).executeTakeFirst();
      return row?.published;
    },

    // the draft replaces the one before; a schedule stays (it publishes the newest draft)
    async saveDraft(key: PageKey, document: string, userId: number, now = new Date().toISOString()): Promise<boolean> {
      const result = await db
        .updateTable("pages")
        .set({ draft: document, draft_updated_at: now, draft_updated_by: userId })
        .where("key", "=", key)
        .executeTakeFirst();
      await refreshUses(key);
      return Number(result.numUpdatedRows) > 0;
    },

    // the draft and its schedule gone: the page stays as published
    async discardDraft(key: PageKey): Promise<boolean> {
      const result = await db
        .updateTable("pages")
        .set({ draft: null, draft_updated_at: null, draft_updated_by: null, publish_at: null, scheduled_by: null })
        .where("key", "=", key)
        .where("draft", "is not", null)
        .executeTakeFirst();
      await refreshUses(key);
      return Number(result.numUpdatedRows) > 0;
    },

    // the draft goes live by itself at `at`, as `userId` published it (null: no longer scheduled)
    async schedule(key: PageKey, at: string | null, userId: number | null): Promise<boolean> {
      const result = await db
        .updateTable("pages")
        .set({ publish_at: at, scheduled_by: at === null ? null : userId })
        .where("key", "=", key)
        .where("draft", "is not", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // the document goes live and becomes a version, in one transaction. `when` narrows it to the
    // row as the caller read it: a scheduled publish names the schedule it found (so of several
    // processes that found it due, one publishes), a publish now names the draft it checked
    // (a save meanwhile makes it false: nothing is published that was not checked)
    async publish(
      key: PageKey,
      document: string,
      fields: string[],
      actor: PublishedBy,
      when: { publishAt: string } | { draft: string | null },
      now = new Date().toISOString(),
    ): Promise<boolean> {
      const published = await db.transaction().execute(async (trx) => {
        let update = trx
          .updateTable("pages")
          .set({
            published: document,
            published_at: now,
            draft: null,
            draft_updated_at: null,
            draft_updated_by: null,
            publish_at: null,
            scheduled_by: null,
          })
          .where("key", "=", key);
        if ("publishAt" in when) update = update.where("publish_at", "=", when.publishAt);
        else if (when.draft === null) update = update.where("draft", "is", null);
        else update = update.where("draft", "=", when.draft);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await versionRepository(trx).insert(versionOf(key, document, fields, actor, now));
        return true;
      });
      if (published) await refreshUses(key);
      return published;
    },

    // a version's document live again, as a new version; the draft and its schedule stay
    async republish(
      key: PageKey,
      document: string,
      fields: string[],
      actor: PublishedBy,
      now = new Date().toISOString(),
    ) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("pages").set({ published: document, published_at: now }).where("key", "=", key).execute();
        await versionRepository(trx).insert(versionOf(key, document, fields, actor, now));
      });
      await refreshUses(key);
    },

    // the pages whose schedule has come, with the schedule as read
    due: (now = new Date().toISOString()) =>
      db
        .selectFrom("pages")
        .select(["key", "publish_at", "draft", "scheduled_by"])
        .where("publish_at", "is not", null)
        .where("publish_at", "<=", now)
        .execute() as Promise<
        { key: PageKey; publish_at: string; draft: string | null; scheduled_by: number | null }[]
      >,

    // a page's versions, newest first
    versions: (key: PageKey) => versions.list("page", key),
    version: (key: PageKey, id: number) => versions.find("page", key, id),
  };
}

export type PageRepository = ReturnType<typeof pageRepository>;
