import type { FastifyReply, FastifyRequest } from "fastify";
import { type CachedAnswer, chooseEncoding, notModified } from "../services/page-cache.ts";

// answers a request from the page cache: 304 when the client holds the same version, else the
// stored bytes in the best encoding the client accepts (compressed once, when cached)
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.headers(answer.headers);
  if (answer.status === 200 && notModified(request.headers["if-none-match"], answer.etag)) {
    return reply.status(304).send();
  }
  reply.status(answer.status);
  const encoding = chooseEncoding(request.headers["accept-encoding"], answer);
  if (encoding) {
    reply.header("Content-Encoding", encoding);
    return reply.send(encoding === "br" ? answer.br : answer.gzip);
  }
  return reply.send(answer.identity);
}
