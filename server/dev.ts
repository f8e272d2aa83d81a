import middie from "@fastify/middie";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { buildApp } from "./app.ts";
import { exitWithStartupError, prepare } from "./start-up.ts";

// npm run dev: the same server, with Vite serving the app from source and reloading on change
let port: number | undefined;
try {
  const { config, db, storage } = await prepare({ seed: true, serving: true });
  port = config.port;
  const app = await buildApp({
    config,
    db,
    storage,
    devServer: true,
    logger: { level: config.logLevel },
    pages: {
      mode: "development",
      getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    },
  });
  // hot reload shares the site's own port; getBuild above runs only once requests arrive
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  await app.register(middie);
  // vite answers its own paths (modules, HMR) and passes everything else on
  app.use((request, response, next) => {
    const url = request.url ?? "";
    if (url.startsWith("/api/") || url.startsWith("/uploads/")) return next();
    vite.middlewares(request, response, next);
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Development server at http://localhost:${config.port} (database: ${config.database.kind})\n`);
} catch (error) {
  exitWithStartupError(error, port);
}
