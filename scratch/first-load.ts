import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
const assets = path.resolve("build/client/assets");
const scripts = readdirSync(assets).filter((n) => n.endsWith(".js"));
const mf = scripts.find((n) => n.startsWith("manifest-")) as string;
const manifest = JSON.parse(readFileSync(path.join(assets, mf), "utf8").replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
const entry = manifest.entry;
const routes = manifest.routes;
const files = (ids: string[]) => {
  const set = new Set<string>([entry.module, ...(entry.imports ?? [])]);
  for (const id of ids) { const r = routes[id]; set.add(r.module); for (const i of r.imports ?? []) set.add(i); }
  return [...set];
};
for (const page of ["routes/home", "routes/contact", "routes/about", "routes/news-item", "admin/routes/dashboard", "routes/admin/dashboard"]) {
  if (!routes[page]) continue;
  const list = files(["root", "routes/language-root", page].filter((id) => routes[id]));
  let raw = 0, br = 0;
  for (const f of list) { const b = readFileSync(path.join("build/client", f)); raw += b.length; br += brotliCompressSync(b).length; }
  console.log(page.padEnd(26), String(list.length).padStart(2), "files", (raw / 1000).toFixed(1), "kB raw", (br / 1000).toFixed(1), "kB br", list.map((f) => path.basename(f).replace(/-[\w-]{8}\.js$/, "")).join(" "));
}
