import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from "../contract/audit.ts";
import { LIMITS } from "../contract/constants.ts";
import type { EndpointTable } from "../contract/endpoints/index.ts";
import { translateApiMessage } from "../contract/messages.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import { counterKey } from "./lib/client-address.ts";
import { translate } from "./lib/language.ts";
import { listSiteFiles, PUBLIC_DIR, siteOwnPaths } from "./lib/site-files.ts";
import { registerApiDocs } from "./plugins/api-docs.ts";
import audit from "./plugins/audit.ts";
import auth from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { BEACON_PATH, createFrontDoor } from "./plugins/front-door.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { type ReactRouterOptions, registerReactRouter } from "./plugins/react-router.ts";
import { registerResponseSchemas } from "./plugins/response-schemas.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerStaticFiles } from "./plugins/static-files.ts";
import apiRoutes from "./routes/api/index.ts";
import { type AnalyticsCounter, createAnalyticsCounter } from "./services/analytics.ts";
import { startAnalyticsRetention } from "./services/analytics-retention.ts";
import { Availability } from "./services/availability.ts";
import { type ContentChanges, createContentChanges } from "./services/content-changes.ts";
import { EmailOutbox, mailStatus, type OutboxTiming } from "./services/email-outbox.ts";
import { startInvitationRetention } from "./services/invitation-retention.ts";
import { JobRunner } from "./services/jobs.ts";
import { startLeadRetention } from "./services/lead-retention.ts";
import { Lifecycle } from "./services/lifecycle.ts";
import { syncMediaLibrary } from "./services/media-library.ts";
import { Metrics } from "./services/metrics.ts";
import { createNotFoundLog, type NotFoundLog } from "./services/not-found-log.ts";
import { PageCache, type PageCacheOptions } from "./services/page-cache.ts";
import { createPageService } from "./services/pages.ts";
import { createPublicData, trackedData } from "./services/public-data.ts";
import { createPublicPaths } from "./services/public-paths.ts";
import { sharedRateLimitStore } from "./services/rate-limit-store.ts";
import { createRedirects, type Redirects } from "./services/redirects.ts";
import { connectRedis, type SharedRedis } from "./services/redis.ts";
import { createSettingsSource, seedSettings } from "./services/settings.ts";
import { Spool } from "./services/spool.ts";
import type { FileStorage } from "./services/storage.ts";
import { startTaskReminders } from "./services/task-reminders.ts";

// the route patterns of what the front door answers (the page route, the public projects list)
const PAGES_ROUTE = "/*";
const PUBLIC_PROJECTS_ROUTE = "/api/projects";

export interface AppOptions {
  config: Config;
  db: Db;
  storage: FileStorage;
  // absent in API tests, which need no pages
  pages?: Pick<ReactRouterOptions, "getBuild" | "mode"> & { clientDir?: string };
  logger?: FastifyServerOptions["logger"];
  devServer?: boolean;
  // tests: an answer with a field its schema does not declare fails instead of losing the field
  strictResponses?: boolean;
  // tests: the e-mail outbox's poll interval, retry schedule and lease (services/email-outbox.ts)
  outbox?: Partial<OutboxTiming>;
  // tests: how often the leads' retention job looks for its daily run
  retentionPollMs?: number;
  // tests: how often the tasks' reminders are looked for (30 s; the morning list's run, 5 min)
  taskReminderPollMs?: number;
  // tests: how often the 404 counts are added to the database (services/not-found-log.ts)
  notFoundFlushMs?: number;
  // how often the visits counted are added to the database (services/analytics.ts; 5 s)
  analyticsFlushMs?: number;
  // tests: the endpoint table the API is held to (contract/endpoints/index.ts)
  endpointTable?: EndpointTable;
  // the page cache's queue bound and compression, for tests
  pageCache?: Pick<PageCacheOptions, "maxWaiting" | "compress">;
}

declare module "fastify" {
  interface FastifyInstance {
    // the one entry point for writes that change what a public page shows
    contentChanges: ContentChanges;
    // public pages and public JSON, the same for every visitor; null in development
    pageCache: PageCache | null;
    // whether the server is stopping, and the stop itself (services/lifecycle.ts)
    lifecycle: Lifecycle;
    // the shared counters' Redis (REDIS_URL); null: each process counts alone
    redis: SharedRedis | null;
    // GET /metrics, and where other parts register theirs (services/metrics.ts)
    metrics: Metrics;
    // whether the database and the storage work; errors that say they do not become 503s
    availability: Availability;
    // the addresses that answered 404 (services/not-found-log.ts)
    notFoundLog: NotFoundLog;
    // the redirects staff keep, in this process's memory (services/redirects.ts)
    redirects: Redirects;
    // the visits counted, summed in memory (services/analytics.ts)
    analytics: AnalyticsCounter;
    // where a request's files wait while it is read: $DATA_DIR/spool (services/spool.ts)
    spool: Spool;
  }
}

// builds the whole server without opening a port, so that tests can use app.inject
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, storage } = options;
  // cached pages are answered at the front door, before Fastify (server/plugins/front-door.ts)
  let frontDoor: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;
  const lifecycle = new Lifecycle();
  const metrics = new Metrics();
  // the security headers, known once the plugin is registered below; the framework's own error
  // answers carry them too
  let securityHeaders: Record<string, string> = {};
  const serverOptions: FastifyServerOptions = {
    // a URL that cannot be decoded, answered in the API's shape
    frameworkErrors: (error, request, reply) => {
      const badUrl = error.code === "FST_ERR_BAD_URL";
      const body = { success: false, message: translate(request, badUrl ? "error.badUrl" : "error.badRequest") };
      (reply as FastifyReply).headers(securityHeaders).status(400).send(body);
    },
    // what Node's HTTP parser refuses before there is a request (headers too large, a malformed
    // request line): the same shape, in the site's two languages, then the connection closes
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy();
      const code = (error as NodeJS.ErrnoException).code;
      const [status, reason, key] =
        code === "HPE_HEADER_OVERFLOW"
          ? [431, "Request Header Fields Too Large", "error.headersTooLarge"]
          : code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? [408, "Request Timeout", "error.requestTimeout"]
            : [400, "Bad Request", "error.badRequest"];
      // an answer to HEAD has no body, whatever its Content-Length says: bytes after the headers
      // would be read as a broken next answer. The request line is in the bytes the parser was
      // reading when it gave up (their start, or after the previous request on the connection)
      const raw: unknown = (error as unknown as { rawPacket?: unknown }).rawPacket;
      const text = Buffer.isBuffer(raw) ? raw.subarray(0, 64 * 1024).toString("latin1") : "";
      const toHead = text.startsWith("HEAD ") || /\r\n\r\nHEAD [^\r\n]* HTTP\/1\.[01]\r\n/.test(text);
      const body = JSON.stringify({
        success: false,
        message: `${translateApiMessage(key, "vi")} · ${translateApiMessage(key, "en")}`,
      });
      const head = [
        `HTTP/1.1 ${status} ${reason}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
        "Connection: close",
      ];
      socket.end(`${head.join("\r\n")}\r\n\r\n${toHead ? "" : body}`);
    },
    logger: options.logger ?? false,
    // off unless configured: otherwise a client could pick its own address for the rate limits
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: true },
    requestIdHeader: false,
    // two log lines per request cost more than serving a cached page; requests are logged at
    // debug level (below), errors always
    logController: new LogController({ disableRequestLogging: true }),
    // the HTTP server Fastify would make, with the front door before its handler
    serverFactory: (handler, factoryOptions) => {
      // a request must arrive whole within REQUEST_TIMEOUT_SECONDS (a body trickled in a byte at a
      // time would hold a connection and its memory for ever); checked every second
      const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
        lifecycle.onRequest(req, res);
        if (frontDoor) {
          const started = performance.now();
          if (frontDoor(req, res)) {
            // the answer is written already; counted under the route that would have given it
            const route =
              req.url === "/api/projects" ? PUBLIC_PROJECTS_ROUTE : req.method === "POST" ? BEACON_PATH : PAGES_ROUTE;
            metrics.http.observe(req.method ?? "GET", route, res.statusCode, (performance.now() - started) / 1000);
            return;
          }
        }
        handler(req, res);
      });
      // the timeouts Fastify sets on a server of its own
      const given = factoryOptions as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      server.keepAliveTimeout = given.keepAliveTimeout ?? 72_000;
      server.requestTimeout = given.requestTimeout ?? 0;
      server.headersTimeout = Math.min(server.requestTimeout, 60_000);
      server.setTimeout(given.connectionTimeout ?? 0);
      lifecycle.watch(server);
      return server;
    },
  };
  const app = Fastify(serverOptions);

  app.decorate("config", config);
  app.decorate("lifecycle", lifecycle);
  // a refusal answered before the request's body has arrived whole (a 413 over a size limit, a
  // 408 for a sender too slow, a 429, a 401 before an upload is read) closes the connection: the
  // rest of the body is never read, and a next request on the connection would wait behind it
  // until the client gave up. `Connection: close` makes Node close the socket once the answer is
  // written (issue 34)
  app.addHook("onSend", async (request, reply, payload) => {
    const raw = request.raw;
    const announced = raw.headers["transfer-encoding"] !== undefined || Number(raw.headers["content-length"] ?? 0) > 0;
    if (reply.statusCode >= 400 && announced && !raw.complete && !reply.raw.headersSent) {
      reply.header("Connection", "close");
    }
    return payload;
  });
  app.decorate("metrics", metrics);
  app.decorate("db", db);
  app.decorate("dbDialect", config.database.kind);
  app.decorate("storage", storage);
  // the job runner (services/jobs.ts): its jobs start when the app is ready, and the app's close
  // waits for a pass in progress (a send of the outbox), after the requests in flight are answered
  const jobs = new JobRunner(app.log);
  app.decorate("jobs", jobs);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());
  // the spool (services/spool.ts): what crashes left is swept when the app is ready, and this
  // process's folder goes when it closes (after the requests in flight: a graceful stop)
  const spool = new Spool(path.join(config.dataDir, "spool"));
  app.decorate("spool", spool);
  // (a disk that cannot take the folder does not stop the start: the first quote tries again)
  app.addHook("onReady", async () => {
    await spool.start().catch((error) => app.log.warn({ err: error }, "the spool could not be prepared"));
  });
  app.addHook("onClose", async () => spool.close());
  // the e-mail outbox's worker (services/email-outbox.ts), one of the jobs
  const outbox = config.notifications
    ? new EmailOutbox({
        db,
        dialect: config.database.kind,
        settings: config.notifications,
        log: app.log,
        jobs,
        timing: {
          pollMs: config.notifications.pollMs,
          retryDelaysMs: config.notifications.retryDelaysMs,
          ...options.outbox,
        },
      })
    : null;
  app.decorate("emailOutbox", outbox);
  // the leads' retention (services/lead-retention.ts), one of the jobs
  startLeadRetention({
    db,
    dialect: config.database.kind,
    months: config.contactRetentionMonths,
    jobs,
    log: app.log,
    pollMs: options.retentionPollMs,
  });
  // a lead's tasks remind their owners by e-mail: at the due time, and a morning list (one of
  // the jobs; only with a mail server)
  if (outbox) {
    startTaskReminders({
      db,
      jobs,
      origin: config.publicOrigin,
      wakeOutbox: () => outbox.wake(),
      log: app.log,
      pollMs: options.taskReminderPollMs,
    });
  }
  if (outbox) {
    // the outbox in /metrics: how many e-mails wait (including retries) and how many were given up
    metrics.gauge({
      name: "site_outbox_emails",
      help: "E-mails in the outbox by state: waiting (to send or to retry) and failed (given up)",
      labelNames: ["state"] as const,
      async collect() {
        const status = await mailStatus(db, true).catch(() => null);
        if (!status) return;
        this.set({ state: "waiting" }, status.waiting);
        this.set({ state: "failed" }, status.failed);
      },
    });
  }
  if (["debug", "trace"].includes(config.logLevel) && options.logger) {
    app.addHook("onResponse", (request, reply, done) => {
      request.log.debug(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        "request completed",
      );
      done();
    });
  }

  const availability = new Availability({
    probeDatabase: async () => {
      await sql`select 1`.execute(db);
    },
    // where this server writes: the SQLite file's folder, else the uploads folder (if any)
    dataDir:
      config.database.kind === "sqlite" ? config.dataDir : config.uploadsStore === "folder" ? config.uploadsDir : null,
    log: app.log,
  });
  app.decorate("availability", availability);
  app.addHook("onClose", async () => availability.close());
  const contentChanges = await createContentChanges(db, config.database, app.log, {
    // the channel's connection was lost: the database itself may be down
    onLost: () => void availability.checkDatabase(),
  });
  app.decorate("contentChanges", contentChanges);
  app.addHook("onClose", async () => contentChanges.close());
  // the redirects staff keep, in memory, read again on every change (services/redirects.ts)
  // never from the site's own addresses: its fixed ones and every file public/ and the build hold
  const siteFiles = listSiteFiles([PUBLIC_DIR, options.pages?.clientDir]);
  const redirects = await createRedirects(db, contentChanges, app.log, siteOwnPaths(siteFiles));
  app.decorate("redirects", redirects);
  // the addresses that answer 404, summed here and added to the database in batches
  const notFoundLog = createNotFoundLog(db, app.log, { flushMs: options.notFoundFlushMs });
  app.decorate("notFoundLog", notFoundLog);
  app.addHook("onClose", async () => notFoundLog.close());
  // the visits counted from the pages' beacons (issue 25), on the public pages that exist now
  const publicPaths = await createPublicPaths(db, contentChanges, app.log);
  const analytics = createAnalyticsCounter(db, publicPaths, app.log, {
    flushMs: options.analyticsFlushMs,
    ownHost: new URL(config.publicOrigin).hostname,
  });
  app.decorate("analytics", analytics);
  // its days older than 25 months summed into months, one of the jobs
  startAnalyticsRetention({ db, jobs, log: app.log, pollMs: options.retentionPollMs });
  // the staff invitations expired a week ago deleted, one of the jobs
  startInvitationRetention({ db, jobs, log: app.log, pollMs: options.retentionPollMs });
  app.addHook("onClose", async () => analytics.close());
  const pageCache =
    options.devServer || !config.pageCache
      ? null
      : new PageCache(contentChanges, {
          maxBytes: config.pageCache.maxBytes,
          maxVolatileBytes: config.pageCache.maxBytes / 4,
          // while the database is down its answers cannot change: they are served as they are
          servesStale: () => availability.databaseDown,
          ...options.pageCache,
        });
  app.decorate("pageCache", pageCache);

  // external plugins first, then the app's own, then routes
  const httpsOrigin = config.publicOrigin.startsWith("https:");
  const security = registerSecurityHeaders(app, {
    devServer: options.devServer ?? false,
    analytics: config.analytics,
    captcha: config.captcha?.provider ?? null,
    httpsOrigin,
  });
  securityHeaders = security.headers;
  // every request is logged at debug level, so then every request goes through Fastify
  if (pageCache && !["debug", "trace"].includes(config.logLevel)) {
    frontDoor = createFrontDoor({
      cache: pageCache,
      redirects,
      notFound: notFoundLog,
      security,
      httpsOrigin,
      trustProxy: config.trustProxy,
      publicOrigin: config.publicOrigin,
      analytics,
    });
  }
  // pages and API answers compressed on the fly; built assets come precompressed
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // rate limits are set per route (login, contact form): counted in Redis for every instance when
  // REDIS_URL is set (in this process while it does not answer), else in this process's memory
  const redis = config.redis ? await connectRedis(config.redis, app.log) : null;
  app.decorate("redis", redis);
  app.addHook("onClose", async () => redis?.close());
  await app.register(fastifyRateLimit, {
    global: false,
    // every limit counts an IPv6 client per /64, an IPv4 one per address (lib/client-address.ts)
    keyGenerator: (request) => counterKey(request.ip),
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  app.setValidatorCompiler(validatorCompiler);
  registerResponseSchemas(app, { strict: options.strictResponses ?? false });
  // before the API docs: their routes (the document refused without a staff token) answer
  // errors in the API's shape too
  registerErrorHandler(app);
  await registerApiDocs(app, config.apiDocs);
  registerMetrics(app, { metrics, token: config.metricsToken, pageCache, redis });
  await app.register(auth);
  await app.register(audit);
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ success: false, message: `Not found: ${request.method} ${request.url.split("?")[0]}` }),
  );

  // a route of the API that writes must say what it changes of the public site (config.changes,
  // [] for nothing) and what the audit trail records of it (config.audit: the kind of record, or
  // false for a write that is not a staff change); one that does not stops start-up, so no new
  // content can forget the page cache or the audit trail
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") && route.url !== "/api") return;
    const methods = [route.method].flat();
    if (methods.every((method) => method === "GET" || method === "HEAD" || method === "OPTIONS")) return;
    if (!Array.isArray(route.config?.changes) && typeof route.config?.changes !== "function") {
      throw new Error(
        `${methods.join(",")} ${route.url}: declare config.changes, the public content this route changes ([] for none)`,
      );
    }
    const declared = route.config?.audit;
    if (declared !== false && !AUDIT_ENTITY_TYPES.includes(declared?.type as AuditEntityType)) {
      throw new Error(
        `${methods.join(",")} ${route.url}: declare config.audit, the kind of record this route changes for the audit trail ({ type: "project" }; false for a write that is not a staff change)`,
      );
    }
  });

  // the company's settings: written from COMPANY_FILE or the defaults on a database without them,
  // then read from memory until a "company" change (server/services/settings.ts)
  await seedSettings(db, config.companyFile);
  const settings = createSettingsSource(db, contentChanges);
  // the public pages' words: the pages a database lacks get today's copy, then staff edit them
  // (services/pages.ts; its scheduled publishes are one of the jobs)
  const pages = createPageService({ db, contentChanges, log: app.log, jobs, previewSecret: config.jwtSecret });
  await pages.seed();
  // every image uploaded is an item of the media library, with where it is used (issue 24)
  await syncMediaLibrary(db, storage, app.log);
  app.decorate("pages", pages);

  await registerStaticFiles(app, { clientDir: options.pages?.clientDir, storage });
  await app.register(apiRoutes, { prefix: "/api", table: options.endpointTable });
  if (options.pages) {
    const publicData = createPublicData(db, pages);
    await registerReactRouter(app, {
      ...options.pages,
      cache: pageCache,
      redirects,
      notFound: notFoundLog,
      publicOrigin: config.publicOrigin,
      data: (read) => trackedData(publicData, read),
      preview: {
        check: (token) => pages.previewOf(token),
        data: (key) => ({
          ...publicData,
          page: async (read, language) =>
            read === key ? (await pages.drafted(read))[language] : publicData.page(read, language),
        }),
      },
      getSite: async () => ({
        publicOrigin: config.publicOrigin,
        company: await settings.get(),
        analytics: config.analytics,
        captcha: config.captcha ? { provider: config.captcha.provider, siteKey: config.captcha.siteKey } : null,
      }),
    });
  }

  return app;
}
