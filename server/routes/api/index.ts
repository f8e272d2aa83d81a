import type { FastifyInstance, FastifyRequest } from "fastify";
import { ErrorResponseSchema } from "../../../contract/common.ts";
import { USER_ROLE } from "../../../contract/constants.ts";
import { type EndpointTable, endpoints } from "../../../contract/endpoints/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import { translate } from "../../lib/language.ts";
import { type AuditDeclaration, auditEntry, writeAuditEntry } from "../../services/audit-log.ts";
import type { ContentTag } from "../../services/content-changes.ts";
import activityRoutes from "./activity/index.ts";
import analyticsRoutes from "./analytics/index.ts";
import auditRoutes from "./audit/index.ts";
import authRoutes from "./auth/index.ts";
import certificateRoutes from "./certificates/index.ts";
import companyRoutes from "./companies/index.ts";
import contactRoutes from "./contact/public.ts";
import { holdToTable } from "./endpoints.ts";
import healthRoutes from "./health/index.ts";
import launchChecklistRoutes from "./launch-checklist/index.ts";
import leadsRoutes from "./leads/index.ts";
import managementRoutes from "./management/index.ts";
import mediaRoutes from "./media/index.ts";
import newsRoutes from "./news/index.ts";
import notFoundRoutes from "./not-found/index.ts";
import pageRoutes from "./pages/index.ts";
import projectRoutes from "./projects/index.ts";
import redirectRoutes from "./redirects/index.ts";
import reportRoutes from "./reports/index.ts";
import settingsRoutes from "./settings/index.ts";
import taskRoutes from "./tasks/index.ts";
import uploadRoutes from "./upload/index.ts";

// the JSON API under /api: one folder per resource
declare module "fastify" {
  interface FastifyContextConfig {
    // routes are for logged-in admins unless they say they are public
    public?: boolean;
    // what a writing route changes of the public site ([] for nothing); required on every route
    // that is not GET, so that no new content can forget the page cache; a function when it
    // depends on the request (a page's publish changes that page)
    changes?: readonly ContentTag[] | ((request: FastifyRequest) => readonly ContentTag[]);
    // what the audit trail records of a writing route: { type } of the record it changes, or false
    // (with a comment saying why) for a write that is not a staff change; required like changes
    audit?: AuditDeclaration;
    // a Sales member (role 3) may call it: the leads and one's own sign-in; every other route
    // answers them 403 (README → Roles)
    sales?: boolean;
  }
}

// the path of the first string holding a NUL character, or null
function findNulCharacter(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\u0000")) return path;
    const found = findNulCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export interface ApiOptions {
  // tests: the table the routes are held to (contract/endpoints/index.ts)
  table?: EndpointTable;
}

export default async function apiRoutes(app: FastifyInstance, options: ApiOptions) {
  // every route under /api is one of the table's (routes/api/endpoints.ts)
  holdToTable(app, options.table ?? endpoints);

  // Hooks in callback form and with early exits: they run on every API request, and a cached
  // answer costs little more than they do.

  // secure by default: every API route checks the token unless marked public
  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.config.public === true) return done();
    app.authenticate(request, reply).then(() => {
      const { config } = request.routeOptions;
      // (a Super Admin's route says so to everyone else, Sales included: its own words are the
      // more precise)
      const declaration = config.endpoint;
      if (declaration?.access === "super-admins" && request.admin.role !== USER_ROLE.SUPER_ADMIN) {
        return done(new HttpError(403, declaration.refusal ?? "auth.superAdminOnly"));
      }
      if (request.admin.role === USER_ROLE.SALES && config.sales !== true) {
        return done(new HttpError(403, "auth.salesOnly"));
      }
      done();
    }, done);
  });

  // no database stores the NUL character in text (PostgreSQL refuses it): refused at the door
  app.addHook("preValidation", (request, _reply, done) => {
    for (const [part, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const path = findNulCharacter(value);
      if (path !== null) {
        const where = [part === "body" ? "" : part, path].filter(Boolean).join(".");
        return done(
          new HttpError(400, "validation.nulCharacter", { errors: [{ key: "validation.nulCharacter", path: where }] }),
        );
      }
    }
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    // API answers are not for caches, unless a route says otherwise (the public lists)
    if (!reply.hasHeader("cache-control")) reply.header("Cache-Control", "no-store");
    // a write that changes public content drops the cached pages built from it before the answer
    // leaves, so the next request anywhere renders fresh. Only a refusal (4xx) is known to have
    // written nothing.
    const declared = request.routeOptions.config.changes;
    const changes = typeof declared === "function" ? declared(request) : declared;
    if (!changes || changes.length === 0 || (reply.statusCode >= 400 && reply.statusCode < 500)) {
      return done(null, payload);
    }
    // this process's pages are dropped before the promise settles; telling the others may fail
    // with the database, and their own channel fails with it (they stop using their caches)
    app.contentChanges.changed(changes).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error({ err: error }, "could not tell the other server processes about a content change");
        done(null, payload);
      },
    );
  });

  // the audit trail: one entry per successful answer of a route that declares config.audit (and
  // per refused login), written before the answer leaves so that the trail is never behind what
  // the person saw. A failure to write it is logged with the entry and never changes the answer.
  app.addHook("onSend", (request, reply, payload, done) => {
    const route = request.routeOptions.config.audit;
    if (!route) return done(null, payload);
    let entry: ReturnType<typeof auditEntry>;
    try {
      entry = auditEntry({
        route,
        method: request.method,
        statusCode: reply.statusCode,
        params: request.params,
        body: request.body,
        payload,
        note: request.auditNote,
        admin: request.admin,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, "could not build the audit entry");
      return done(null, payload);
    }
    if (!entry) return done(null, payload);
    writeAuditEntry(app.db, entry).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error({ err: error, audit: entry }, "could not write the audit entry");
        done(null, payload);
      },
    );
  });

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(contactRoutes, { prefix: "/contact" });
  // (under /api itself: at /api/leads/… and at their aliases under /api/contact/…)
  await app.register(leadsRoutes);
  await app.register(taskRoutes);
  await app.register(companyRoutes);
  await app.register(reportRoutes);
  await app.register(projectRoutes, { prefix: "/projects" });
  await app.register(uploadRoutes, { prefix: "/upload" });
  await app.register(managementRoutes, { prefix: "/management" });
  await app.register(activityRoutes, { prefix: "/activity" });
  await app.register(auditRoutes, { prefix: "/audit" });
  await app.register(settingsRoutes, { prefix: "/settings" });
  await app.register(certificateRoutes, { prefix: "/certificates" });
  await app.register(newsRoutes, { prefix: "/news" });
  await app.register(pageRoutes, { prefix: "/pages" });
  await app.register(redirectRoutes, { prefix: "/redirects" });
  await app.register(notFoundRoutes, { prefix: "/not-found" });
  await app.register(mediaRoutes, { prefix: "/media" });
  await app.register(analyticsRoutes, { prefix: "/analytics" });
  await app.register(launchChecklistRoutes, { prefix: "/launch-checklist" });

  // unknown API paths answer in JSON, never with the HTML 404 page, /api itself included
  // (it writes nothing, so the audit trail has nothing to record)
  for (const path of ["/", "/*"]) {
    app.all(
      path,
      {
        config: { public: true, changes: [], audit: false },
        schema: { hide: true, response: { 404: ErrorResponseSchema } },
      },
      async (request, reply) => {
        return reply.status(404).send({
          success: false,
          message: translate(request, "error.notFound", {
            method: request.method,
            path: request.url.split("?")[0] ?? "",
          }),
        });
      },
    );
  }
}
