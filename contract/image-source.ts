// Where a picture may come from (issue 34), one rule for every image field — a project's, a news
// item's, a certificate's or a logo's image path, a picture in a rich text, a page's share picture
// and its other pictures — applied by their zod schemas (contract/common.ts `imageSource`) and by
// the renderers. Without zod, for the pages that import it.
//
// Allowed, and only in their normal form (what a browser asks for is exactly what was written):
// - an upload, /uploads/…, or one of the site's own pictures, /images/… (public/images), as
//   segments of letters, digits, "_", "." and "-": no "." or ".." segment, no empty one ("//"),
//   no %-escape (so no %2e%2e, %2f), no backslash, no query;
// - a picture file at the top of the site (/og-image.png, the share picture);
// - an https:// address on a named host, without a user or password, backslash, space or quote,
//   and without a "." or ".." segment (written or %-escaped) in its path.
// Anything else (http:, data:, javascript:, //host, /api/…, /uploads/../api/auth/me) is refused.
//
// Two fields take less, so that the release before this one (92b5787, which may run beside it on
// the same database during a rolling upgrade) still reads what this one stores: a picture in a
// rich text is an upload or an https address (that release shows a news text with any other as
// raw JSON), and a picture on the home page is a path of the site (it shows the page's seed
// otherwise). Those fields pass the options below.

export const IMAGE_SOURCE_MAX_LENGTH = 500;

// the site's folders of pictures
export const IMAGE_FOLDERS = ["/uploads/", "/images/"] as const;

const SEGMENT = /^[A-Za-z0-9_.-]+$/;
const TOP_LEVEL_PICTURE = /^\/[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:png|jpe?g|webp|gif|svg|avif)$/i;
// a path segment that a URL resolves as "." or "..", written or %-escaped
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
// characters never in a picture's address (whitespace, controls, quotes, angle brackets, "\")
const FORBIDDEN = /[\s"'<>\\`]/;
const hasControl = (value: string) => {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

function isSitePicture(value: string): boolean {
  if (TOP_LEVEL_PICTURE.test(value)) return true;
  const folder = IMAGE_FOLDERS.find((prefix) => value.startsWith(prefix));
  if (!folder) return false;
  const segments = value.slice(folder.length).split("/");
  return segments.every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..");
}

function isHttpsPicture(value: string): boolean {
  if (!/^https:\/\/[^/?#]/i.test(value) || FORBIDDEN.test(value) || hasControl(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.hostname === "" || url.username !== "" || url.password !== "") return false;
  // the path as written (before ? or #), after the host
  const afterScheme = value.slice("https://".length);
  const pathStart = afterScheme.search(/[/?#]/);
  const rawPath = pathStart === -1 ? "" : afterScheme.slice(pathStart).replace(/[?#].*$/s, "");
  return !DOT_SEGMENT.test(rawPath);
}

export interface ImageSourceOptions {
  // the site's own pictures (/images/…, /og-image.png) besides uploads; default true
  sitePictures?: boolean;
  // https addresses; default true
  https?: boolean;
  // the message (a key of contract/messages.ts) a refused address is answered with
  message?: string;
}

// a rich text's picture: an upload or an https address
export const RICH_TEXT_PICTURE: ImageSourceOptions = { sitePictures: false, message: "validation.richTextImagePath" };
// a picture on the home page: a path of the site
export const SITE_PICTURE: ImageSourceOptions = { https: false, message: "validation.sitePicturePath" };

// whether `value` is a picture's address this site accepts (see above)
export function isImageSource(value: unknown, options: ImageSourceOptions = {}): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > IMAGE_SOURCE_MAX_LENGTH) return false;
  if (value.startsWith("/")) {
    if (options.sitePictures === false && !value.startsWith("/uploads/")) return false;
    return isSitePicture(value);
  }
  return options.https !== false && isHttpsPicture(value);
}
