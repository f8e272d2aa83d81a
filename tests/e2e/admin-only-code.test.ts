import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// the password checker (zxcvbn-ts and its 1.6 MB of dictionaries, contract/password-strength.ts)
// is admin-only code: in the built site it is one chunk of its own, and no public route's module
// or the modules it loads (statically, or with import()) refer to it. The public pages' inline
// stylesheet (app/app.css) has none of the classes only the back office uses.

const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
const read = (file: string) => readFileSync(path.join(assets, path.basename(file)), "utf8");

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
}

describe("admin-only code in the built site", () => {
  it("zxcvbn is in the password checker's chunk alone, which no public route loads", () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.filter((name) => /zxcvbn/i.test(read(name)))).toEqual([
      expect.stringMatching(/^password-strength-[\w-]+\.js$/),
    ]);

    const manifestFile = scripts.find((name) => name.startsWith("manifest-")) as string;
    const manifest = JSON.parse(
      read(manifestFile)
        .replace(/^window\.__reactRouterManifest=/, "")
        .replace(/;\s*$/, ""),
    ) as { routes: Record<string, ManifestRoute> };
    const publicRoutes = Object.values(manifest.routes).filter((route) => !route.id.startsWith("admin/"));
    expect(publicRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(["root", "routes/home"]));
    for (const route of publicRoutes) {
      for (const file of [route.module, ...(route.imports ?? [])]) {
        const code = read(file);
        expect(code, `${route.id}: ${file}`).not.toMatch(/zxcvbn|password-strength|users-table/i);
      }
    }
  });

  it("the public pages' stylesheet has none of the classes only the back office's code uses", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    // what app.css leaves out is there (a folder moved once, and its classes came back)
    const excluded = [...readFileSync(path.join(root, "app/app.css"), "utf8").matchAll(/@source not "([^"]+)"/g)].map(
      (match) => path.join(root, "app", match[1] as string),
    );
    expect(excluded.map((folder) => statSync(folder).isDirectory())).toEqual(excluded.map(() => true));
    // the words of the back office's files that no other file of the project has (Tailwind scans them all)
    const words = (file: string) => new Set(readFileSync(path.join(root, file), "utf8").split(/[\s"'`{}<>=,;()]+/));
    const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(tsx?|md|html|css|json)$/.test(file) && !file.endsWith("package-lock.json"));
    // the back office's code (its routes, components, copy and screens)
    const inAdmin = (file: string) => file.startsWith("app/admin/");
    const adminWords = new Set(files.filter(inAdmin).flatMap((file) => [...words(file)]));
    for (const file of files.filter((name) => !inAdmin(name))) for (const word of words(file)) adminWords.delete(word);
    // the class selectors of a stylesheet, unescaped
    const classes = (css: string) =>
      new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] as string).replace(/\\(.)/g, "$1")));
    const adminCss = readdirSync(assets)
      .filter((name) => name.endsWith(".css"))
      .map(read)
      .sort((a, b) => b.length - a.length)[0] as string;
    const adminOnly = [...classes(adminCss)].filter((name) => adminWords.has(name));
    expect(adminOnly.length).toBeGreaterThan(10);
    // the public stylesheet, as the server build holds it
    const server = readFileSync(path.join(root, "build/server/index.js"), "utf8");
    const literal = /"(\/\*! tailwindcss(?:[^"\\]|\\.)*)"/.exec(server)?.[1];
    expect(literal).toBeDefined();
    const publicCss = JSON.parse(`"${literal}"`) as string;
    expect(publicCss).toContain("scroll-padding-bottom");
    const publicClasses = classes(publicCss);
    expect(adminOnly.filter((name) => publicClasses.has(name))).toEqual([]);
  });
});
