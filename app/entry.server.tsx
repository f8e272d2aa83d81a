import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import islands from "virtual:islands";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { RouterContextProvider, ServerRouter } from "react-router";
import siteCss from "./app.css?inline";
import { islandLoader } from "./lib/island.tsx";
import { PAGE_SCRIPTS, SPECULATION_RULES } from "./lib/page-scripts.tsx";
import { type RequestValues, requestValuesContext } from "./lib/request-context.ts";

export const streamTimeout = 5_000;

// every public page carries the site's stylesheet inline (root.tsx): the strict style policy
// allows that one <style> element by its hash (server/plugins/security.ts), and nothing else
export const inlineStyleSources: readonly string[] = [
  `'sha256-${createHash("sha256").update(siteCss, "utf8").digest("base64")}'`,
];

// and its constant scripts (app/lib/page-scripts.tsx: the site's own scripts and its Speculation
// Rules), hashed from the same text the pages carry
export const inlineScriptSources: readonly string[] = [
  ...Object.values(PAGE_SCRIPTS),
  SPECULATION_RULES,
  // the islands' loaders (app/lib/island.tsx; none in the dev server, whose policy allows inline scripts)
  ...Object.values(islands)
    .filter((island) => !island.before)
    .map(islandLoader),
].map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);

// called by the server (server/plugins/react-router.ts) for each request
export function createLoadContext(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestValuesContext, values);
  return context;
}

// a loader's error, as React Router logs it; an error the server has already reported (the
// database is down: server/services/availability.ts logs that once per outage, and the request
// is answered 503) is not logged again for every page that met it
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if ((error as { reportedByServer?: boolean } | null)?.reportedByServer) return;
  console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, wholeDocument } = loadContext.get(requestValuesContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // crawlers, link previews and the page cache get the complete document in one piece
    const readyOption: keyof RenderToPipeableStreamOptions =
      wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />,
      {
        nonce: nonce || undefined,
        // a whole document (the page cache's, a crawler's) has each of its parts in place, however
        // long: no part is sent after the page with a script of React's to move it in, which a
        // page without React's own code (decision 040) would need to run
        ...(readyOption === "onAllReady" ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
