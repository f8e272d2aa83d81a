import { z } from "../zod.ts";

// STAND-IN until the page schemas land (branch page-schemas): the keys, paths and the API the
// server is written against; every copy is any object for now
export const PAGE_KEYS = [
  "home",
  "about",
  "services",
  "services-electrical",
  "services-maintenance",
  "projects",
  "news",
  "contact",
  "privacy",
  "terms",
  "not-found",
  "shared",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const PageKeySchema = z.enum(PAGE_KEYS);

export const PAGE_PATHS: Record<PageKey, string | null> = {
  home: "/",
  about: "/about",
  services: "/services",
  "services-electrical": "/services/electrical",
  "services-maintenance": "/services/maintenance",
  projects: "/projects",
  news: "/news",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  "not-found": null,
  shared: null,
};

// biome-ignore lint/suspicious/noExplicitAny: stand-in
export type PageCopy<_K extends PageKey> = any;
export type PageDocument<K extends PageKey> = { vi: PageCopy<K>; en: PageCopy<K> };
const loose = z.record(z.string(), z.unknown());
export const pageCopySchemas = Object.fromEntries(PAGE_KEYS.map((key) => [key, loose])) as unknown as {
  [K in PageKey]: z.ZodType<PageCopy<K>>;
};
export function pageDocumentSchema<K extends PageKey>(key: K): z.ZodType<PageDocument<K>> {
  return z.strictObject({ vi: pageCopySchemas[key], en: pageCopySchemas[key] }) as unknown as z.ZodType<
    PageDocument<K>
  >;
}
