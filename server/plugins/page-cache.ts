import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type CachedAnswer, chooseEncoding, notModified } from "../services/page-cache.ts";

// answers a request from the page cache: 304 when the client holds the same version, else the
// stored bytes in the best encoding the client accepts (compressed once, when cached). The bytes
// are written straight to the connection: nothing is left to serialize, compress or decide, so
// Fastify's reply machinery is skipped (the headers set by the hooks that ran so far are kept).
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const unchanged = answer.status === 200 && notModified(request.headers["if-none-match"], answer.etag);
  const encoding = unchanged ? null : chooseEncoding(request.headers["accept-encoding"], answer);
  const body = unchanged ? null : encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : answer.identity;
  const headers = { ...reply.getHeaders(), ...answer.headers } as OutgoingHttpHeaders;
  if (encoding) headers["content-encoding"] = encoding;
  if (body) headers["content-length"] = body.length;
  reply.hijack();
  reply.raw.writeHead(unchanged ? 304 : answer.status, headers);
  reply.raw.end(body ?? undefined);
  return reply;
}
