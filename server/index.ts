// first: may restart this process with the memory settings before anything else loads
import "./memory-settings.ts";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { resilientLog } from "./lib/log-destination.ts";
import { exitWithStartupError, prepare } from "./start-up.ts";

// production server: the built app from build/, migrations and seed on start-up
async function main() {
  let port: number | undefined;
  try {
    const { config, db, storage } = await prepare({ seed: true, serving: true });
    port = config.port;
    const buildDir = path.resolve("build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const app = await buildApp({
      config,
      db,
      storage,
      pages: { getBuild: async () => build, mode: "production", clientDir: path.join(buildDir, "client") },
      // a log that cannot be written (a full disk) does not stop the server
      logger: { level: config.logLevel, stream: resilientLog() },
    });
    // a graceful stop (services/lifecycle.ts): the requests in flight are answered, for up to
    // SHUTDOWN_GRACE_SECONDS; a second signal stops at once
    const stop = async (signal: NodeJS.Signals) => {
      process.once(signal, () => process.exit(1));
      app.log.info({ signal }, "stopping: answering the requests in flight");
      const { cut } = await app.lifecycle.stop(app.server, config.shutdownGraceMs);
      if (cut > 0) app.log.warn({ connections: cut }, "grace period over: connections still open were closed");
      await app.close();
      await db.destroy();
      process.exit(0);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    await app.listen({ port: config.port, host: config.host });
    console.log(`\n  Site ready at http://localhost:${config.port} (database: ${config.database.kind})\n`);
  } catch (error) {
    exitWithStartupError(error, port);
  }
}

await main();
