import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// the password checker (zxcvbn-ts and its 1.6 MB of dictionaries, contract/password-strength.ts)
// is admin-only code: in the built site it is one chunk of its own, and no public route's module
// or the modules it loads (statically, or with import()) refer to it

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
});
