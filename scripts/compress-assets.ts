import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// after the build: a .br and a .gz beside every text asset, compressed once at the highest level,
// so the server sends them without compressing on every request

const root = path.resolve(import.meta.dirname, "..", "build", "client");
const compressible = /\.(js|css|svg|json|txt|xml|html|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

let count = 0;
let before = 0;
let after = 0;
for (const file of walk(root)) {
  if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
  before += bytes.length;
  after += brotli.length;
}
console.log(
  `compressed ${count} assets: ${Math.round(before / 1024)} KiB -> ${Math.round(after / 1024)} KiB with brotli`,
);
