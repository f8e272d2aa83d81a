import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { ContentChanges, ContentTag } from "./content-changes.ts";

// Answers that are the same for every visitor (public pages, the sitemap, public JSON), kept in
// memory with their ETag and, once made, their brotli and gzip forms. Each entry knows which kinds
// of content it was built from; ContentChanges drops exactly those.
//
// A flood cannot move it (issue 20): misses wait in a bounded queue (beyond it fill() fails with
// RenderQueueFull, answered 503), and the first answer of a page leaves as soon as it is rendered,
// uncompressed — the brotli and gzip forms are made afterwards, one page at a time, and used by
// the requests that follow. The ETag is the body's, the same for every form.

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
  // null until made (after the first answer), and for answers too small to gain from it
  br: Buffer | null;
  gzip: Buffer | null;
  tags: ReadonlySet<ContentTag>;
  bytes: number;
}

export type Compress = (body: Buffer) => Promise<{ br: Buffer; gzip: Buffer }>;

// fill() when the queue of renders is full: the page is answered 503 with Retry-After
export class RenderQueueFull extends Error {
  constructor() {
    super("too many pages waiting to be rendered");
    this.name = "RenderQueueFull";
  }
}

export interface PageCacheOptions {
  // budget for the site's own pages (a 200 without a query string)
  maxBytes: number;
  // a smaller budget for answers an address can multiply: query strings, 404 pages
  maxVolatileBytes: number;
  // true while the database is down: the answers kept are served even though the change channel
  // is lost (nothing can change without the database), and none is added
  servesStale?: () => boolean;
  // renders (of distinct keys: requests for one key share its render) that may wait for one of
  // the RENDERS_AT_ONCE; one more is refused with RenderQueueFull. Default MAX_WAITING_RENDERS
  maxWaiting?: number;
  // makes an answer's brotli and gzip forms, after its first answer (tests hold it back)
  compress?: Compress;
}

// enough to absorb a cold start (every page of both languages at once) without a refusal; each
// waiting render holds only its request until it runs
export const MAX_WAITING_RENDERS = 32;
// answers waiting for their compressed forms; beyond, a later hit asks again
const MAX_WAITING_COMPRESSIONS = 64;

export const PUBLIC_CACHE_CONTROL = "public, no-cache";

// brotli quality 9 and gzip level 9: made once per page, in the background
export const compressForms: Compress = async (body) => {
  const [br, gz] = await Promise.all([
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
  ]);
  return { br, gzip: gz };
};

// the answer as it is first sent: the body as rendered, its ETag; no compressed form yet
function prepare(rendered: Rendered): CachedAnswer {
  const { body } = rendered;
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
    br: null,
    gzip: null,
    tags: rendered.tags,
    bytes: body.length,
  };
}

// at most this many renders at once: rendering is CPU work on a machine with few cores, so more
// in parallel is no faster, only holds more memory (a cold start under load renders every page)
const RENDERS_AT_ONCE = 2;

// at most `limit` tasks at once and `maxWaiting` waiting for one of them; one more is refused at
// once. A task starts only from a setImmediate callback, one per turn of the event loop: a render
// whose reads are answered at once (SQLite) runs to its end without giving way, and started from
// the request that asked for it, a burst of new addresses read in one go would be rendered back to
// back while the requests for cached pages behind them wait unread. Started after the poll phase,
// each render lets every request that arrived meanwhile be answered first.
function limiter(limit: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const startNext = () => {
    scheduled = false;
    if (running >= limit) return;
    const next = waiting.shift();
    if (!next) return;
    running++;
    next();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startNext);
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // the slots free now are not waiting
    if (waiting.length >= maxWaiting + Math.max(0, limit - running)) throw new RenderQueueFull();
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
    try {
      return await task();
    } finally {
      running--;
      schedule();
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
    this.#evict();
  }

  // an answer that gained its compressed forms (still kept under key) counts them
  grew(key: string, answer: CachedAnswer, added: number) {
    if (this.entries.get(key) !== answer) return;
    this.bytes += added;
    this.#evict();
  }

  #evict() {
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
  readonly #limit: ReturnType<typeof limiter>;
  readonly #servesStale: () => boolean;
  readonly #compress: Compress;
  // answers waiting for their compressed forms, with the key they are kept under
  readonly #toCompress: { key: string; answer: CachedAnswer }[] = [];
  readonly #queued = new WeakSet<CachedAnswer>();
  #compressing: Promise<void> | null = null;
  // moves on every change, so that a render that began before it is not kept
  #generation = 0;
  hits = 0;
  misses = 0;
  // misses answered 503 because the queue of renders was full
  refused = 0;

  constructor(changes: ContentChanges, options: PageCacheOptions) {
    this.#stable = new Shelf(options.maxBytes);
    this.#volatile = new Shelf(options.maxVolatileBytes);
    this.#changes = changes;
    this.#servesStale = options.servesStale ?? (() => false);
    this.#limit = limiter(RENDERS_AT_ONCE, options.maxWaiting ?? MAX_WAITING_RENDERS);
    this.#compress = options.compress ?? compressForms;
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
    const answer = this.peek(key);
    if (answer) this.hits++;
    return answer;
  }

  // the cached answer, counted by whoever sends it
  peek(key: string): CachedAnswer | undefined {
    const answer = this.#stable.get(key) ?? this.#volatile.get(key);
    // one whose compression was not queued (the queue was full) asks again
    if (answer && answer.br === null && !this.#queued.has(answer)) this.#compressLater(key, answer);
    return answer;
  }

  // resolves once every answer waiting for its compressed forms has them (tests, benches)
  async compressed(): Promise<void> {
    while (this.#compressing) await this.#compressing;
  }

  // the cached answer, or the one render that produces it (requests that arrive meanwhile share it)
  fill(key: string, render: () => Promise<Rendered>): Promise<CachedAnswer> {
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    this.misses++;
    const generation = this.#generation;
    const promise = (async () => {
      const rendered = await this.#limit(render).catch((error: unknown) => {
        if (error instanceof RenderQueueFull) this.refused++;
        throw error;
      });
      const answer = prepare(rendered);
      if (rendered.cacheable && generation === this.#generation && this.#changes.reliable) {
        const volatile = key.includes("?") || rendered.status !== 200;
        (volatile ? this.#volatile : this.#stable).set(key, answer);
        // a page of the site's own is compressed at once; an answer an address can multiply (a
        // 404, a query string) only once it is asked for again (peek), so a flood of addresses
        // nobody asks for twice does not keep a core compressing them
        if (!volatile) this.#compressLater(key, answer);
      }
      return answer;
    })().finally(() => {
      if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
    });
    this.#inflight.set(key, promise);
    return promise;
  }

  // queues the compressed forms of a kept answer; made one answer at a time, after its first
  // answer has left, so neither a request nor the event loop waits for brotli
  #compressLater(key: string, answer: CachedAnswer) {
    if (answer.identity.length < COMPRESS_MIN_BYTES || this.#toCompress.length >= MAX_WAITING_COMPRESSIONS) return;
    this.#queued.add(answer);
    this.#toCompress.push({ key, answer });
    this.#startCompressing();
  }

  #startCompressing() {
    if (this.#compressing) return;
    this.#compressing = this.#compressAll().finally(() => {
      this.#compressing = null;
      // queued between the loop's end and this
      if (this.#toCompress.length > 0) this.#startCompressing();
    });
  }

  async #compressAll() {
    for (let job = this.#toCompress.shift(); job; job = this.#toCompress.shift()) {
      const { key, answer } = job;
      const shelf = this.#stable.entries.get(key) === answer ? this.#stable : this.#volatile;
      // dropped meanwhile (a change, or pushed out): nobody will send it again
      if (shelf.entries.get(key) !== answer) continue;
      try {
        const forms = await this.#compress(answer.identity);
        answer.br = forms.br;
        answer.gzip = forms.gzip;
        const added = forms.br.length + forms.gzip.length;
        answer.bytes += added;
        shelf.grew(key, answer, added);
      } catch {
        // left uncompressed: it is still a right answer
      }
    }
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
