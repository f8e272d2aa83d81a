import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";
import { ANALYTICS_LIMITS } from "../../contract/analytics.ts";
import { languageRedirect } from "../../contract/language-routing.ts";
import { counterKey, type TrustProxy } from "../lib/client-address.ts";
import { pageCacheKey } from "../lib/page-parameters.ts";
import type { AnalyticsCounter } from "../services/analytics.ts";
import type { NotFoundLog } from "../services/not-found-log.ts";
import { type CachedAnswer, chooseEncoding, notModified, type PageCache } from "../services/page-cache.ts";
import { REDIRECT_CACHE_CONTROL, type Redirects, redirectLocation } from "../services/redirects.ts";
import { isAdminPath, urlOnOrigin, withoutTrailingSlash } from "./react-router.ts";
import type { SecurityHeaders } from "./security.ts";

// The front door: a request for a page (or the public projects list) that the page cache holds
// is answered here, before Fastify builds its request and reply objects, routes, and runs its
// hooks — the answer is finished bytes, so none of that would change it. Everything else (the
// first request for a page, form posts, the back office, the API, files) goes on to Fastify.
// The answer is the one the page route would send: the same security headers, the same
// language redirect decision first, the same ETag and encodings.

export const PUBLIC_PROJECTS_KEY = "api:/api/projects";

export interface FrontDoorOptions {
  cache: PageCache;
  // the redirects staff keep: answered before the cache, from memory
  redirects?: Redirects;
  // where a 404 answered from the cache is counted
  notFound?: NotFoundLog;
  security: SecurityHeaders;
  httpsOrigin: boolean;
  // TRUST_PROXY's rule: X-Forwarded-Proto may say the request came over HTTPS only when the peer
  // that connects is a trusted proxy — as Fastify's request.protocol decides
  trustProxy: TrustProxy;
  publicOrigin: string;
  // the pages' beacons (issue 25): counted here, without Fastify's request and reply, so that a
  // site's traffic of beacons costs its pages little
  analytics?: AnalyticsCounter;
}

export const BEACON_PATH = "/api/analytics/collect";

type Wire = (string | number)[];

export function createFrontDoor(options: FrontDoorOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { cache, security } = options;
  const base = Object.entries({
    ...security.headers,
    ...(options.httpsOrigin ? { "Strict-Transport-Security": security.hsts } : {}),
  });
  // the encoding chosen for each Accept-Encoding header seen (for answers that have br and gzip)
  const encodings = new Map<string, "br" | "gzip" | null>();
  // the header lines of each answer, built once per answer, encoding and protocol
  const wires = new WeakMap<CachedAnswer, Map<string, Wire>>();
  const wireOf = (answer: CachedAnswer, variant: string, extra: [string, string | number][]): Wire => {
    let variants = wires.get(answer);
    if (!variants) {
      variants = new Map();
      wires.set(answer, variants);
    }
    let wire = variants.get(variant);
    if (!wire) {
      const names = new Set(Object.keys(answer.headers));
      wire = [
        ...base.filter(([name]) => !names.has(name.toLowerCase())),
        ...Object.entries(answer.headers),
        ...extra,
      ].flat();
      variants.set(variant, wire);
    }
    return wire;
  };

  // a beacon: 204 at once, whatever it is; counted once its body (at most 2 kB) has arrived
  const beacon = (req: IncomingMessage, res: ServerResponse, counter: AnalyticsCounter) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= ANALYTICS_LIMITS.bodyBytes) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > ANALYTICS_LIMITS.bodyBytes) return;
      const address = counterKey(proxyAddr(req, options.trustProxy || (() => false)));
      counter.collect(Buffer.concat(chunks).toString("utf8"), { address, headers: req.headers });
    });
    req.on("error", () => {});
    res.writeHead(204, [...base.flat(), "cache-control", "no-store"]);
    res.end();
  };

  return (req, res) => {
    const method = req.method;
    if (method === "POST" && options.analytics && (req.url === BEACON_PATH || req.url?.startsWith(`${BEACON_PATH}?`))) {
      beacon(req, res, options.analytics);
      return true;
    }
    if ((method !== "GET" && method !== "HEAD") || !cache.usable) return false;
    const url = req.url ?? "";
    if (url !== "/api/projects" && (url.startsWith("/api") || isAdminPath(url))) return false;
    // its redirect to the address without the slash is the page route's (never a cached page)
    if (withoutTrailingSlash(url)) return false;
    // an old address staff sent elsewhere: answered here, from memory
    const moved = options.redirects?.match(url.split("?")[0] ?? url);
    if (moved) {
      const https =
        !options.httpsOrigin &&
        ((req.socket as TLSSocket).encrypted === true || forwardedHttps(req, options.trustProxy));
      res.writeHead(moved.status, [
        ...base.flat(),
        ...(https ? ["Strict-Transport-Security", security.hsts] : []),
        "location",
        redirectLocation(moved, url),
        "cache-control",
        REDIRECT_CACHE_CONTROL,
        "content-length",
        0,
      ]);
      res.end();
      return true;
    }
    // a preview link (a page as drafted) is never answered from the cache
    if (/[?&]preview=/.test(url)) return false;
    // a page's key holds only the parameters it reads, as in the page route
    const key = url === "/api/projects" ? PUBLIC_PROJECTS_KEY : pageCacheKey(url);
    const answer = cache.peek(key);
    // a redirect keeps the query it was asked with: the page route answers it
    if (!answer || (answer.status === 301 && key !== url)) return false;
    const cookie = req.headers.cookie;
    if ((cookie || url.includes("?")) && key !== PUBLIC_PROJECTS_KEY) {
      if (languageRedirect(urlOnOrigin(url, options.publicOrigin), cookie)) return false;
    }
    cache.hits++;
    const https =
      !options.httpsOrigin && ((req.socket as TLSSocket).encrypted === true || forwardedHttps(req, options.trustProxy));
    const hsts: [string, string][] = https ? [["Strict-Transport-Security", security.hsts]] : [];
    if (answer.status === 200 && notModified(req.headers["if-none-match"], answer.etag)) {
      res.writeHead(304, wireOf(answer, `304${https}`, hsts));
      res.end();
      return true;
    }
    const accepted = req.headers["accept-encoding"];
    let encoding = answer.br ? encodings.get(accepted ?? "") : null;
    if (encoding === undefined) {
      encoding = chooseEncoding(accepted, answer);
      // browsers send a handful of distinct headers; anything else is worked out each time
      if (encodings.size < 64) encodings.set(accepted ?? "", encoding);
    }
    const body = encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : answer.identity;
    if (!body) return false;
    const extra: [string, string | number][] = [
      ...hsts,
      ...(encoding ? ([["content-encoding", encoding]] as [string, string][]) : []),
      ["content-length", body.length],
    ];
    res.writeHead(answer.status, wireOf(answer, `${encoding}${https}`, extra));
    res.end(body);
    if (answer.status === 404) options.notFound?.hit(url, req.headers);
    return true;
  };
}

// whether a trusted proxy says the request came over HTTPS: the peer must be one (hop 0), and as
// for Fastify the last X-Forwarded-Proto entry counts (the one the nearest proxy wrote)
function forwardedHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  if (!trust) return false;
  const header = req.headers["x-forwarded-proto"];
  const address = req.socket.remoteAddress;
  if (typeof header !== "string" || !address || !trust(address, 0)) return false;
  return header.slice(header.lastIndexOf(",") + 1).trim() === "https";
}
