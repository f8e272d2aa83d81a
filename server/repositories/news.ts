import type { Insertable } from "kysely";
import type { NewsBySlug, PublicNewsSummary } from "../../contract/public-data.ts";
import { type RichText, RichTextSchema, richTextFromPlain, withoutRefusedImages } from "../../contract/rich-text.ts";
import { slugify } from "../../contract/slug.ts";
import type { Db } from "../db/connect.ts";
import type { News, NewsTable } from "../db/database.ts";
import { mediaOwners, mediaUses, type OwnerUses } from "./media.ts";
import { type SlugTables, type SlugTaken, slugKeeper } from "./slugs.ts";

// news ("recent activities") as staff keep it and the public pages read it: newest first (by the
// day it is dated), visitors see the published items only. Addresses follow slugs.ts, as
// projects' do: made from the Vietnamese title when an item is added, kept when it is edited
// unless staff type another, and every earlier address answers 301 to the current one.

// an item as the API and the pages read it: its text a rich text (stored as its JSON)
export type NewsItem = Omit<News, "body" | "body_vi"> & { body: RichText; body_vi: RichText };
// what a save writes besides the slug
export type NewsFields = Omit<
  Insertable<NewsTable>,
  "slug" | "id" | "created_at" | "updated_at" | "body" | "body_vi"
> & {
  body: RichText;
  body_vi: RichText;
};

// a stored body: its rich text's JSON, or (written before news had rich text, migration 0033)
// plain paragraphs
export function newsBody(stored: string): RichText {
  if (stored.startsWith("{")) {
    try {
      const document: unknown = JSON.parse(stored);
      const parsed = RichTextSchema.safeParse(document);
      if (parsed.success) return parsed.data;
      // a picture whose address is refused since (issue 34): the text without it
      const kept = RichTextSchema.safeParse(withoutRefusedImages(document));
      if (kept.success) return kept.data;
    } catch {
      // not JSON: plain text that starts with a brace
    }
  }
  return richTextFromPlain(stored);
}
const shown = (row: News): NewsItem => ({ ...row, body: newsBody(row.body), body_vi: newsBody(row.body_vi) });
const stored = (fields: NewsFields) => ({
  ...fields,
  body: JSON.stringify(fields.body),
  body_vi: JSON.stringify(fields.body_vi),
});

// a news item's addresses: its current slug, and its earlier ones in news_slug_history
const newsSlugTables: SlugTables = {
  lock: "news_slugs",
  holder(db, slug, exceptId) {
    let query = db.selectFrom("news").select(["id", "title", "title_vi"]).where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
    return query.executeTakeFirst();
  },
  async slugsFrom(db, base, exceptId) {
    let current = db
      .selectFrom("news")
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
    let earlier = db
      .selectFrom("news_slug_history")
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
    if (exceptId !== undefined) {
      current = current.where("id", "<>", exceptId);
      earlier = earlier.where("news_id", "<>", exceptId);
    }
    const [a, b] = await Promise.all([current.execute(), earlier.execute()]);
    return [...a, ...b].map((row) => row.slug);
  },
  async forgetEarlier(db, slug) {
    await db.deleteFrom("news_slug_history").where("slug", "=", slug).execute();
  },
  async keepEarlier(db, itemId, previous) {
    await db
      .insertInto("news_slug_history")
      .values({ slug: previous, news_id: itemId })
      .onConflict((conflict) => conflict.column("slug").doUpdateSet({ news_id: itemId }))
      .execute();
  },
};
const slugs = slugKeeper(newsSlugTables);

// the slug a news item's title makes ("tin-tuc", "news", when it makes none)
const titleSlug = (fields: Pick<NewsFields, "title_vi">) => slugify(fields.title_vi) || "tin-tuc";

// a save's answer with its text as rich text (a refusal or nothing as it is)
function shownSaved(result: News | SlugTaken | undefined): NewsItem | SlugTaken | undefined {
  return result && "slugTaken" in result ? result : result && shown(result);
}

export function newsRepository(db: Db) {
  const uses = mediaUses(db);
  const savedWithUses = (result: News | SlugTaken | undefined) => uses.saved(shownSaved(result), mediaOwners.news);
  // where an earlier slug now leads: the current slug of the item it belonged to, when it is
  // published (a draft: none)
  async function movedTo(slug: string): Promise<string | undefined> {
    const row = await db
      .selectFrom("news_slug_history as earlier")
      .innerJoin("news", "news.id", "earlier.news_id")
      .select("news.slug")
      .where("earlier.slug", "=", slug)
      .where("news.published", "=", 1)
      .executeTakeFirst();
    return row?.slug;
  }
  const newest = () => db.selectFrom("news").orderBy("news.published_on", "desc").orderBy("news.id", "desc");

  return {
    // how many published items have one of these titles (English or Vietnamese)
    async shownWithTitles(titles: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom("news")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("published", "=", 1)
        .where((eb) => eb.or([eb("title", "in", [...titles]), eb("title_vi", "in", [...titles])]))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    // what each item holds that can name a library image (the media library's uses)
    imageUses: async (): Promise<OwnerUses[]> =>
      (await db.selectFrom("news").select(["id", "title", "title_vi", "image_path", "body", "body_vi"]).execute()).map(
        mediaOwners.news,
      ),

    // an item, or undefined when there is none
    async find(id: number): Promise<NewsItem | undefined> {
      const row = await db.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
      return row && shown(row);
    },

    // the titles of the items at these addresses (the website figures name their pages)
    titlesBySlug: (slugs: string[]): Promise<{ slug: string; title: string; title_vi: string }[]> =>
      slugs.length === 0
        ? Promise.resolve([])
        : db.selectFrom("news").select(["slug", "title", "title_vi"]).where("slug", "in", slugs).execute(),

    // the addresses of the published items
    publishedSlugs: async (): Promise<string[]> =>
      (await db.selectFrom("news").select("slug").where("published", "=", 1).execute()).map((row) => row.slug),

    // every item, published or draft, for staff
    listAll: async (): Promise<NewsItem[]> => (await newest().selectAll().execute()).map(shown),

    // the published items, as the lists of the public pages show them
    listPublished: (): Promise<PublicNewsSummary[]> =>
      newest()
        .leftJoin("media", "media.path", "news.image_path")
        .select([
          "news.id",
          "news.slug",
          "news.title",
          "news.title_vi",
          "news.summary",
          "news.summary_vi",
          "news.published_on",
          "news.image_path",
          "media.alt as image_alt",
          "media.alt_vi as image_alt_vi",
          "news.updated_at",
        ])
        .where("news.published", "=", 1)
        .execute(),

    // a published item by its address, or where an earlier address of it now leads
    async bySlug(slug: string): Promise<NewsBySlug> {
      const row = await db
        .selectFrom("news")
        .leftJoin("media", "media.path", "news.image_path")
        .selectAll("news")
        .select(["media.alt as image_alt", "media.alt_vi as image_alt_vi"])
        .where("news.slug", "=", slug)
        .executeTakeFirst();
      if (row) {
        const { published, ...news } = { ...shown(row), image_alt: row.image_alt, image_alt_vi: row.image_alt_vi };
        return published === 1 ? news : null;
      }
      const earlier = await movedTo(slug);
      return earlier ? { movedTo: earlier } : null;
    },

    // whether an item answers at this slug (its current one or an earlier one)
    async answersAt(slug: string): Promise<boolean> {
      const current = await db.selectFrom("news").select("id").where("slug", "=", slug).executeTakeFirst();
      if (current) return true;
      const earlier = await db
        .selectFrom("news_slug_history")
        .select("slug")
        .where("slug", "=", slug)
        .executeTakeFirst();
      return earlier !== undefined;
    },

    // a new item, under the slug staff typed or the first free one from its Vietnamese title
    create: async (fields: NewsFields, typedSlug: string | null): Promise<NewsItem | SlugTaken | undefined> =>
      savedWithUses(
        await slugs.save(db, { typed: typedSlug, base: titleSlug(fields) }, (trx, slug) =>
          trx
            .insertInto("news")
            .values({ ...stored(fields), slug })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      ),

    // the whole item: under the slug staff typed (its earlier one then leads to it), else the one
    // it has; undefined when the item is gone
    update: async (before: NewsItem, fields: NewsFields, typedSlug: string | null) =>
      savedWithUses(
        await slugs.save(
          db,
          { typed: typedSlug, base: titleSlug(fields), keep: before.slug, item: before },
          (trx, slug) =>
            trx
              .updateTable("news")
              .set({ ...stored(fields), slug, updated_at: new Date().toISOString() })
              .where("id", "=", before.id)
              .returningAll()
              .executeTakeFirst(),
        ),
      ),

    async remove(id: number): Promise<void> {
      await db.deleteFrom("news").where("id", "=", id).execute();
      await uses.removed("news", id);
    },
  };
}
