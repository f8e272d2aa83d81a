import { z } from "./zod.ts";

// Redirects (issue 24): an old address of the site — the old site's /gioi-thieu, /lien-he.html, a
// page that moved — sent to where it lives now, answered at the page cache's level on every
// instance. Staff add, change and delete them (GET/POST /api/redirects, PUT/DELETE
// /api/redirects/{id}); the server refuses a chain, a loop and a `from` that is a live page.

export const REDIRECT_STATUSES = [301, 302] as const;
// at most this many redirects (a site's old addresses are a few hundred)
export const REDIRECTS_MAX = 2000;

// a path on this site: "/" then no second slash, no spaces, no query or fragment
const SITE_PATH = /^\/(?:[^\s\\/?#][^\s\\?#]*)?$/;
// an http(s) address elsewhere, or a path on this site (a query and a fragment allowed)
const TARGET = /^(?:https:\/\/[^\s/?#]+(?:[/?#][^\s]*)?|\/(?:[^\s\\/][^\s\\]*)?)$/;

// a path as the front door looks it up: without a trailing slash (except "/"), its letters as
// written (paths are case-sensitive)
export function redirectPath(path: string): string {
  const trimmed = path.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") : trimmed;
}

// the addresses the server answers itself, never a redirect's `from` (issue 34): the API, the back
// office, built assets, uploads, the static images, monitoring, the /.well-known/ files, React
// Router's route manifest, icons and web-app manifests, the sitemap and robots.txt. Each is the
// path itself, the folder under it, and — for a name without an extension — the name with any
// extension (/favicon: /favicon.ico, /favicon.svg; /manifest: /manifest.json, .webmanifest).
// The server refuses, besides, every file it actually serves from public/ (the share picture
// /og-image.png and any file added there), computed from the folder at start-up.
export const SITE_OWN_PATHS = [
  "/api",
  "/admin",
  "/assets",
  "/uploads",
  "/images",
  "/metrics",
  "/.well-known",
  "/__manifest",
  "/manifest",
  "/site.webmanifest",
  "/favicon",
  "/apple-touch-icon",
  "/sitemap.xml",
  "/robots.txt",
] as const;

const decoded = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

// whether a path (as stored or as a browser sends it, %-encoded) is one of SITE_OWN_PATHS
export function isSiteOwnPath(path: string): boolean {
  for (const candidate of new Set([path, decoded(path)])) {
    const bare = redirectPath(candidate);
    for (const own of SITE_OWN_PATHS) {
      if (bare === own || bare.startsWith(`${own}/`)) return true;
      if (!own.slice(1).includes(".") && bare.startsWith(`${own}.`)) return true;
    }
  }
  return false;
}

export const RedirectInputSchema = z.object({
  from: z
    .string({ error: "redirects.from" })
    .trim()
    .max(300, { error: "redirects.from" })
    .transform(redirectPath)
    .refine((value) => SITE_PATH.test(value) && value !== "/", { error: "redirects.from", abort: true })
    .refine((value) => !isSiteOwnPath(value), { error: "redirects.ownPath" })
    .meta({ description: "a path on this site, without query", example: "/gioi-thieu" }),
  to: z
    .string({ error: "redirects.to" })
    .trim()
    .min(1, { error: "redirects.to" })
    .max(500, { error: "redirects.to" })
    .regex(TARGET, { error: "redirects.to" })
    .meta({ description: "a path on this site or an https address", example: "/about" }),
  status: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z.literal(REDIRECT_STATUSES, { error: "redirects.status" }),
    )
    .default(301)
    .meta({ description: "301: moved for good (search engines move the page's rank); 302: for now" }),
});
export type RedirectInput = z.infer<typeof RedirectInputSchema>;

export const RedirectSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  status: z.literal(REDIRECT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiRedirect = z.infer<typeof RedirectSchema>;
export const RedirectListResponseSchema = z.object({
  success: z.literal(true),
  redirects: z.array(RedirectSchema).meta({ description: "by their from path" }),
});
export const RedirectSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  redirect: RedirectSchema,
});
