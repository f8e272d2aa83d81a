// The query parameters each public page reads, by route pattern (app/routes.ts, without the
// optional "en" segment): the one list the page cache keys pages by (issue 20). A link with
// ?utm_source=…, ?fbclid=… or any parameter its page does not read is the page's own cache
// entry — the same bytes and ETag, no render — so a campaign link, or a flood of made-up query
// strings, costs nothing. A page that starts reading a parameter must list it here, or every
// request for it gets the page rendered without it.
//
// Not listed: `lng` (contract/language-routing.ts) is read before the cache — a valid value is a
// redirect, rendered for that visitor and never cached; any other value changes nothing.
// `?page=1` and no `page` are two entries (the value is kept as written, not interpreted here).
export const PAGE_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  // app/routes/projects.tsx: which page of the portfolio grid
  "/projects": ["page"],
  // app/routes/news.tsx: which page of the news list
  "/news": ["page"],
};

// the address of React Router's route manifest, asked for by links before they are followed
const MANIFEST_PATH = "/__manifest";

// read by React Router itself on a client navigation's data request (/en/about.data?_routes=…)
const DATA_PARAMETERS = ["_routes"] as const;

const patterns = Object.entries(PAGE_PARAMETERS).map(([pattern, names]) => ({
  segments: pattern.split("/").filter(Boolean),
  names,
}));

// the route pattern's segments match the path's (":name" matches any one segment)
function matches(segments: readonly string[], path: readonly string[]): boolean {
  return segments.length === path.length && segments.every((segment, i) => segment[0] === ":" || segment === path[i]);
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

// the parameters the page at this path reads: as the router sees the path (repeated and trailing
// slashes ignored, case-insensitive, percent-decoded), without /en and without a data request's
// ".data"
function parametersOf(path: string): readonly string[] {
  let page = path;
  try {
    page = decodeURI(path);
  } catch {
    // left as written
  }
  page = page.toLowerCase().replace(/\/{2,}/g, "/");
  const data = page.endsWith(".data");
  if (page === "/_root.data") page = "/";
  else if (data) page = page.slice(0, -".data".length);
  const segments = page.split("/").filter(Boolean);
  if (segments[0] === "en") segments.shift();
  const read = patterns.find((pattern) => matches(pattern.segments, segments))?.names ?? [];
  return data ? [...DATA_PARAMETERS, ...read] : read;
}

// the page cache's key of a page's URL (path and query): the path as requested, and of its query
// only the parameters that page reads, the first value of each, in the declared order. A URL
// with nothing else is its own key.
export function pageCacheKey(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  // React Router's lazy route discovery (/__manifest?p=/a&p=/b&version=…): every parameter is
  // read, `p` as many times as it is given; the whole address is the key
  if (path === MANIFEST_PATH) return url;
  const names = parametersOf(path);
  if (names.length === 0) return path;
  const found = new Map<string, string>();
  for (const part of url.slice(queryAt + 1).split("&")) {
    const equals = part.indexOf("=");
    const name = decodeName(equals === -1 ? part : part.slice(0, equals));
    if (names.includes(name) && !found.has(name)) found.set(name, part);
  }
  const kept = names.flatMap((name) => found.get(name) ?? []);
  return kept.length === 0 ? path : `${path}?${kept.join("&")}`;
}
