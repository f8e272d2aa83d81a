// first: may restart this process with the memory settings before anything else loads
import "./memory-settings.ts";
import { flushCompileCache } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { serve } from "./serve.ts";

// production server: the built app from build/, migrations and seed on start-up (server/serve.ts)
await serve(async () => {
  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  return { getBuild: async () => build, mode: "production", clientDir: path.join(buildDir, "client") };
});
// the compiled modules on disk a minute after the start, not only at a clean exit (a server that is
// killed leaves them too), and not while the first requests are answered: the next start reads
// them (server/memory-settings.ts)
setTimeout(() => flushCompileCache(), 60_000).unref();
