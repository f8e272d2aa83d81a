import { MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { PAGE_KEYS, type PageKey } from "../pages/index.ts";
import {
  PageKeyParamsSchema,
  PageListResponseSchema,
  PreviewLinkResponseSchema,
  PreviewQuerySchema,
  PublishBodySchema,
  PublishResponseSchema,
  pageDetailResponseSchema,
  pageDraftSchema,
  pageSavedResponseSchema,
  VersionParamsSchema,
} from "../pages.ts";
import { VersionResponseSchema, VersionsResponseSchema } from "../versions.ts";

const tags = ["pages"];

// the pages' words (decision 028): staff (Admin and Super Admin) save a page's draft, preview it,
// publish it now or at a time, and restore an earlier version. Reading and saving a page are an
// endpoint per page (`read:home`, `save:home`), so that each is typed by, and the API document
// shows, that page's own document; the rest take the page's key in the address (an unknown key
// is 404).

const read = <K extends PageKey>(key: K) =>
  endpoint({
    method: "GET",
    path: `/api/pages/${key}`,
    access: "admins",
    tags,
    summary: `The ${key} page: as published, its draft and its schedule`,
    response: { 200: pageDetailResponseSchema(key) },
  });

// (the server adds today's copy of the page as the body's example: server/db/page-seeds.ts)
const save = <K extends PageKey>(key: K) =>
  endpoint({
    method: "PUT",
    path: `/api/pages/${key}`,
    access: "admins",
    tags,
    summary: `Save the ${key} page's draft (the whole document, both languages)`,
    description:
      "Required texts may be empty in a draft; publishing refuses them, naming each. Visitors see the published page until the draft is published.",
    body: pageDraftSchema(key),
    response: { 200: pageSavedResponseSchema(key) },
  });

// (a page's, or any page's: PageReadEndpoint<PageKey>)
export type PageReadEndpoint<K extends PageKey> = ReturnType<typeof read<K>>;
export type PageSaveEndpoint<K extends PageKey> = ReturnType<typeof save<K>>;

type PageDocumentEndpoints = { [K in PageKey as `read:${K}`]: PageReadEndpoint<K> } & {
  [K in PageKey as `save:${K}`]: PageSaveEndpoint<K>;
};

// every page's read and save
const pageDocumentEndpoints = Object.fromEntries(
  PAGE_KEYS.flatMap((key) => [
    [`read:${key}`, read(key)],
    [`save:${key}`, save(key)],
  ]),
) as PageDocumentEndpoints;

export const pageEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/pages",
    access: "admins",
    tags,
    summary: "Every page whose words staff edit, with its draft and schedule",
    response: { 200: PageListResponseSchema },
  }),
  ...pageDocumentEndpoints,
  discardDraft: endpoint({
    method: "DELETE",
    path: "/api/pages/:key/draft",
    access: "admins",
    tags,
    summary: "Discard a page's draft (and its schedule); the page stays as published",
    params: PageKeyParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  publish: endpoint({
    method: "POST",
    path: "/api/pages/:key/publish",
    access: "admins",
    tags,
    summary: "Publish a page's draft now, or at a time",
    description:
      "Without `at` the draft goes live at once and becomes a version. With `at` (an instant in the next year) it goes live by itself then, on one of the server processes, within seconds. Refused (400, each empty field named) while a required text is empty in either language.",
    params: PageKeyParamsSchema,
    body: PublishBodySchema,
    response: { 200: PublishResponseSchema },
  }),
  previewLink: endpoint({
    method: "GET",
    path: "/api/pages/:key/preview-link",
    access: "admins",
    tags,
    summary: "A link that shows the page as drafted, for 30 minutes",
    description:
      "The page as it will look once published (the draft, else the published page), in one language; `noindex`, never cached. Anyone with the link sees it until it expires: send it to a manager's phone.",
    params: PageKeyParamsSchema,
    query: PreviewQuerySchema,
    response: { 200: PreviewLinkResponseSchema },
  }),
  // a page's history (decision 028): kept on publishing, its versions' ids in the address
  versions: endpoint({
    method: "GET",
    path: "/api/pages/:key/versions",
    access: "admins",
    tags,
    summary: "A page's published versions, newest first (the first is today's copy)",
    params: PageKeyParamsSchema,
    response: { 200: VersionsResponseSchema },
  }),
  version: endpoint({
    method: "GET",
    path: "/api/pages/:key/versions/:id",
    access: "admins",
    tags,
    summary: "One version of a page, whole (to compare it with the live page)",
    params: VersionParamsSchema,
    response: { 200: VersionResponseSchema },
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/pages/:key/versions/:id/restore",
    access: "admins",
    tags,
    summary: "Publish an earlier version again, as a new version (the draft stays)",
    description:
      "409 when the version no longer fits today's fields, or shows pictures deleted from the media library since (named in the message).",
    params: VersionParamsSchema,
    response: { 200: PublishResponseSchema },
  }),
};
