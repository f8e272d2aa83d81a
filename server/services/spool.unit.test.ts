import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SPOOL_LEGACY_MS, SPOOL_STALE_MS, Spool } from "./spool.ts";

// the spool's sweep (issue 34): what a dead process of this machine left goes at once, another
// machine's folder only once nobody has touched it for SPOOL_STALE_MS, a live process's never

let base: string;
let root: string;
let legacy: string;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "spool-unit-"));
  root = path.join(base, "data", "spool");
  legacy = path.join(base, "tmp");
  mkdirSync(legacy);
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

// a folder of the spool with a file in it, last touched `ago` ms ago
function folder(name: string, ago = 0, where = root): string {
  const full = path.join(where, name);
  mkdirSync(path.join(full, "r-abc"), { recursive: true });
  writeFileSync(path.join(full, "r-abc", "0"), "%PDF-1.7");
  const then = new Date(Date.now() - ago);
  utimesSync(full, then, then);
  return full;
}

const machineOf = (spool: Spool) => path.basename(spool.own).split("-")[0] ?? "";
const mode = (file: string) => statSync(file).mode & 0o777;

describe("the spool", () => {
  it("is made 0700 with a folder 0700 of the process's own, removed when it closes", async () => {
    const spool = new Spool(root, { legacyDir: legacy });
    await spool.start();
    expect(mode(root)).toBe(0o700);
    expect(mode(spool.own)).toBe(0o700);
    const request = await spool.folder();
    expect(path.dirname(request)).toBe(spool.own);
    expect(mode(request)).toBe(0o700);
    await spool.close();
    expect(readdirSync(root)).toEqual([]);
    await expect(spool.folder()).rejects.toThrow(/closed/);
  });

  it("at start removes what dead processes of this machine left, keeps a live one's and another machine's recent folder", async () => {
    const probe = new Spool(root, { legacyDir: legacy });
    const machine = machineOf(probe);
    mkdirSync(root, { recursive: true });
    // a process that ran and ended: its pid is free now
    const ended = spawn(process.execPath, ["-e", ""]);
    const deadPid = await new Promise<number>((resolve) => ended.on("exit", () => resolve(ended.pid ?? 0)));
    const dead = folder(`${machine}-${deadPid}-aaaaaaaaaaaa`);
    // this process's pid under another name: an earlier life of it (a container restarted as pid 1)
    const earlier = folder(`${machine}-${process.pid}-bbbbbbbbbbbb`);
    // a live process of this machine (the parent of this test's process)
    const live = folder(`${machine}-${process.ppid}-cccccccccccc`);
    // another machine or container sharing the folder: recent, and untouched for longer than allowed
    const elsewhere = folder("0badc0de-1-dddddddddddd", 10_000);
    const abandoned = folder("0badc0de-2-eeeeeeeeeeee", SPOOL_STALE_MS + 60_000);
    const spool = new Spool(root, { legacyDir: legacy });
    await spool.start();
    const left = readdirSync(root).map((name) => path.join(root, name));
    expect(left.sort()).toEqual([live, elsewhere, spool.own].sort());
    expect([dead, earlier, abandoned].filter((file) => existsSync(file))).toEqual([]);
    await spool.close();
  });

  it("two instances on one spool keep each other's folders while they live (each touches its own), and each removes only its own when it closes", async () => {
    const a = new Spool(root, { legacyDir: legacy, heartbeatMs: 50, staleMs: 400 });
    const b = new Spool(root, { legacyDir: legacy, heartbeatMs: 50, staleMs: 400 });
    await a.start();
    await b.start();
    // older than staleMs, but each touches its own folder every 50 ms
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await a.sweep()).toBe(0);
    expect(readdirSync(root).sort()).toEqual([path.basename(a.own), path.basename(b.own)].sort());
    await b.close();
    expect(readdirSync(root)).toEqual([path.basename(a.own)]);
    await a.close();
  });

  it("removes the quote-* folders of older releases in the system's temporary folder once older than 2 hours", async () => {
    const old = folder("quote-Ab12Cd", SPOOL_LEGACY_MS + 60_000, legacy);
    const recent = folder("quote-Xy34Zw", 60_000, legacy);
    const other = folder("quote-not-ours-at-all", SPOOL_LEGACY_MS + 60_000, legacy);
    const spool = new Spool(root, { legacyDir: legacy });
    await spool.start();
    expect([existsSync(old), existsSync(recent), existsSync(other)]).toEqual([false, true, true]);
    await spool.close();
  });
});
