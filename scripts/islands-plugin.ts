import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// Islands (decision 042): a public page that is HTML and CSS but for one interactive part — the
// contact form — hydrates that part alone with React DOM, without the router or the rest of the
// page's components. Each `app/islands/<name>.client.tsx` is a browser entry of its own: the
// client build emits it as a chunk, and `virtual:islands` tells the server's render
// (app/lib/island.tsx) its file and the chunks it imports, to preload them. The client build runs
// before the server's (React Router builds the browser's assets first), so the server's build
// reads what the client's found; the dev server serves the entry from its source, after React
// Refresh's preamble.

const ISLANDS = path.resolve(import.meta.dirname, "../app/islands");
const SUFFIX = ".client.tsx";
const VIRTUAL = "virtual:islands";
const RESOLVED = `\0${VIRTUAL}`;
// React Router's own preamble module (@react-router/dev: virtualInjectHmrRuntime), which a
// component's Refresh wrapper requires in the dev server
const DEV_PREAMBLE = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

export interface IslandAssets {
  // the entry's URL
  src: string;
  // the chunks it imports, directly or through others, to preload with it
  preload: string[];
  // dev server only: a module to run first
  before?: string;
}

const islandNames = () =>
  readdirSync(ISLANDS)
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .sort();

export function islands(): Plugin {
  let command: "build" | "serve" = "build";
  let base = "/";
  const references = new Map<string, string>();
  // the client build's answer, read by the server build that follows
  let built: Record<string, IslandAssets> | null = null;
  return {
    name: "islands",
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    buildStart() {
      if (this.environment.name !== "client" || command !== "build") return;
      for (const name of islandNames()) {
        references.set(
          name,
          this.emitFile({ type: "chunk", id: path.join(ISLANDS, `${name}${SUFFIX}`), name: `island-${name}` }),
        );
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || command !== "build") return;
      const answer: Record<string, IslandAssets> = {};
      for (const [name, reference] of references) {
        const file = this.getFileName(reference);
        const preload = new Set<string>();
        const walk = (chunkFile: string) => {
          const chunk = bundle[chunkFile];
          if (chunk?.type !== "chunk") return;
          for (const imported of chunk.imports) {
            if (preload.has(imported)) continue;
            preload.add(imported);
            walk(imported);
          }
        };
        walk(file);
        answer[name] = { src: `${base}${file}`, preload: [...preload].map((chunk) => `${base}${chunk}`) };
      }
      built = answer;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (command === "serve") {
        const answer = Object.fromEntries(
          islandNames().map((name) => [
            name,
            { src: `/app/islands/${name}${SUFFIX}`, preload: [], before: DEV_PREAMBLE } satisfies IslandAssets,
          ]),
        );
        return `export default ${JSON.stringify(answer)};`;
      }
      // the browser's bundle never renders an island's script tags (app/lib/island.tsx)
      if (this.environment.name === "client") return "export default {};";
      if (!built)
        throw new Error("islands: the server was built before the browser's assets (see scripts/islands-plugin.ts)");
      return `export default ${JSON.stringify(built)};`;
    },
  };
}
