import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Heap snapshots of the site's process for `npm run bench:serve -- --heap-snapshots` (issue 37,
// point 4: "find what grew"). The server is started with --heapsnapshot-signal=SIGUSR2 and
// --diagnostic-dir=<folder>; each SIGUSR2 writes a snapshot there (V8's own format, readable in
// Chrome's DevTools, Memory tab). The bench takes one when the site is idle and one after the load,
// then prints what grew between them, summed by constructor (objects) or kind (strings, code…).

// the snapshot the signal wrote, once the file stops growing
export async function takeSnapshot(pid: number, folder: string): Promise<string> {
  const before = new Set(readdirSync(folder));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 120_000;
  let file: string | undefined;
  let size = -1;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    file ??= readdirSync(folder).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (!file) continue;
    const now = statSync(path.join(folder, file)).size;
    // V8 writes the file in one go: two readings a half-second apart with the same size, and the
    // JSON's last bracket, mean it is done
    if (now > 0 && now === size && readFileSync(path.join(folder, file)).subarray(-2).includes(0x7d)) {
      return path.join(folder, file);
    }
    size = now;
  }
  throw new Error(`no heap snapshot from pid ${pid} in ${folder} within 120 s`);
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

// self sizes summed by what a node is: an object's constructor, or the kind of a string, code…
export function summarize(file: string): Map<string, { count: number; bytes: number }> {
  const data = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const groups = new Map<string, { count: number; bytes: number }>();
  for (let index = 0; index < data.nodes.length; index += width) {
    const type = types[data.nodes[index + typeAt] as number] ?? "?";
    const name = data.strings[data.nodes[index + nameAt] as number] ?? "?";
    const key = type === "object" || type === "native" ? name : `(${type})`;
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += data.nodes[index + sizeAt] as number;
    groups.set(key, group);
  }
  return groups;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

// the lines the bench prints: the totals, the largest groups after the load, what grew most
export function compareSnapshots(beforeFile: string, afterFile: string, top = 12): string[] {
  const before = summarize(beforeFile);
  const after = summarize(afterFile);
  const total = (groups: Map<string, { bytes: number }>) => [...groups.values()].reduce((sum, g) => sum + g.bytes, 0);
  const lines = [
    `Heap snapshots (V8, self sizes): idle ${kb(total(before))}, after the load ${kb(total(after))} (${beforeFile}, ${afterFile}).`,
    `  Largest after the load:`,
  ];
  const largest = [...after].sort(([, a], [, b]) => b.bytes - a.bytes).slice(0, top);
  for (const [name, group] of largest) {
    lines.push(`    ${kb(group.bytes).padStart(9)}  ${String(group.count).padStart(8)}  ${name.slice(0, 80)}`);
  }
  lines.push("  Grown most:");
  const grown = [...after]
    .map(([name, group]) => {
      const was = before.get(name) ?? { count: 0, bytes: 0 };
      return { name, bytes: group.bytes - was.bytes, count: group.count - was.count };
    })
    .filter((group) => group.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
  for (const group of grown) {
    lines.push(`    +${kb(group.bytes).padStart(8)}  ${`+${group.count}`.padStart(8)}  ${group.name.slice(0, 80)}`);
  }
  if (grown.length === 0) lines.push("    nothing");
  return lines;
}
