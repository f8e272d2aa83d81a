import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ErrorResponseSchema } from "../../contract/common.ts";
import { translate } from "../lib/language.ts";
import type { Metrics } from "../services/metrics.ts";
import type { PageCache } from "../services/page-cache.ts";
import type { SharedRedis } from "../services/redis.ts";

// GET /metrics for Prometheus (services/metrics.ts says what it holds). Who may read it:
// - with METRICS_TOKEN set, whoever sends it as a Bearer token (compared in constant time),
//   from anywhere; 401 otherwise, from this machine too;
// - without it, only a client on this machine: the connection's own address is loopback and the
//   request carries no forwarding header — a reverse proxy on the same machine connects from
//   loopback too, and says whom it forwards for (X-Forwarded-For, Forwarded, X-Real-IP), so a
//   request from outside through it gets 403 whatever TRUST_PROXY says and whatever address a
//   client writes into those headers. (A proxy that forwards without any such header: set a
//   token, or do not pass /metrics on.)
// The route is not in the OpenAPI document or robots.txt, is never cached, and has no rate limit.

// the route label of answers Fastify gives no route (unknown paths, the framework's own errors)
export const UNMATCHED_ROUTE = "unmatched";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}

const digest = (value: string) => createHash("sha256").update(value).digest();

function access(request: FastifyRequest, token: string | null): 200 | 401 | 403 {
  if (token) {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? "");
    // hashed first: the comparison takes as long whatever the length of what was sent
    return match?.[1] && timingSafeEqual(digest(match[1]), digest(token)) ? 200 : 401;
  }
  if (!isLoopback(request.raw.socket?.remoteAddress)) return 403;
  return FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined) ? 403 : 200;
}

export interface MetricsOptions {
  metrics: Metrics;
  token: string | null;
  pageCache: PageCache | null;
  redis: SharedRedis | null;
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { metrics, token, pageCache, redis } = options;

  // every answer Fastify gives, by its route's pattern (never the URL: bounded labels); the page
  // cache's front door counts its own (app.ts)
  app.addHook("onResponse", (request, reply, done) => {
    metrics.http.observe(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  if (pageCache) {
    metrics.counter({
      name: "site_page_cache_hits_total",
      help: "Public pages and lists answered from the page cache",
      collect() {
        this.reset();
        this.inc(pageCache.hits);
      },
    });
    metrics.counter({
      name: "site_page_cache_misses_total",
      help: "Public pages and lists rendered because the page cache did not hold them",
      collect() {
        this.reset();
        this.inc(pageCache.misses);
      },
    });
    metrics.counter({
      name: "site_page_cache_refused_total",
      help: "Public pages answered 503 because too many were waiting to be rendered",
      collect() {
        this.reset();
        this.inc(pageCache.refused);
      },
    });
    metrics.gauge({
      name: "site_page_cache_entries",
      help: "Answers the page cache holds",
      collect() {
        this.set(pageCache.size);
      },
    });
  }
  if (redis) {
    metrics.gauge({
      name: "site_redis_shared",
      help: "1 while the rate limits are counted in Redis for all instances, 0 while each process counts alone",
      collect() {
        this.set(redis.shared ? 1 : 0);
      },
    });
  }

  app.get(
    "/metrics",
    {
      config: { rateLimit: false },
      schema: { hide: true, response: { 200: z.string(), "4xx": ErrorResponseSchema } },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const allowed = access(request, token);
      if (allowed === 401) {
        reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return reply.status(401).send({ success: false, message: translate(request, "metrics.tokenRequired") });
      }
      if (allowed === 403) {
        return reply.status(403).send({ success: false, message: translate(request, "metrics.localOnly") });
      }
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  );
}
