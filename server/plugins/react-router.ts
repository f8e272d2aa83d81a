import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { languageRedirect } from "../../contract/language-routing.ts";
import type { PublicData, SiteSettings } from "../../contract/public-data.ts";
import { hashSource } from "../lib/hash-source.ts";
import { translate } from "../lib/language.ts";
import { pageCacheKey } from "../lib/page-parameters.ts";
import { withUsedStyles } from "../lib/page-styles.ts";
import { UNAVAILABLE_STYLE_SOURCE, unavailableLanguage, unavailablePage } from "../lib/unavailable-page.ts";
import { failingPart, RETRY_AFTER_SECONDS } from "../services/availability.ts";
import type { ContentTag } from "../services/content-changes.ts";
import type { NotFoundLog } from "../services/not-found-log.ts";
import { type PageCache, RenderQueueFull } from "../services/page-cache.ts";
import { REDIRECT_CACHE_CONTROL, type Redirects, redirectLocation } from "../services/redirects.ts";
import { sendCached } from "./page-cache.ts";
import { cspNonce } from "./security.ts";

export interface ReactRouterOptions {
  // the server build: imported from build/server in production, from Vite in development
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  getSite: () => Promise<SiteSettings>;
  // the public data, with the kind of content each read comes from (see trackedData)
  data: (read: (tag: ContentTag) => void) => PublicData;
  // absent in development, where every request renders anew
  cache: PageCache | null;
  // the redirects staff keep (services/redirects.ts): answered before any page
  redirects?: Redirects;
  // where a page's 404 is counted (services/not-found-log.ts)
  notFound?: NotFoundLog;
  // the site's public address: pages are rendered for it, whatever Host a request names
  publicOrigin: string;
  // a page as drafted, from a signed link (?preview=…, services/pages.ts): the page it names, or
  // null when the link is altered or expired; and the public data with that page's draft
  preview?: {
    // expiresAt: when the link stops working (the page's preview banner says it)
    check(token: string): { key: string; expiresAt: string } | null;
    data(key: string): PublicData;
  };
}

interface AppEntryModule {
  createLoadContext?: (values: {
    nonce: string;
    wholeDocument: boolean;
    site: SiteSettings;
    data: PublicData;
    preview?: { expiresAt: string };
  }) => RouterContextProvider;
  // the hashes of the inline stylesheet every public page carries (app/entry.server.tsx)
  inlineStyleSources?: readonly string[];
  // the hashes of the constant scripts every public page carries (app/entry.server.tsx)
  inlineScriptSources?: readonly string[];
}

// a request's path and query on an origin. Never new URL(path, origin): a path that starts with
// "//" would be read as another host ("//x" as http://x/, and "//" or "//[" not at all, throwing)
export function urlOnOrigin(pathAndQuery: string, origin: string): URL {
  return new URL(`${new URL(origin).origin}${pathAndQuery.startsWith("/") ? "" : "/"}${pathAndQuery}`);
}

// the origin a request names in its Host header, or null when that is not a host. Behind a
// trusted proxy the scheme comes from X-Forwarded-Proto: anything but https is taken as http
function requestOrigin(request: FastifyRequest): string | null {
  const scheme = String(request.protocol) === "https" ? "https" : "http";
  try {
    return new URL(`${scheme}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = request.method.toUpperCase();
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(urlOnOrigin(request.url, origin), {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

// a preview's request: the address without the visitor's cookies (the link names its language,
// a language cookie must not send it elsewhere); a refused one asks for an address no page has,
// in the same language, for the site's 404 page
function previewRequest(request: FastifyRequest, reply: FastifyReply, origin: string, refused: boolean): Request {
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const path = request.url.split("?")[0] ?? "/";
  const english = path === "/en" || path.startsWith("/en/");
  const url = refused ? (english ? "/en/preview-link-expired" : "/xem-truoc-het-han") : request.url;
  const headers = new Headers();
  for (const name of ["accept", "accept-language", "user-agent"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(urlOnOrigin(url, origin), { method: request.method, headers, signal: controller.signal });
}

export const isAdminPath = (path: string) =>
  path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");

// A page asked for with a slash at the end (/about/, /en/, /projects/{slug}/) has its address
// without it: the one its canonical link names, where it is answered 301 (the query kept). Null
// when the address has no such slash, is the home page "/", is the API's or the back office's,
// or begins with "//" or "/\\" (a Location of "//host" would send the visitor to another site).
export function withoutTrailingSlash(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length < 2 || !path.endsWith("/") || path[1] === "/" || path[1] === "\\") return null;
  if (path.startsWith("/api/") || isAdminPath(path)) return null;
  return `${path.replace(/\/+$/, "")}${queryAt === -1 ? "" : url.slice(queryAt)}`;
}

// the sha256 sources of a document's inline scripts (those without src, and Speculation Rules,
// which the policy governs too; data blocks such as JSON-LD are not scripts and need none). React escapes "<" in text and attributes and React
// Router escapes it inside its scripts, so a "<script" in the document is always a real tag.
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript", "speculationrules"].includes(type)) continue;
    hashes.add(hashSource(match[2] ?? ""));
  }
  return [...hashes];
}

// the public data of one render, with the first error a read met kept: React Router turns a
// loader's error into its error page (a 500), and a database that is down must not be one
function watchFailures(data: PublicData): { data: PublicData; failure: () => unknown } {
  let failure: unknown = null;
  const watched = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(data) as [string, (...args: unknown[]) => unknown][]) {
    watched[name] = (...args: unknown[]) => {
      const result = method.apply(data, args);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            failure ??= error;
            // logged once per outage by the availability, not by React Router for every page
            if (failingPart(error) && error instanceof Error) Object.assign(error, { reportedByServer: true });
            throw error;
          })
        : result;
    };
  }
  return { data: watched as unknown as PublicData, failure: () => failure };
}

// a render that met a database (or storage) failure throws it, for the route to answer 503
function throwIfUnavailable(failure: unknown) {
  if (failure && failingPart(failure)) throw failure;
}

// every path that is not the API, an asset or an upload is a page of the React Router app
export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  const handler = async () => {
    const build = await options.getBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, options.mode) };
    return { entry: build.entry.module as unknown as AppEntryModule, handle: current.handle };
  };

  // the site's settings as last read, for the page that says the site is unavailable
  let lastSite: SiteSettings | null = null;
  const currentSite = async () => {
    lastSite = await options.getSite();
    return lastSite;
  };

  // 503 in the visitor's language, when a page needs the database and the cache does not hold it
  function sendUnavailable(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?")[0] ?? "/";
    const company = lastSite?.company;
    return reply
      .status(503)
      .header("Retry-After", String(RETRY_AFTER_SECONDS))
      .header("Cache-Control", "no-store")
      .header("Content-Security-Policy", app.contentSecurityPolicy.forPage([], [UNAVAILABLE_STYLE_SOURCE]))
      .type("text/html; charset=utf-8")
      .send(
        unavailablePage(
          unavailableLanguage(path),
          request.url.startsWith("/") && !request.url.startsWith("//") ? request.url : "/",
          company ? { text: company.hotline, international: company.hotlineInternational } : null,
        ),
      );
  }

  // rendered for this one request: streamed, with a nonce of its own (the back office, language
  // redirects, form posts, and every page while the cache cannot be trusted)
  async function renderForVisitor(
    request: FastifyRequest,
    reply: FastifyReply,
    // a preview: the data with the page's draft, or "refused" (an altered or expired link: the
    // site's 404 page in the address's language)
    preview?: PublicData | "refused",
    // a preview's link: until when it works (the page says so in its banner)
    previewExpiresAt?: string,
  ) {
    // the origin of the request as the browser sees it; only used to resolve the URL. A Host that
    // is no host ("[", "a b", a port beyond 65535) is refused as HTTP says (RFC 9112, 3.2)
    const origin = requestOrigin(request);
    if (!origin) return reply.status(400).send({ success: false, message: translate(request, "error.badRequest") });
    const { entry, handle } = await handler();
    const reads = watchFailures(preview && preview !== "refused" ? preview : options.data(() => {}));
    const context = entry.createLoadContext?.({
      nonce: cspNonce(reply, entry.inlineStyleSources ?? [], entry.inlineScriptSources ?? []),
      wholeDocument: false,
      site: await currentSite(),
      data: reads.data,
      ...(preview && preview !== "refused" && previewExpiresAt ? { preview: { expiresAt: previewExpiresAt } } : {}),
    });
    const webRequest = preview ? previewRequest(request, reply, origin, preview === "refused") : null;
    const response = await handle(webRequest ?? toWebRequest(request, reply, origin), context);
    throwIfUnavailable(reads.failure());
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      reply.header(name, value);
    }
    if (preview) {
      // a draft is for the people who have the link: no cache keeps it, no search engine lists it
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex, nofollow");
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
  }

  // rendered for everyone: from the URL alone (no cookie, no header of the visitor), in one
  // piece, with its inline scripts allowed by hash
  async function renderForCache(url: string) {
    const { entry, handle } = await handler();
    const tags = new Set<ContentTag>(["company"]);
    const reads = watchFailures(options.data((tag) => tags.add(tag)));
    const context = entry.createLoadContext?.({
      nonce: "",
      wholeDocument: true,
      site: await currentSite(),
      data: reads.data,
    });
    const response = await handle(new Request(urlOnOrigin(url, options.publicOrigin)), context);
    let body = Buffer.from(await response.arrayBuffer());
    throwIfUnavailable(reads.failure());
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (name === "set-cookie" || name === "cache-control" || name === "content-length") continue;
      headers[name] = value;
    }
    if ((headers["content-type"] ?? "").startsWith("text/html")) {
      let html = body.toString("utf8");
      let styleSources = entry.inlineStyleSources ?? [];
      // a page without the framework's code keeps only the rules its HTML can use; one that runs
      // React (the contact form) may render markup the server did not, and keeps them all
      const used = /<script\b[^>]*\btype="module"/.test(html) ? null : withUsedStyles(html);
      if (used) {
        html = used.html;
        body = Buffer.from(html, "utf8");
        styleSources = [used.source];
      }
      headers["content-security-policy"] = app.contentSecurityPolicy.forPage(inlineScriptHashes(html), styleSources);
    }
    return {
      status: response.status,
      headers,
      body,
      tags,
      // a 301 is a page's answer like any other (a project's earlier address): built from the URL
      // and the content it read, so it is kept and dropped with that content
      cacheable:
        (response.status === 200 || response.status === 404 || response.status === 301) &&
        !response.headers.has("set-cookie"),
    };
  }

  await app.register(async (pages) => {
    // the page renderer reads request bodies itself (form actions)
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    // a public address that answered 404 is counted (the front door counts those it answers)
    pages.addHook("onResponse", async (request, reply) => {
      if (reply.statusCode !== 404 || (request.method !== "GET" && request.method !== "HEAD")) return;
      if (isAdminPath(request.url.split("?")[0] ?? "")) return;
      options.notFound?.hit(request.url, request.headers);
    });

    pages.all("/*", async (request, reply) => {
      try {
        return await answerPage(request, reply);
      } catch (error) {
        // too many pages waiting to be rendered (a flood of new addresses): try again shortly
        if (error instanceof RenderQueueFull) return sendUnavailable(request, reply);
        // the database (or its disk) is down: the page as it was last cached — nothing can have
        // changed it meanwhile — or a 503 in the visitor's language
        if (!app.availability.report(error)) throw error;
        const kept = isAdminPath(request.url.split("?")[0] ?? "")
          ? undefined
          : options.cache?.peek(pageCacheKey(request.url));
        if (kept && !reply.sent) return sendCached(request, reply, kept);
        return sendUnavailable(request, reply);
      }
    });
  });

  // a page: from the cache, or rendered (for the cache, or for this one visitor)
  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const cache = options.cache;
    const method = request.method;
    // no page takes a form (no route has an action): anything but reading is refused here,
    // including the methods a Fetch Request cannot even carry (TRACE, TRACK, CONNECT)
    if (method !== "GET" && method !== "HEAD") {
      return reply
        .status(405)
        .header("Allow", "GET, HEAD")
        .send({ success: false, message: translate(request, "error.methodNotAllowed") });
    }
    const url = request.url;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    // a public page's address with a slash at the end: to its address without it, before the
    // cache (which never holds it) and the language redirect (decided at the address it goes to)
    const canonical = withoutTrailingSlash(url);
    if (canonical) return reply.redirect(canonical, 301);
    // an old address staff sent elsewhere (the front door answers it first when it can)
    const moved = isAdminPath(path) ? undefined : options.redirects?.match(path);
    if (moved) {
      return reply.header("Cache-Control", REDIRECT_CACHE_CONTROL).redirect(redirectLocation(moved, url), moved.status);
    }
    // a preview link: the page as drafted, for this visitor alone (never from or into the cache)
    const previewToken = queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1)).get("preview");
    if (previewToken !== null && options.preview && !isAdminPath(path)) {
      const previewed = options.preview.check(previewToken);
      return previewed
        ? renderForVisitor(request, reply, options.preview.data(previewed.key), previewed.expiresAt)
        : renderForVisitor(request, reply, "refused");
    }
    if (!cache || (method !== "GET" && method !== "HEAD") || !cache.usable) return renderForVisitor(request, reply);
    if (isAdminPath(path)) return renderForVisitor(request, reply);
    // a visitor who chose the other language is redirected before the cache is consulted
    const cookie = request.headers.cookie;
    if ((cookie || queryAt !== -1) && languageRedirect(urlOnOrigin(url, options.publicOrigin), cookie)) {
      return renderForVisitor(request, reply);
    }
    // the page's own entry: its path and the parameters it reads (server/lib/page-parameters.ts)
    const key = pageCacheKey(url);
    const answer = cache.get(key) ?? (await cache.fill(key, () => renderForCache(key)));
    // a redirect (a project's earlier address) keeps the query it was asked with: asked with one
    // the key dropped, it is answered for this visitor (cheap: the loader redirects, no render)
    if (answer.status === 301 && key !== url) return renderForVisitor(request, reply);
    return sendCached(request, reply, answer);
  }
}
