import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { PublicData, SiteSettings } from "../../contract/public-data.ts";
import { cspNonce } from "./security.ts";

export interface ReactRouterOptions {
  // the server build: imported from build/server in production, from Vite in development
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  // read for every request, so that a change to the company file shows without a restart
  getSite: () => SiteSettings;
  data: PublicData;
}

interface AppEntryModule {
  createLoadContext?: (values: { nonce: string; site: SiteSettings; data: PublicData }) => RouterContextProvider;
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
  return new Request(new URL(request.url, origin), {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

// every path that is not the API, an asset or an upload is a page of the React Router app
export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

  await app.register(async (pages) => {
    // the page renderer reads request bodies itself (form actions)
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    pages.all("/*", async (request, reply) => {
      const build = await options.getBuild();
      if (cached?.build !== build) cached = { build, handle: createRequestHandler(build, options.mode) };
      const entry = build.entry.module as unknown as AppEntryModule;
      const context = entry.createLoadContext?.({
        nonce: cspNonce(reply),
        site: options.getSite(),
        data: options.data,
      });
      // the origin of the request as the browser sees it; only used to resolve the URL
      const origin = `${request.protocol}://${request.host}`;
      const response = await cached.handle(toWebRequest(request, reply, origin), context);

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name === "set-cookie") continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
    });
  });
}
