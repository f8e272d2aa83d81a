import { z } from "../zod.ts";
import { AboutCopySchema } from "./about.ts";
import { ContactCopySchema } from "./contact.ts";
import { HomeCopySchema } from "./home.ts";
import { NewsPageCopySchema } from "./news.ts";
import { NotFoundCopySchema } from "./not-found.ts";
import { PrivacyCopySchema } from "./privacy.ts";
import { ProjectsCopySchema } from "./projects.ts";
import { ServicesCopySchema } from "./services.ts";
import { ElectricalCopySchema } from "./services-electrical.ts";
import { MaintenanceCopySchema } from "./services-maintenance.ts";
import { SharedCopySchema } from "./shared.ts";
import { TermsCopySchema } from "./terms.ts";

// the public pages' words as documents staff edit: one document per page (and one for the texts
// the pages share), each holding both languages side by side. One schema per page, in one
// language, in the file named after its key.

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

// the public path of each page, in its Vietnamese form (the English one is under /en); none for
// the 404 page and the shared texts, which are on every page
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

const schemas = {
  home: HomeCopySchema,
  about: AboutCopySchema,
  services: ServicesCopySchema,
  "services-electrical": ElectricalCopySchema,
  "services-maintenance": MaintenanceCopySchema,
  projects: ProjectsCopySchema,
  news: NewsPageCopySchema,
  contact: ContactCopySchema,
  privacy: PrivacyCopySchema,
  terms: TermsCopySchema,
  "not-found": NotFoundCopySchema,
  shared: SharedCopySchema,
} satisfies Record<PageKey, z.ZodType>;

// a page's words in one language
export type PageCopy<K extends PageKey> = z.infer<(typeof schemas)[K]>;

// each page's schema, in one language
export const pageCopySchemas: { [K in PageKey]: z.ZodType<PageCopy<K>> } = schemas;

// a page's document: both languages side by side
export type PageDocument<K extends PageKey> = { vi: PageCopy<K>; en: PageCopy<K> };

const documentSchemas = new Map<PageKey, z.ZodType>();

// the schema of a page's document, { vi, en }: both languages required, nothing else
export function pageDocumentSchema<K extends PageKey>(key: K): z.ZodType<PageDocument<K>> {
  let schema = documentSchemas.get(key);
  if (!schema) {
    const copy = pageCopySchemas[key];
    schema = z.strictObject({ vi: copy, en: copy });
    documentSchemas.set(key, schema);
  }
  return schema as z.ZodType<PageDocument<K>>;
}

export type { AboutCopy } from "./about.ts";
export type { ContactCopy } from "./contact.ts";
export type { HomeCopy, ProductKey, ServiceKey } from "./home.ts";
export type { LegalCopy, LegalSection } from "./legal.ts";
export type { NewsPageCopy } from "./news.ts";
export type { NotFoundCopy } from "./not-found.ts";
export type { ProjectPageCopy, ProjectShareCopy, ProjectsCopy } from "./projects.ts";
export type { ServicesCopy } from "./services.ts";
export type { ElectricalCopy } from "./services-electrical.ts";
export type { MaintenanceCopy } from "./services-maintenance.ts";
export type { SharedCopy } from "./shared.ts";
