import { sql } from "kysely";
import type { Language } from "../../contract/constants.ts";
import type { ApiMediaItem, MediaOwnerType, MediaQuery, MediaUse } from "../../contract/media.ts";
import { foldSearch } from "../../contract/search-fold.ts";
import type { Db } from "../db/connect.ts";
import type { MediaRow } from "../db/database.ts";
import { escapeLike } from "../lib/escape-like.ts";

// The media library (issue 24, migration 0034): the images uploaded, and where each is used. A
// use is derived from what a record saves: every /uploads/… path in it (its image, a logo, a
// picture in a news body, a page's share image) that names a library image. Each save of such a
// record writes its own uses (setUses, in the repositories of projects, news, certificates,
// catalogues and pages), a delete forgets them, and start-up rebuilds them all (rebuildUses, from
// what each owning repository's imageUses reads: this file queries no table but its own), so a
// record written another way (the seed, a restore from backup) is counted too.

export interface NewMedia {
  path: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  variants: { width: number; path: string }[];
  uploaded_by: number | null;
  // its descriptions, when known as it is added (the demo pictures)
  alt?: string | null;
  alt_vi?: string | null;
}

export interface MediaOwner {
  type: MediaOwnerType;
  id: number | string;
  // its title in English and Vietnamese
  label: string;
  label_vi: string;
}

// a size made of an image (…/<id>-480w.webp) names the image itself (…/<id>.webp)
const UPLOAD_PATH = /\/uploads\/[A-Za-z0-9/_.-]+/g;
export function libraryPath(path: string): string {
  return path.replace(/-\d+w(\.[a-z0-9]+)$/, "$1");
}

// every uploaded image a value names, wherever in it (a column, a JSON document, a rich text)
export function uploadPathsIn(values: readonly unknown[]): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 64) return;
    if (typeof value === "string") {
      for (const match of value.matchAll(UPLOAD_PATH)) found.add(libraryPath(match[0]));
    } else if (Array.isArray(value)) {
      for (const entry of value) visit(entry, depth + 1);
    } else if (value && typeof value === "object") {
      for (const entry of Object.values(value)) visit(entry, depth + 1);
    }
  };
  for (const value of values) visit(value, 0);
  return found;
}

export const searchTextOf = (name: string, alt: string | null, altVi: string | null) =>
  [name, alt ?? "", altVi ?? ""].map(foldSearch).join("\n");

// what a page's label is: its title in each language (its meta title), else its key
export function pageLabels(key: string, published: string): { label: string; label_vi: string } {
  try {
    const document = JSON.parse(published) as {
      en?: { meta?: { title?: string } };
      vi?: { meta?: { title?: string } };
    };
    return { label: document.en?.meta?.title ?? key, label_vi: document.vi?.meta?.title ?? key };
  } catch {
    return { label: key, label_vi: key };
  }
}

// what each kind of record holds that can name an uploaded image, and its title
export interface OwnerUses {
  owner: MediaOwner;
  values: unknown[];
}
type Titled = { id: number; title: string; title_vi: string };
type Named = { id: number; name: string; name_vi: string };
export const mediaOwners = {
  project: (row: Titled & { image_path: string | null }): OwnerUses => ({
    owner: { type: "project", id: row.id, label: row.title, label_vi: row.title_vi },
    values: [row.image_path],
  }),
  news: (row: Titled & { image_path: string | null; body: unknown; body_vi: unknown }): OwnerUses => ({
    owner: { type: "news", id: row.id, label: row.title, label_vi: row.title_vi },
    values: [row.image_path, row.body, row.body_vi],
  }),
  certificate: (row: Titled & { image_path: string | null }): OwnerUses => ({
    owner: { type: "certificate", id: row.id, label: row.title, label_vi: row.title_vi },
    values: [row.image_path],
  }),
  tools_company: (row: Named & { logo_path?: string | null }): OwnerUses => ({
    owner: { type: "tools_company", id: row.id, label: row.name, label_vi: row.name_vi },
    values: [row.logo_path],
  }),
  tool: (row: Named & { logo_path?: string | null }): OwnerUses => ({
    owner: { type: "tool", id: row.id, label: row.name, label_vi: row.name_vi },
    values: [row.logo_path],
  }),
  page: (row: { key: string; published: string; draft: string | null }): OwnerUses => ({
    owner: { type: "page", id: row.key, ...pageLabels(row.key, row.published) },
    values: [row.published, row.draft],
  }),
};

// every record of one kind that can name an uploaded image, read by the repository that owns it
// (imageUses; small tables, read whole when the uses are rebuilt)
export interface MediaOwnerKind {
  type: MediaOwnerType;
  read: () => Promise<OwnerUses[]>;
}

type ListedRow = MediaRow & { uploaded_by_name: string | null };

export function mediaRepository(db: Db) {
  // the ids of the library images among these paths
  async function idsOf(paths: Set<string>): Promise<Map<string, number>> {
    if (paths.size === 0) return new Map();
    const rows = await db
      .selectFrom("media")
      .select(["id", "path"])
      .where("path", "in", [...paths])
      .execute();
    return new Map(rows.map((row) => [row.path, row.id]));
  }

  // one owner's uses, as its values name images now
  async function setUses({ owner, values }: OwnerUses): Promise<void> {
    const ids = await idsOf(uploadPathsIn(values));
    const ownerId = String(owner.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("media_uses").where("owner_type", "=", owner.type).where("owner_id", "=", ownerId).execute();
      if (ids.size === 0) return;
      await trx
        .insertInto("media_uses")
        .values(
          [...new Set(ids.values())].map((media_id) => ({
            media_id,
            owner_type: owner.type,
            owner_id: ownerId,
            label: owner.label.slice(0, 300),
            label_vi: owner.label_vi.slice(0, 300),
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    });
  }

  async function usesOf(ids: number[], language: Language): Promise<Map<number, MediaUse[]>> {
    const uses = new Map<number, MediaUse[]>();
    if (ids.length === 0) return uses;
    const rows = await db
      .selectFrom("media_uses")
      .selectAll()
      .where("media_id", "in", ids)
      .orderBy("owner_type")
      .orderBy("label")
      .execute();
    for (const row of rows) {
      const list = uses.get(row.media_id) ?? [];
      list.push({
        type: row.owner_type as MediaOwnerType,
        id: row.owner_type === "page" ? row.owner_id : Number(row.owner_id),
        label: language === "vi" ? row.label_vi : row.label,
      });
      uses.set(row.media_id, list);
    }
    return uses;
  }

  const listed = () =>
    db
      .selectFrom("media")
      .leftJoin("users", "users.id", "media.uploaded_by")
      .selectAll("media")
      .select("users.user_name as uploaded_by_name");

  const toItem = (row: ListedRow, uses: Map<number, MediaUse[]>): ApiMediaItem => ({
    id: row.id,
    path: row.path,
    name: row.name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    variants: JSON.parse(row.variants) as ApiMediaItem["variants"],
    alt: row.alt,
    alt_vi: row.alt_vi,
    uploaded_by: row.uploaded_by_name,
    created_at: row.created_at,
    used_by: uses.get(row.id) ?? [],
  });

  // the paths already in the library, of those given
  const known = async (paths: string[]): Promise<Set<string>> => {
    const found = new Set<string>();
    for (let at = 0; at < paths.length; at += 500) {
      const rows = await db
        .selectFrom("media")
        .select("path")
        .where("path", "in", paths.slice(at, at + 500))
        .execute();
      for (const row of rows) found.add(row.path);
    }
    return found;
  };

  return {
    setUses,

    // a record deleted: it uses nothing any more
    forgetUses: (type: MediaOwnerType, id: number | string) =>
      db.deleteFrom("media_uses").where("owner_type", "=", type).where("owner_id", "=", String(id)).execute(),

    // every use again, from what every record of these kinds holds now
    async rebuildUses(kinds: MediaOwnerKind[]): Promise<void> {
      for (const { type, read } of kinds) {
        const owners = await read();
        const present = new Set(owners.map(({ owner }) => String(owner.id)));
        for (const uses of owners) await setUses(uses);
        // the uses of records that are gone
        const stale = (
          await db.selectFrom("media_uses").select("owner_id").where("owner_type", "=", type).distinct().execute()
        ).filter((row) => !present.has(row.owner_id));
        for (const row of stale) {
          await db
            .deleteFrom("media_uses")
            .where("owner_type", "=", type)
            .where("owner_id", "=", row.owner_id)
            .execute();
        }
      }
    },

    // a new image; one already listed under its path keeps its row
    async insert(media: NewMedia): Promise<number> {
      await db
        .insertInto("media")
        .values({
          ...media,
          name: media.name.slice(0, 255),
          variants: JSON.stringify(media.variants),
          search_text: searchTextOf(media.name, media.alt ?? null, media.alt_vi ?? null),
        })
        .onConflict((conflict) => conflict.column("path").doNothing())
        .execute();
      const row = await db.selectFrom("media").select("id").where("path", "=", media.path).executeTakeFirstOrThrow();
      return row.id;
    },

    // the uploaded images a value names that are no longer in the library (deleted since): a
    // version restored with one would show a broken picture
    async gone(values: readonly unknown[]): Promise<string[]> {
      const named = [...uploadPathsIn(values)];
      const there = await known(named);
      return named.filter((path) => !there.has(path)).sort();
    },

    known,

    async list(query: MediaQuery, language: Language): Promise<{ items: ApiMediaItem[]; total: number }> {
      const { search, unused, page, limit } = query;
      const needle = search ? foldSearch(search).replace(/[\r\n]/g, " ") : "";
      let rows = listed();
      let count = db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("count"));
      if (needle) {
        const like = sql<boolean>`media.search_text like ${`%${escapeLike(needle)}%`} escape '\\'`;
        rows = rows.where(like);
        count = count.where(like);
      }
      if (unused) {
        const none = sql<boolean>`not exists (select 1 from media_uses where media_uses.media_id = media.id)`;
        rows = rows.where(none);
        count = count.where(none);
      }
      const [found, total] = await Promise.all([
        rows
          .orderBy("media.created_at", "desc")
          .orderBy("media.id", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      const uses = await usesOf(
        found.map((row) => row.id),
        language,
      );
      return { items: found.map((row) => toItem(row, uses)), total: Number(total.count) };
    },

    async find(id: number, language: Language): Promise<ApiMediaItem | undefined> {
      const row = await listed().where("media.id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      return toItem(row, await usesOf([id], language));
    },

    // the descriptions; false when the image is gone
    async updateAlt(id: number, alt: string | null, altVi: string | null): Promise<boolean> {
      const row = await db.selectFrom("media").select("name").where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      await db
        .updateTable("media")
        .set({ alt, alt_vi: altVi, search_text: searchTextOf(row.name, alt, altVi) })
        .where("id", "=", id)
        .execute();
      return true;
    },

    // the row of an image no record uses, deleted; { inUse } with its uses while one does
    async remove(id: number, language: Language): Promise<MediaRow | { inUse: MediaUse[] } | undefined> {
      const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return undefined;
      const uses = (await usesOf([id], language)).get(id) ?? [];
      if (uses.length > 0) return { inUse: uses };
      await db.deleteFrom("media").where("id", "=", id).execute();
      return row;
    },

    // the descriptions of the library images among these paths (a page shows them)
    async descriptions(paths: string[]): Promise<Map<string, { alt: string | null; alt_vi: string | null }>> {
      const wanted = [...new Set(paths.filter((path) => path.startsWith("/uploads/")).map(libraryPath))];
      if (wanted.length === 0) return new Map();
      const rows = await db.selectFrom("media").select(["path", "alt", "alt_vi"]).where("path", "in", wanted).execute();
      return new Map(rows.map((row) => [row.path, { alt: row.alt, alt_vi: row.alt_vi }]));
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;

// what a repository's save does with its record's images: the saved record's uses written (a
// refusal or a record gone writes none), and a deleted record's forgotten
export function mediaUses(db: Db) {
  const media = mediaRepository(db);
  return {
    async saved<T>(result: T, uses: (row: Exclude<T, undefined | { slugTaken: unknown }>) => OwnerUses): Promise<T> {
      if (result !== undefined && !(typeof result === "object" && result !== null && "slugTaken" in result)) {
        await media.setUses(uses(result as Exclude<T, undefined | { slugTaken: unknown }>));
      }
      return result;
    },
    removed: (type: MediaOwnerType, id: number | string) => media.forgetUses(type, id).then(() => undefined),
  };
}
