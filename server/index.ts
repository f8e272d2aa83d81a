// first: may restart this process with the memory settings before anything else loads
import "./memory-settings.ts";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { exitWithStartupError, prepare } from "./start-up.ts";

// production server: the built app from build/, migrations and seed on start-up
async function main() {
  let port: number | undefined;
  try {
    const { config, db, storage } = await prepare({ seed: true });
    port = config.port;
    const buildDir = path.resolve("build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const app = await buildApp({
      config,
      db,
      storage,
      pages: { getBuild: async () => build, mode: "production", clientDir: path.join(buildDir, "client") },
      logger: { level: config.logLevel },
    });
    const close = async () => {
      await app.close();
      await db.destroy();
      process.exit(0);
    };
    process.once("SIGINT", close);
    process.once("SIGTERM", close);
    await app.listen({ port: config.port, host: config.host });
    console.log(`\n  Site ready at http://localhost:${config.port} (database: ${config.database.kind})\n`);
  } catch (error) {
    exitWithStartupError(error, port);
  }
}

await main();
