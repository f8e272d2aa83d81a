import type { CompanySettings } from "./company.ts";
import type { Language } from "./constants.ts";
import type { PageCopy, PageKey } from "./pages/index.ts";
import type { RichText } from "./rich-text.ts";

// what the server hands the public pages while it renders them (see app/lib/request-context.ts)

export interface PublicProject {
  id: number;
  title: string;
  title_vi: string;
  location: string;
  location_vi: string;
  description: string | null;
  description_vi: string | null;
  services_provided: string;
  services_provided_vi: string;
  image_path: string | null;
  // the image's alt text; null: the title stands for it
  image_alt: string | null;
  image_alt_vi: string | null;
  // the project's page: /projects/{slug} and /en/projects/{slug}
  slug: string;
  display_order: number;
  created_at: string;
  updated_at: string;
}

// what a project address leads to: the active project, the current slug of a project that had
// this one before (a 301), or nothing (404; an inactive project too)
export type ProjectBySlug = { project: PublicProject } | { movedTo: string } | null;

// a diagnostic tool from the catalogue staff maintain, with its category and maker
export interface PublicTool {
  id: number;
  name: string;
  name_vi: string;
  description: string | null;
  description_vi: string | null;
  // the tool's own picture (an upload, or an http(s) address), if staff gave one
  logo_path: string | null;
  category_id: number | null;
  category_name: string | null;
  category_name_vi: string | null;
  company_name: string | null;
  company_name_vi: string | null;
  company_logo_path: string | null;
}

// a tools company with a logo: a brand partner on /services/electrical
export interface PublicBrand {
  id: number;
  name: string;
  name_vi: string;
  logo_path: string;
  // what the company makes, as staff wrote it in the catalogue (the About page shows it)
  description: string | null;
  description_vi: string | null;
}

// a visible certificate, for the home carousel and the /about gallery
export interface PublicCertificate {
  id: number;
  title: string;
  title_vi: string;
  issuer: string | null;
  issuer_vi: string | null;
  // YYYY-MM-DD; null: no end
  valid_until: string | null;
  image_path: string;
}

// a published news item as the list and the home page show it
export interface PublicNewsSummary {
  id: number;
  slug: string;
  title: string;
  title_vi: string;
  summary: string;
  summary_vi: string;
  // YYYY-MM-DD
  published_on: string;
  image_path: string | null;
  // the image's description in the media library (null: none; the title stands for it)
  image_alt: string | null;
  image_alt_vi: string | null;
  updated_at: string;
}

// a published news item, whole, for its page
export interface PublicNews extends PublicNewsSummary {
  body: RichText;
  body_vi: RichText;
  created_at: string;
}

// what a news address leads to: the published item, the current slug of an item that had this
// one before (a 301), or nothing (404; a draft too)
export type NewsBySlug = PublicNews | { movedTo: string } | null;

export interface PublicData {
  // a page's words in one language, as published (or, in a preview, as drafted)
  page<K extends PageKey>(key: K, language: Language): Promise<PageCopy<K>>;
  // the published news, newest first
  listNews(): Promise<PublicNewsSummary[]>;
  // a published item by its address; null for a draft or an unknown one
  newsBySlug(slug: string): Promise<NewsBySlug>;
  // the visible certificates, in display order
  listCertificates(): Promise<PublicCertificate[]>;
  // the tools catalogue, newest first
  listTools(): Promise<PublicTool[]>;
  // the tools companies that have a logo, in the order staff added them
  listBrands(): Promise<PublicBrand[]>;
  listProjects(): Promise<PublicProject[]>;
  projectBySlug(slug: string): Promise<ProjectBySlug>;
  // the newest change to any project, for the sitemap
  projectsLastModified(): Promise<string | null>;
}

export interface AnalyticsSettings {
  provider: "ga4" | "plausible";
  id: string;
}

export interface SiteSettings {
  publicOrigin: string;
  company: CompanySettings;
  analytics: AnalyticsSettings | null;
  captcha: { provider: "turnstile" | "recaptcha"; siteKey: string } | null;
}
