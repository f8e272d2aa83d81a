import { createHash, randomBytes } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, rm, stat, utimes } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";

// The spool (issue 34): where a request's files wait while it is read — the files of a request
// for a quote (services/quote-files.ts) — in a folder the app owns, $DATA_DIR/spool (0700, each
// file 0600), never the system's temporary folder, so that retention, erasure and backups have
// nothing to miss and the disk cannot fill with customers' drawings.
//
// Each running process has a folder of its own in it, named <machine>-<pid>-<random>, and each
// request a folder inside that one. <machine> is a short hash of what makes a pid meaningful: the
// host's name, the pid namespace (a container has its own) and the boot. A request's folder is
// removed when the request ends, however it ends (services/quote-files.ts and the contact route);
// the process's folder is removed when the app closes (a graceful stop closes it after the
// requests in flight); what a killed process left is removed by the sweep:
//
// - a folder of this machine (same host, pid namespace and boot) whose process is not running, or
//   runs under this process's own pid, is a crash's leftover: removed at once;
// - any other folder (another host or container sharing DATA_DIR, where this process cannot see
//   the pid) is removed once nobody has touched it for SPOOL_STALE_MS: each live process touches
//   its own folder every SPOOL_HEARTBEAT_MS however long its requests take, so a live folder is
//   never that old (a bound on the longest request would not do: a request that has its body
//   may still wait on the database, and REQUEST_TIMEOUT_SECONDS may be an hour);
// - `quote-*` folders of releases before this one, in the system's temporary folder, once older
//   than SPOOL_LEGACY_MS (a request of theirs lasted REQUEST_TIMEOUT_SECONDS, at most an hour,
//   plus the time to store it; they had no heartbeat).
//
// The sweep runs when the app starts and with every heartbeat. Two instances on one machine (or
// one DATA_DIR) thus never remove each other's live files, and nothing a crash leaves outlives
// the next start on that machine, or SPOOL_STALE_MS beside an instance still running.

export const SPOOL_HEARTBEAT_MS = 30_000;
export const SPOOL_STALE_MS = 4 * SPOOL_HEARTBEAT_MS;
export const SPOOL_LEGACY_MS = 2 * 3600_000;
const NAME = /^([0-9a-f]{8})-(\d+)-([0-9a-f]{12})$/;
const LEGACY = /^quote-[A-Za-z0-9]{6}$/;

// this machine as a pid means something on it: host name, pid namespace, boot (Linux; elsewhere
// the host name alone)
const readOr = (read: () => string) => {
  try {
    return read();
  } catch {
    return "";
  }
};
const thisMachine = createHash("sha256")
  .update(hostname())
  .update(readOr(() => readlinkSync("/proc/self/ns/pid")))
  .update(readOr(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8")))
  .digest("hex")
  .slice(0, 8);

// is a process of this machine running under that pid? (EPERM: running, another user's)
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function age(folder: string): Promise<number> {
  try {
    return Date.now() - (await stat(folder)).mtimeMs;
  } catch {
    return 0;
  }
}

// the folders of this process's spools still open (tests run several apps in one process)
const living = new Set<string>();

// a removal that a file appearing meanwhile (a write still closing) does not stop
const remove = (folder: string) => rm(folder, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
// the same in a sweep: whether it went (a folder that cannot be removed now is tried next time)
const removed = (folder: string) =>
  remove(folder).then(
    () => 1,
    () => 0,
  );

export class Spool {
  readonly root: string;
  readonly own: string;
  #timer: NodeJS.Timeout | null = null;
  #ready: Promise<void> | null = null;
  #closed = false;
  readonly #options: { staleMs: number; heartbeatMs: number; legacyDir: string | null; legacyMs: number };

  constructor(
    root: string,
    options: { staleMs?: number; heartbeatMs?: number; legacyDir?: string | null; legacyMs?: number } = {},
  ) {
    this.root = root;
    this.own = path.join(root, `${thisMachine}-${process.pid}-${randomBytes(6).toString("hex")}`);
    this.#options = {
      staleMs: options.staleMs ?? SPOOL_STALE_MS,
      heartbeatMs: options.heartbeatMs ?? SPOOL_HEARTBEAT_MS,
      legacyDir: options.legacyDir === undefined ? tmpdir() : options.legacyDir,
      legacyMs: options.legacyMs ?? SPOOL_LEGACY_MS,
    };
  }

  // the spool and this process's folder made (0700), what crashes left swept, the heartbeat on.
  // A failure (a full or read-only disk) is tried again by the next request that needs a folder
  start(): Promise<void> {
    this.#ready ??= (async () => {
      await mkdir(this.root, { recursive: true, mode: 0o700 });
      await chmod(this.root, 0o700);
      await this.sweep();
      living.add(this.own);
      await mkdir(this.own, { recursive: true, mode: 0o700 });
      this.#timer = setInterval(() => void this.#beat(), this.#options.heartbeatMs);
      this.#timer.unref();
    })();
    const ready = this.#ready;
    ready.catch(() => {
      if (this.#ready === ready && this.#timer === null) this.#ready = null;
    });
    return ready;
  }

  async #beat(): Promise<void> {
    if (this.#closed) return;
    const now = new Date();
    await utimes(this.own, now, now).catch(() => {});
    await this.sweep().catch(() => {});
  }

  // a new folder (0700) for one request's files; its files are to be created 0600
  async folder(): Promise<string> {
    const closed = () => new Error("the spool is closed: the server is stopping");
    if (this.#closed) throw closed();
    await this.start();
    if (this.#closed) throw closed();
    try {
      return await mkdtemp(path.join(this.own, "r-"));
    } catch (error) {
      // this process's folder removed from outside (by hand): made again
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || this.#closed) throw error;
      await mkdir(this.own, { recursive: true, mode: 0o700 });
      return mkdtemp(path.join(this.own, "r-"));
    }
  }

  // removes what no running process owns; answers how many folders it removed
  async sweep(): Promise<number> {
    let count = 0;
    for (const entry of await readdir(this.root).catch(() => [] as string[])) {
      const folder = path.join(this.root, entry);
      if (living.has(folder)) continue;
      const name = NAME.exec(entry);
      const pid = Number(name?.[2]);
      const dead = name !== null && name[1] === thisMachine && (pid === process.pid || !running(pid));
      if (dead || (await age(folder)) > this.#options.staleMs) count += await removed(folder);
    }
    const legacy = this.#options.legacyDir;
    if (legacy) {
      for (const entry of await readdir(legacy).catch(() => [] as string[])) {
        if (!LEGACY.test(entry)) continue;
        const folder = path.join(legacy, entry);
        if ((await age(folder)) > this.#options.legacyMs) count += await removed(folder);
      }
    }
    return count;
  }

  // the heartbeat off and this process's folder removed, with every file still in it
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#ready?.catch(() => {});
    await remove(this.own);
    living.delete(this.own);
  }
}
