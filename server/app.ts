import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { type ReactRouterOptions, registerReactRouter } from "./plugins/react-router.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerStaticFiles } from "./plugins/static-files.ts";
import apiRoutes from "./routes/api/index.ts";
import type { FileStorage } from "./services/storage.ts";

export interface AppOptions {
  config: Config;
  db: Db;
  storage: FileStorage;
  // absent in API tests, which need no pages
  pages?: Omit<ReactRouterOptions, "publicOrigin"> & { clientDir?: string };
  logger?: FastifyServerOptions["logger"];
  devServer?: boolean;
}

// builds the whole server without opening a port, so that tests can use app.inject
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, storage } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: true },
    requestIdHeader: false,
  });

  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("dbDialect", config.database.kind);
  app.decorate("storage", storage);

  // external plugins first, then the app's own, then routes
  await registerSecurityHeaders(app, {
    devServer: options.devServer ?? false,
    https: config.publicOrigin.startsWith("https:"),
  });
  registerErrorHandler(app);
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ success: false, message: `Not found: ${request.method} ${request.url.split("?")[0]}` }),
  );

  await registerStaticFiles(app, { clientDir: options.pages?.clientDir, uploadsDir: config.uploadsDir });
  await app.register(apiRoutes, { prefix: "/api" });
  if (options.pages) await registerReactRouter(app, { ...options.pages, publicOrigin: config.publicOrigin });

  return app;
}
