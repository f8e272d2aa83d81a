import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type FileStorage, isSafeKey, type StoredFileInfo } from "../services/storage.ts";

// /uploads/<key> answered from a storage that is not a folder on this machine (UPLOADS_STORE=
// database): the headers @fastify/static gives a file of the uploads folder (type, length,
// immutable caching, ETag and Last-Modified, 304 on a conditional request, HEAD), read through
// the storage interface, so any server on the database answers for any upload

const YEAR_SECONDS = 31_536_000;

// an uploaded file is never a document that can run scripts (the folder's answers say the same)
export const UPLOAD_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
} as const;

// the shape @fastify/static gives (size and time in hex), so a file moved from the folder with
// its time kept (npm run uploads:to-database) keeps its ETag and browsers their copy
export function uploadEtag(file: StoredFileInfo): string {
  return `W/"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
}

// RFC 9110 section 13.1: If-None-Match (weak comparison) wins over If-Modified-Since
function notModified(request: FastifyRequest, etag: string, modifiedAt: Date): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, "");
    return noneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
  }
  const since = request.headers["if-modified-since"];
  if (since === undefined) return false;
  const sinceMs = Date.parse(since);
  // an HTTP date has whole seconds
  return !Number.isNaN(sinceMs) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= sinceMs;
}

export function registerStoredUploads(app: FastifyInstance, storage: FileStorage): void {
  app.route({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    // HEAD is answered here too, from the file's size alone
    exposeHeadRoute: false,
    handler: async (request: FastifyRequest<{ Params: { "*": string } }>, reply: FastifyReply) => {
      // a key the server could not have made (.., %2e%2e, upper case, a doubled slash) is not
      // looked up at all
      const key = request.params["*"];
      if (!isSafeKey(key)) return reply.callNotFound();
      const conditional =
        request.headers["if-none-match"] !== undefined || request.headers["if-modified-since"] !== undefined;
      // one query for a plain GET; the bytes are left in the database for HEAD and a revalidation
      const file = request.method === "GET" && !conditional ? await storage.read(key) : await storage.stat(key);
      if (!file) return reply.callNotFound();

      const etag = uploadEtag(file);
      reply.headers({
        ...UPLOAD_HEADERS,
        // keys are generated and never reused, so what they name never changes
        "Cache-Control": `public, max-age=${YEAR_SECONDS}, immutable`,
        "Last-Modified": file.modifiedAt.toUTCString(),
        ETag: etag,
      });
      if (notModified(request, etag, file.modifiedAt)) return reply.status(304).send();
      reply.type(file.contentType);
      if (request.method === "HEAD") return reply.header("Content-Length", file.size).send();
      const bytes = "bytes" in file ? file.bytes : (await storage.read(key))?.bytes;
      // removed between the two queries
      if (!bytes) return reply.callNotFound();
      return reply.send(bytes);
    },
  });
}
