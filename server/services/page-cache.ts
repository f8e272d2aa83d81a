import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { ContentChanges, ContentTag } from "./content-changes.ts";

// Answers that are the same for every visitor (public pages, the sitemap, public JSON), kept in
// memory with their ETag and their brotli and gzip forms, made once when the answer is cached.
// Each entry knows which kinds of content it was built from; ContentChanges drops exactly those.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// below this size compression saves less than its headers cost
const COMPRESS_MIN_BYTES = 1024;

export interface Rendered {
  status: number;
  // content type, policy and the like; the cache adds ETag, Cache-Control and Vary
  headers: Record<string, string>;
  body: Buffer;
  // the content the answer was built from
  tags: ReadonlySet<ContentTag>;
  // false for an answer that must not be kept (an error, a cookie)
  cacheable: boolean;
}

export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  tags: ReadonlySet<ContentTag>;
  bytes: number;
}

export interface PageCacheOptions {
  // budget for the site's own pages (a 200 without a query string)
  maxBytes: number;
  // a smaller budget for answers an address can multiply: query strings, 404 pages
  maxVolatileBytes: number;
  // true while the database is down: the answers kept are served even though the change channel
  // is lost (nothing can change without the database), and none is added
  servesStale?: () => boolean;
}

export const PUBLIC_CACHE_CONTROL = "public, no-cache";

async function prepare(rendered: Rendered): Promise<CachedAnswer> {
  const { body } = rendered;
  const compress = body.length >= COMPRESS_MIN_BYTES;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 9,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            // a window just large enough for the page: the same result with a fraction of the
            // memory of the default 4 MB
            [zlib.BROTLI_PARAM_LGWIN]: Math.min(
              zlib.BROTLI_MAX_WINDOW_BITS,
              Math.max(16, Math.ceil(Math.log2(body.length)) + 1),
            ),
          },
        }),
        gzipAsync(body, { level: 9 }),
      ])
    : [null, null];
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return {
    status: rendered.status,
    // names in lower case, as Node keeps them, so that no header is sent twice
    headers: {
      ...Object.fromEntries(Object.entries(rendered.headers).map(([name, value]) => [name.toLowerCase(), value])),
      "cache-control": PUBLIC_CACHE_CONTROL,
      vary: "Accept-Encoding",
      etag,
    },
    etag,
    identity: body,
    br,
    gzip: gz,
    tags: rendered.tags,
    bytes: body.length + (br?.length ?? 0) + (gz?.length ?? 0),
  };
}

// at most this many renders at once: rendering is CPU work on a machine with few cores, so more
// in parallel is no faster, only holds more memory (a cold start under load renders every page)
const RENDERS_AT_ONCE = 2;

function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

class Shelf {
  readonly entries = new Map<string, CachedAnswer>();
  bytes = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  set(key: string, answer: CachedAnswer) {
    if (answer.bytes > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.bytes;
    // the oldest entries go first (Map keeps insertion order)
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes;
    }
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  drop(matches: (answer: CachedAnswer) => boolean) {
    for (const [key, answer] of this.entries) if (matches(answer)) this.delete(key);
  }
}

export class PageCache {
  readonly #stable: Shelf;
  readonly #volatile: Shelf;
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  readonly #changes: ContentChanges;
  readonly #limit = limiter(RENDERS_AT_ONCE);
  readonly #servesStale: () => boolean;
  // moves on every change, so that a render that began before it is not kept
  #generation = 0;
  hits = 0;
  misses = 0;

  constructor(changes: ContentChanges, options: PageCacheOptions) {
    this.#stable = new Shelf(options.maxBytes);
    this.#volatile = new Shelf(options.maxVolatileBytes);
    this.#changes = changes;
    this.#servesStale = options.servesStale ?? (() => false);
    changes.subscribe((tags) => this.#drop(tags));
  }

  // false while a change could go unnoticed (see ContentChanges.reliable): answer uncached,
  // unless the database is down, when what is kept is still right
  get usable(): boolean {
    return this.#changes.reliable || this.#servesStale();
  }

  get size(): number {
    return this.#stable.entries.size + this.#volatile.entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    if (!this.usable) return undefined;
    const answer = this.#stable.get(key) ?? this.#volatile.get(key);
    if (answer) this.hits++;
    return answer;
  }

  // the cached answer, counted by whoever sends it
  peek(key: string): CachedAnswer | undefined {
    return this.#stable.get(key) ?? this.#volatile.get(key);
  }

  // the cached answer, or the one render that produces it (requests that arrive meanwhile share it)
  fill(key: string, render: () => Promise<Rendered>): Promise<CachedAnswer> {
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    this.misses++;
    const generation = this.#generation;
    const promise = (async () => {
      const { rendered, answer } = await this.#limit(async () => {
        const rendered = await render();
        return { rendered, answer: await prepare(rendered) };
      });
      if (rendered.cacheable && generation === this.#generation && this.#changes.reliable) {
        const volatile = key.includes("?") || rendered.status !== 200;
        (volatile ? this.#volatile : this.#stable).set(key, answer);
      }
      return answer;
    })().finally(() => {
      if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
    });
    this.#inflight.set(key, promise);
    return promise;
  }

  #drop(tags: readonly ContentTag[] | "all") {
    this.#generation++;
    this.#inflight.clear();
    const matches = tags === "all" ? () => true : (answer: CachedAnswer) => tags.some((tag) => answer.tags.has(tag));
    this.#stable.drop(matches);
    this.#volatile.drop(matches);
  }
}

// true when the client already holds this answer (If-None-Match, compared weakly)
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}

// the best encoding the client accepts among those the answer has
export function chooseEncoding(acceptEncoding: string | undefined, answer: CachedAnswer): "br" | "gzip" | null {
  if (!acceptEncoding || !answer.br) return null;
  let best: "br" | "gzip" | null = null;
  let bestQuality = 0;
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName?.trim().toLowerCase();
    if (name !== "br" && name !== "gzip" && name !== "*") continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!(quality > 0)) continue;
    const encoding = name === "*" ? "br" : name;
    // br wins a tie: it is smaller
    if (quality > bestQuality || (quality === bestQuality && encoding === "br")) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
