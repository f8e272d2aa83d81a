import { createHmac, timingSafeEqual } from "node:crypto";
import type { Language } from "../../contract/constants.ts";
import { changedFields } from "../../contract/document-diff.ts";
import { isImageSource, SITE_PICTURE } from "../../contract/image-source.ts";
import {
  PAGE_KEYS,
  PAGE_PATHS,
  type PageCopy,
  type PageDocument,
  type PageKey,
  pageDocumentSchema,
} from "../../contract/pages/index.ts";
import type { Db } from "../db/connect.ts";
import type { NewAuditLogRow } from "../db/database.ts";
import { pageSeeds } from "../db/page-seeds.ts";
import { mediaRepository } from "../repositories/media.ts";
import { type PublishedBy, pageRepository } from "../repositories/pages.ts";
import { writeAuditEntry } from "./audit-log.ts";
import { type ContentChanges, pageTag } from "./content-changes.ts";
import type { JobRunner } from "./jobs.ts";

// The public pages' words (decision 028): each page one document, both languages side by side,
// checked by its schema in contract/pages/. Staff save drafts that visitors never see, publish
// them now or at a time (the job below publishes them, once, on one of the processes), and every
// publish keeps a version. A publish drops the cached pages built from that document, here and
// in every other process (ContentChanges).

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

// what a page's words read from, for the public pages (server/services/public-data.ts)
export interface PageSource {
  published<K extends PageKey>(key: K, language: Language): Promise<PageCopy<K>>;
}

// an empty text in a draft (allowed while it is one, refused at publishing)
export interface EmptyField {
  path: string;
}

export type PublishRefusal =
  | { refused: "noDraft" }
  | { refused: "incomplete"; fields: string[] }
  | { refused: "changedMeanwhile" }
  | { refused: "versionOutdated"; fields: string[] }
  // the version shows pictures deleted from the media library since (their paths)
  | { refused: "imagesGone"; files: string[] };

// how long a preview link works
export const PREVIEW_TTL_MS = 30 * 60_000;
// how often each process looks for scheduled publishes that are due (the promise: within 5 s)
const SCHEDULE_POLL_MS = 1000;
// the furthest ahead a publish can be scheduled
export const SCHEDULE_MAX_MS = 366 * 24 * 60 * 60_000;

// where a picture stands when its stored address is refused: a page's share picture becomes the
// site's own (empty), any other picture the projects' placeholder (public/images)
const PLACEHOLDER_PICTURE = "/images/projects/placeholder.svg";
function withImageSourcesRepaired(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => withImageSourcesRepaired(item));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([name, child]) => {
    if (
      name === "image" &&
      typeof child === "string" &&
      child.trim() !== "" &&
      !isImageSource(child.trim(), key === "meta" ? {} : SITE_PICTURE)
    ) {
      return [name, key === "meta" ? "" : PLACEHOLDER_PICTURE];
    }
    return [name, withImageSourcesRepaired(child, name)];
  });
  return Object.fromEntries(entries);
}

const parse = (json: string | null | undefined): unknown => {
  if (json === null || json === undefined) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

// the fields a document lacks to be published: its empty required texts (the only issues a
// draft may have), as dotted paths; or null when the document is not a draft of this page at all
export function draftProblems(key: PageKey, document: unknown): { empty: string[] } | null {
  const result = pageDocumentSchema(key).safeParse(document);
  if (result.success) return { empty: [] };
  const empty: string[] = [];
  for (const issue of result.error.issues) {
    const isEmptyText = issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1;
    if (!isEmptyText) return null;
    empty.push(issue.path.map(String).join("."));
  }
  return { empty };
}

export function createPageService(options: {
  db: Db;
  contentChanges: ContentChanges;
  log: Logger;
  jobs: JobRunner;
  previewSecret: string;
}) {
  const { db, contentChanges, log } = options;
  const pages = pageRepository(db);

  // a stored document that no longer passes its schema (a hand edit, an older shape) shows the
  // seed rather than break the page; said once per process and page
  const warned = new Set<PageKey>();
  function readable<K extends PageKey>(key: K, json: string | null | undefined): PageDocument<K> {
    const document = parse(json);
    const result = pageDocumentSchema(key).safeParse(document);
    if (result.success) return result.data;
    // a picture's address the rule refuses since (issue 34: an http: share picture, a path
    // outside the picture folders): the page with the site's own picture there, not its seed
    const repaired = pageDocumentSchema(key).safeParse(withImageSourcesRepaired(document));
    if (repaired.success) return repaired.data;
    if (!warned.has(key)) {
      warned.add(key);
      log.warn({ page: key }, "a stored page does not fit its schema: showing its seed");
    }
    return pageSeeds[key] as PageDocument<K>;
  }

  // the fields of a document that a publish refuses: its empty required texts
  function missing(key: PageKey, document: unknown): string[] | null {
    return draftProblems(key, document)?.empty ?? null;
  }

  // the audit entry of a publish that no request made (a schedule that came due)
  function scheduledEntry(key: PageKey, actor: PublishedBy, fields: string[]): NewAuditLogRow {
    return {
      actor_id: actor.id,
      actor_name: actor.name,
      action: "publish",
      entity_type: "page",
      entity_id: null,
      label: key,
      label_vi: null,
      details: JSON.stringify({ fields: fields.slice(0, 40), values: { scheduled: true } }),
      ip: null,
    };
  }

  const service = {
    repository: pages,

    // the pages a database lacks, from today's copy (at start-up)
    seed: () => pages.seedMissing(pageSeeds),

    async published<K extends PageKey>(key: K, language: Language): Promise<PageCopy<K>> {
      return readable(key, await pages.published(key))[language];
    },

    // the draft if there is one, else the published document (a preview)
    async drafted<K extends PageKey>(key: K): Promise<PageDocument<K>> {
      const row = await pages.find(key);
      return readable(key, row?.draft ?? row?.published);
    },

    async list() {
      const [rows, edited] = await Promise.all([pages.list(), pages.editedByStaff()]);
      return rows.map((row) => {
        const key = row.key as PageKey;
        const document = readable(key, row.published) as PageDocument<PageKey>;
        const meta = (document.vi as { meta?: { title?: string } }).meta;
        const metaEn = (document.en as { meta?: { title?: string } }).meta;
        return {
          key,
          path: PAGE_PATHS[key],
          title: metaEn?.title ?? null,
          title_vi: meta?.title ?? null,
          updated_at: row.draft_updated_at ?? row.published_at,
          published_at: row.published_at,
          has_draft: row.draft !== null,
          publish_at: row.publish_at,
          shipped: !edited.has(key),
        };
      });
    },

    async detail<K extends PageKey>(key: K) {
      const [row, edited] = await Promise.all([pages.find(key), pages.editedByStaff()]);
      if (!row) return undefined;
      const draft = row.draft === null ? null : (parse(row.draft) as PageDocument<K>);
      return {
        key,
        path: PAGE_PATHS[key],
        published: readable(key, row.published),
        published_at: row.published_at,
        draft,
        draft_updated_at: row.draft_updated_at,
        draft_updated_by: row.draft_updated_by_name,
        // the draft's empty required texts: what a publish would refuse
        draft_missing: draft === null ? [] : (missing(key, draft) ?? []),
        publish_at: row.publish_at,
        scheduled_by: row.scheduled_by_name,
        shipped: !edited.has(key),
      };
    },

    // a document checked by the route (draftProblems): stored as the page's draft
    async saveDraft(key: PageKey, document: unknown, userId: number): Promise<boolean> {
      return pages.saveDraft(key, JSON.stringify(document), userId);
    },

    discardDraft: (key: PageKey) => pages.discardDraft(key),

    // the draft goes live now, as a new version
    async publishNow(key: PageKey, actor: PublishedBy): Promise<PublishRefusal | { fields: string[] }> {
      const row = await pages.find(key);
      if (!row || row.draft === null) return { refused: "noDraft" };
      const document = parse(row.draft);
      const empty = missing(key, document);
      if (empty === null || empty.length > 0) return { refused: "incomplete", fields: empty ?? [] };
      const fields = changedFields(parse(row.published), document);
      const done = await pages.publish(key, row.draft, fields, actor, { draft: row.draft });
      // the route tells the caches (config.changes), before its answer leaves
      if (!done) return { refused: "changedMeanwhile" };
      return { fields };
    },

    // the draft goes live by itself at `at` (checked now, and again then)
    async schedule(key: PageKey, at: string, userId: number): Promise<PublishRefusal | { at: string }> {
      const row = await pages.find(key);
      if (!row || row.draft === null) return { refused: "noDraft" };
      const empty = missing(key, parse(row.draft));
      if (empty === null || empty.length > 0) return { refused: "incomplete", fields: empty ?? [] };
      const done = await pages.schedule(key, at, userId);
      return done ? { at } : { refused: "noDraft" };
    },

    // a version published again, as a new version; the draft stays
    async restore(
      key: PageKey,
      versionId: number,
      actor: PublishedBy,
    ): Promise<PublishRefusal | { fields: string[] } | undefined> {
      const version = await pages.version(key, versionId);
      if (!version) return undefined;
      const document = parse(version.document);
      const empty = missing(key, document);
      if (empty === null || empty.length > 0) return { refused: "versionOutdated" as const, fields: empty ?? [] };
      const gone = await mediaRepository(db).gone([document]);
      if (gone.length > 0) return { refused: "imagesGone" as const, files: gone };
      const row = await pages.find(key);
      const fields = changedFields(parse(row?.published), document);
      await pages.republish(key, version.document, fields, actor);
      return { fields };
    },

    // one pass of the scheduled-publish job: each due page published by the process whose update
    // wins (the others find the schedule gone); true when more may be due
    async publishDue(now = new Date()): Promise<boolean> {
      const due = await pages.due(now.toISOString());
      for (const row of due) {
        const document = parse(row.draft);
        const empty = row.draft === null ? null : missing(row.key, document);
        if (row.draft === null || empty === null || empty.length > 0) {
          // a draft that cannot be published (emptied since): the schedule is dropped, and said
          await pages.schedule(row.key, null, null);
          log.warn({ page: row.key, empty }, "a scheduled publish was dropped: the draft lacks required fields");
          continue;
        }
        const published = await pages.find(row.key);
        const scheduler: PublishedBy = { id: row.scheduled_by, name: published?.scheduled_by_name ?? null };
        const fields = changedFields(parse(published?.published), document);
        const done = await pages.publish(row.key, row.draft, fields, scheduler, { publishAt: row.publish_at });
        if (!done) continue;
        await contentChanges.changed([pageTag(row.key)]);
        await writeAuditEntry(db, scheduledEntry(row.key, scheduler, fields)).catch((error: unknown) =>
          log.error({ err: error, page: row.key }, "could not write the audit entry of a scheduled publish"),
        );
      }
      return false;
    },

    // a link that shows the page as drafted, in one language, for PREVIEW_TTL_MS
    previewLink(key: PageKey, language: Language, origin: string, now = Date.now()): string {
      const expires = Math.floor((now + PREVIEW_TTL_MS) / 1000);
      const payload = `${key}.${language}.${expires}`;
      const token = `${Buffer.from(payload).toString("base64url")}.${sign(payload)}`;
      const path = PAGE_PATHS[key] ?? (key === "not-found" ? "/xem-truoc-404" : "/");
      const localized = language === "en" ? (path === "/" ? "/en" : `/en${path}`) : path;
      return `${origin}${localized}?preview=${token}`;
    },

    // the page a preview token names, while it is valid and unaltered; null otherwise
    previewOf(token: string, now = Date.now()): { key: PageKey; language: Language; expiresAt: string } | null {
      const [encoded, signature] = token.split(".");
      if (!encoded || !signature || token.length > 300) return null;
      const payload = Buffer.from(encoded, "base64url").toString();
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const [key, language, expires] = payload.split(".");
      if (!(PAGE_KEYS as readonly string[]).includes(key ?? "")) return null;
      if (language !== "vi" && language !== "en") return null;
      if (!(Number(expires) * 1000 > now)) return null;
      return { key: key as PageKey, language, expiresAt: new Date(Number(expires) * 1000).toISOString() };
    },
  };

  function sign(payload: string): string {
    return createHmac("sha256", `page-preview:${options.previewSecret}`).update(payload).digest("base64url");
  }

  options.jobs.add({ name: "scheduled publish", everyMs: SCHEDULE_POLL_MS, run: () => service.publishDue() });
  return service;
}

export type PageService = ReturnType<typeof createPageService>;
