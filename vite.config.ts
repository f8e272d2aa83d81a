import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { inlineScript } from "./scripts/inline-script-plugin.ts";
import { islands } from "./scripts/islands-plugin.ts";

// a few well-cut chunks instead of dozens of tiny ones, and nothing a page does not show: a phone
// on 4G pays for every byte before the first paint and for every request (about 1 kB of
// response headers each). A public page loads react, the site's frame ("site") and its own
// route module, which carries whatever only that page uses (decision 007); the pages other than
// the home page also load what they share ("pages").
// Groups claim modules in order, so the public site's shared code is claimed before the back
// office's, which would otherwise pull it (and make every public page load admin code).
const path = (id: string) => id.replaceAll("\\", "/");
// the back office's modules are those in app/admin/ (Biome refuses a public module that imports one)
const isAdminFile = (file: string) => file.includes("/app/admin/");

// lucide icons: those on two or more public modules, or on a public page and in the back office,
// belong to the frame; an icon of one public module stays in that page's chunk; the back
// office's own icons go with its code. Worked out from the imports, so a new icon needs nothing here.
function lucideIconFiles(): { frame: Set<string>; admin: Set<string>; all: Set<string> } {
  const lucide = join(import.meta.dirname, "node_modules/lucide-react/dist/esm");
  const fileOf = new Map<string, string>();
  for (const match of readFileSync(join(lucide, "lucide-react.mjs"), "utf8").matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const name of (match[1] ?? "").matchAll(/as (\w+)/g)) fileOf.set(name[1] ?? "", match[2] ?? "");
  }
  const users = new Map<string, { public: number; admin: number }>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  for (const file of walk(join(import.meta.dirname, "app"))) {
    if (file.includes(".test.")) continue;
    const names = /import \{([^}]*)\} from "lucide-react"/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
    for (const raw of names.split(",")) {
      const icon = fileOf.get(raw.trim());
      if (!icon) continue;
      const count = users.get(icon) ?? { public: 0, admin: 0 };
      count[isAdminFile(path(file)) ? "admin" : "public"]++;
      users.set(icon, count);
    }
  }
  const frame = new Set([...users].filter(([, n]) => n.public >= 2 || (n.public >= 1 && n.admin >= 1)).map(([f]) => f));
  const admin = new Set([...users].filter(([, n]) => n.public === 0).map(([f]) => f));
  return { frame, admin, all: new Set(users.keys()) };
}
const icons = lucideIconFiles();
const lucideIcon = (id: string) => /\/node_modules\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/.exec(path(id))?.[1];
const lucideCore = (id: string) => /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/.test(path(id));

// lucide's icons as one SVG sprite: each icon module keeps only its name, app/lib/lucide-lite.ts
// draws <svg><use href="sprite#name"/></svg>, and the shapes come once, cached for good, in a
// file that is no script (decision 007). The sprite holds every icon the app imports (found by
// the scan above, so a new icon needs nothing here); its name carries a hash of its content.
const lucideDir = join(import.meta.dirname, "node_modules/lucide-react/dist/esm/icons");
const spriteIcons = [...icons.all].sort();
const symbols = await Promise.all(
  spriteIcons.map(async (icon) => {
    const module = (await import(pathToFileURL(join(lucideDir, `${icon}.mjs`)).href)) as {
      __iconData: { node: [string, Record<string, string>][] };
    };
    const shapes = module.__iconData.node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => ` ${name}="${value}"`)
          .join("");
        return `<${tag}${attrs}/>`;
      })
      .join("");
    return `<symbol id="${icon}" viewBox="0 0 24 24">${shapes}</symbol>`;
  }),
);
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
const spriteFile = `assets/icons-${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}.svg`;

// an icon's module as a light one that names its symbol in the sprite
function spriteIcon(code: string, id: string): { code: string; map: null } | null {
  const icon = lucideIcon(id);
  if (!icon || !code.includes("createLucideIcon")) return null;
  // an icon the scan did not find (imported outside app/) stays lucide's own: drawn
  // right, only heavier
  if (!spriteIcons.includes(icon)) return null;
  const factory = JSON.stringify(join(import.meta.dirname, "app/lib/lucide-lite.ts"));
  const name = JSON.stringify(icon);
  return {
    code: `import createLucideIcon from ${factory};\nexport const __iconData = { name: ${name} };\nexport default createLucideIcon(${name});\n`,
    map: null,
  };
}

const lucideSprite: Plugin = {
  name: "lucide-sprite",
  enforce: "pre",
  config: () => ({
    define: { "import.meta.env.ICON_SPRITE": JSON.stringify(`/${spriteFile}`) },
    // the server renders the same light icons as the browser
    ssr: { noExternal: ["lucide-react"] },
    // and so does the dev server's browser side, whose lucide-react is pre-bundled (an island
    // hydrating lucide's own icons over the server's light ones would not match)
    optimizeDeps: {
      rolldownOptions: {
        plugins: [{ name: "lucide-sprite-deps", transform: (code: string, id: string) => spriteIcon(code, id) }],
      },
    },
  }),
  transform: (code, id) => spriteIcon(code, id),
  configureServer(server) {
    server.middlewares.use(`/${spriteFile}`, (_request, response) => {
      response.setHeader("Content-Type", "image/svg+xml");
      response.end(sprite);
    });
  },
  generateBundle() {
    if (this.environment.name === "client") this.emitFile({ type: "asset", fileName: spriteFile, source: sprite });
  },
};

// sonner (the back office's toasts) writes its stylesheet into a <style> element at run time,
// which the strict style policy (style-src 'self', no 'unsafe-inline'; decision 020) refuses: the
// call is taken out at build time and the admin's client root imports the same stylesheet as a
// file (sonner/dist/styles.css). The dev server keeps 'unsafe-inline' and the call.
const sonnerStylesheetAsFile: Plugin = {
  name: "sonner-stylesheet-as-file",
  apply: "build",
  transform(code, id) {
    if (!/\/node_modules\/sonner\/dist\/index\.mjs$/.test(path(id))) return null;
    if (!code.includes('__insertCSS("')) {
      throw new Error('sonner no longer injects its stylesheet as __insertCSS("…"): see vite.config.ts');
    }
    return { code: code.replace('__insertCSS("', 'void ("'), map: null };
  },
};

// the back office's frame (its components and lib/) is one chunk; each screen stays its route's
// (the endpoint table, contract/endpoints/, is the back office's alone: app/admin/lib/api.ts)
const adminShared = (id: string) =>
  /\/app\/admin\/(components|lib)\//.test(path(id)) ||
  /\/contract\/endpoints\//.test(path(id)) ||
  /\/node_modules\/sonner\//.test(path(id));
// the entry modules (route modules, the client entry) that import a module, statically and through
// other modules: the frame's (root, language root), and how many public pages
type ChunkingContext = { getModuleInfo(id: string): { importers: string[]; isEntry: boolean } | null };
// (one answer per module and build: the server's and the browser's graphs differ)
// (admin: a module of the admin group imports it, directly or through other modules)
type PagesImporting = { frame: boolean; count: number; home: boolean; admin: boolean };
const pagesOfBuild = new WeakMap<ChunkingContext, Map<string, PagesImporting>>();
function publicPagesImporting(id: string, ctx: ChunkingContext): PagesImporting {
  const pagesOf = pagesOfBuild.get(ctx) ?? new Map<string, PagesImporting>();
  pagesOfBuild.set(ctx, pagesOf);
  const known = pagesOf.get(id);
  if (known) return known;
  const entries = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry && current !== id) entries.add(current);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  const pages = [...entries]
    .map(path)
    .filter((entry) => !isAdminFile(entry) && !/entry\.client|^\0virtual:/.test(entry));
  const answer = {
    frame: pages.some((entry) => /\/app\/(root|routes\/language-root)\.tsx/.test(entry)),
    count: pages.length,
    home: pages.some((entry) => /\/app\/routes\/home\.tsx/.test(entry)),
    admin: [...seen].some((module) => module !== id && adminShared(module)),
  };
  pagesOf.set(id, answer);
  return answer;
}

// the island (app/islands/<name>.client.tsx) whose entry imports a module, directly or through
// others: its name (the entry's chunk is "island-<name>"); null for a module no island imports
const islandsOfBuild = new WeakMap<ChunkingContext, Map<string, string | null>>();
function islandImporting(id: string, ctx: ChunkingContext): string | null {
  const islandOf = islandsOfBuild.get(ctx) ?? new Map<string, string | null>();
  islandsOfBuild.set(ctx, islandOf);
  if (islandOf.has(id)) return islandOf.get(id) ?? null;
  // (the entry itself is its own chunk, which imports this one)
  let answer: string | null = null;
  if (/\/app\/islands\//.test(path(id))) return null;
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0 && !answer) {
    const current = queue.pop() as string;
    const island = /\/app\/islands\/([\w-]+)\.client\.tsx$/.exec(path(current))?.[1];
    if (island) answer = island;
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  islandOf.set(id, answer);
  return answer;
}

// a public module that is not one page's alone: two or more public pages import it, or the back
// office's frame imports it too, directly (the dialogs' focus trap) or through other modules (the
// contact form's schemas, through the endpoint table). The admin group takes its modules' imports
// with it, so such a module left in its page's chunk would end in the admin chunk, and the page
// would load the back office's frame (and its form library) for it
function sharedModule(pages: PagesImporting): boolean {
  return pages.count >= 2 || (pages.count === 1 && pages.admin);
}

const chunkGroups = [
  // React and React DOM, then the router apart: an island (the contact form, decision 042) loads
  // the first alone. (A group takes the modules its modules import, unless an earlier group took
  // them: React first, or the router's group would take it)
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    // what an island's entry imports (React aside), one chunk per island: the island loads nothing
    // of the router's, the site frame's or another page's
    debugName: "island",
    name: (id: string, ctx: ChunkingContext) => islandImporting(id, ctx),
  },
  // Vite's helper for a lazy import (the contact form's validation, the back office's editor):
  // a chunk of its own, or it lands in the first group that imports it — once the back office's
  // record screen loaded its editor lazily, that was the admin chunk, and the contact page loaded
  // the back office's frame for it
  { name: "preload", test: /vite\/preload-helper/ },
  // zod alone: the contact form loads it (with the schema) on first use; the back office's forms
  // load it with the form library
  { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
  { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform|@standard-schema)[\\/]/ },
  {
    debugName: "site",
    // the public site's frame, found from the module graph rather than listed: what the root and
    // the public pages' frame (root.tsx, routes/language-root.tsx) import, and what the home page
    // shares with other pages, once for all pages; what one page alone imports stays in its chunk
    name: (id: string, ctx: ChunkingContext) => {
      if (adminShared(id)) return null;
      const icon = lucideIcon(id);
      if (icon) return icons.frame.has(icon) ? "site" : null;
      if (lucideCore(id)) return "site";
      if (!/\/(app|contract)\//.test(path(id)) || /\/node_modules\//.test(path(id))) return null;
      const pages = publicPagesImporting(id, ctx);
      return pages.frame || (pages.home && sharedModule(pages)) ? "site" : null;
    },
  },
  {
    debugName: "pages",
    // what two or more public pages share but the home page does not use (the legal pages' rich
    // text): the home page, the first most visitors see and the one with the tightest budget,
    // does not load it
    name: (id: string, ctx: ChunkingContext) => {
      if (adminShared(id) || !/\/(app|contract)\//.test(path(id)) || /\/node_modules\//.test(path(id))) return null;
      const pages = publicPagesImporting(id, ctx);
      return !pages.frame && !pages.home && sharedModule(pages) ? "pages" : null;
    },
  },
  {
    name: "admin",
    test: (id: string) => adminShared(id) || icons.admin.has(lucideIcon(id) ?? ""),
  },
];

export default defineConfig({
  plugins: [inlineScript, islands(), lucideSprite, sonnerStylesheetAsFile, tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // SOURCEMAP=1 npx react-router build: source maps, to see which modules make a chunk heavy
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
