// uploaded images come in several widths: /uploads/…/id.webp and /uploads/…/id-480w.webp, …
const WIDTHS = [480, 960] as const;

export function imageUrl(path: string | null | undefined, origin = ""): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

// a srcset for an uploaded image; external images and demo images have one size only
export function uploadSrcSet(path: string | null | undefined): string | undefined {
  if (!path || !/^\/uploads\/[a-z]+\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/.test(path)) return undefined;
  const base = path.replace(/\.webp$/, "");
  return [...WIDTHS.map((width) => `${base}-${width}w.webp ${width}w`), `${path} 1600w`].join(", ");
}
