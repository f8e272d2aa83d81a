import type { AppOptions } from "./app.ts";
import { buildApp } from "./app.ts";
import { resilientLog } from "./lib/log-destination.ts";
import { exitWithStartupError, prepare } from "./start-up.ts";

// the production server's life (server/index.ts): migrations and seed on start-up, the app on its
// port, and a graceful stop on SIGTERM or SIGINT. `pages`: the built pages, loaded once the
// database is ready; without it the API alone (the tests that kill and restart a real server
// process, server/test-support/api-server.ts, without a build)
export async function serve(pages?: () => Promise<AppOptions["pages"]>): Promise<void> {
  let port: number | undefined;
  try {
    const { config, db, storage } = await prepare({ seed: true, serving: true });
    port = config.port;
    const app = await buildApp({
      config,
      db,
      storage,
      pages: await pages?.(),
      // a log that cannot be written (a full disk) does not stop the server
      logger: { level: config.logLevel, stream: resilientLog() },
    });
    // a graceful stop (services/lifecycle.ts): the requests in flight are answered, for up to
    // SHUTDOWN_GRACE_SECONDS; then the app closes — which removes this process's spool, the
    // files of requests cut at the end of the grace period included (services/spool.ts) — and
    // the database. A second signal stops at once
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
