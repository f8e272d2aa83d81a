import { foldSearch } from "./search-fold.ts";

// the one way a title becomes a URL segment, for projects and news: Vietnamese marks folded
// ("Trạm biến áp 22 kV cho nhà máy may mặc" → "tram-bien-ap-22-kv-cho-nha-may-may-mac"), other
// accents dropped, anything that is not a letter or digit becomes one hyphen
export const SLUG_MAX_LENGTH = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(title: string): string {
  const slug = foldSearch(title)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, "");
}

// the first free slug: "name", then "name-2", "name-3"… (taken tells which are in use)
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  const root = base || "item";
  if (!taken(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
