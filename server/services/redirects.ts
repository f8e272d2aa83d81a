import type { Db } from "../db/connect.ts";
import type { SiteOwnPaths } from "../lib/site-files.ts";
import { redirectRepository } from "../repositories/redirects.ts";
import type { ContentChanges } from "./content-changes.ts";

// The redirects of this process, in memory (issue 24): the front door answers them before the
// page cache (no render, no database), and the page route for a request that passes it. A change
// on any instance says "redirects" through ContentChanges, the one entry point, and every
// process reads the table again (its own at once, the others within a second).

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface RedirectTarget {
  to: string;
  status: 301 | 302;
}

export interface Redirects {
  // where a path goes (its trailing slash and query aside); undefined: nowhere
  match(path: string): RedirectTarget | undefined;
  load(): Promise<void>;
  // the site's own addresses (issue 34), never a redirect's `from`: why `path` is one, or null
  own: SiteOwnPaths["reason"];
}

export async function createRedirects(
  db: Db,
  contentChanges: ContentChanges,
  log: Logger,
  own: SiteOwnPaths = { reason: () => null },
): Promise<Redirects> {
  const repository = redirectRepository(db);
  // the rows that start at one of the site's own addresses (stored before the API refused them,
  // or written straight into the table) are never applied: the site's own answer stands. Said
  // once per process and path.
  const ignored = new Set<string>();
  let table = new Map<string, RedirectTarget>();
  let loading: Promise<void> | null = null;
  let again = false;

  async function load(): Promise<void> {
    // one reading at a time; a change during one reads again after it
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        const rows = await repository.list();
        const applied = rows.filter((row) => {
          const reason = own.reason(row.from_path);
          if (reason && !ignored.has(row.from_path)) {
            ignored.add(row.from_path);
            log.warn({ from: row.from_path, reason }, "a redirect starts at the site's own address: not applied");
          }
          return reason === null;
        });
        table = new Map(applied.map((row) => [row.from_path, { to: row.to_target, status: row.status }]));
      } while (again);
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  contentChanges.subscribe((tags) => {
    if (tags === "all" || tags.includes("redirects")) {
      load().catch((error: unknown) => log.error({ err: error }, "could not read the redirects again"));
    }
  });
  await load();

  return {
    match(path: string) {
      if (table.size === 0) return undefined;
      const bare = path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") : path;
      return table.get(bare) ?? table.get(safeDecode(bare));
    },
    load,
    own: own.reason,
  };
}

// a path as staff typed it (/giới-thiệu) when the browser sent it encoded
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

// the Location of a redirect answered for `url`: the target as staff wrote it, with the query
// the visitor came with when the target has none (a campaign's utm_* follows an old link)
export function redirectLocation(target: RedirectTarget, url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1 || target.to.includes("?") || target.to.includes("#")) return target.to;
  return `${target.to}${url.slice(queryAt)}`;
}

// how long a browser may keep a redirect before asking again (staff may change it)
export const REDIRECT_CACHE_CONTROL = "public, max-age=300";
