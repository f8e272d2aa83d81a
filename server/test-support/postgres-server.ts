import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port.ts";

// a PostgreSQL server of a test's own (initdb into a temporary folder, a free port), that the
// test may stop, start again, freeze and thaw — the machine's server at 5432 is left alone.
// PostgreSQL refuses to run as root: as root it runs as the user postgres (setpriv, util-linux).

function binDir(): string {
  for (const candidate of ["/usr/lib/postgresql"]) {
    try {
      const versions = execFileSync("ls", [candidate]).toString().trim().split("\n").sort();
      const newest = versions.at(-1);
      if (newest) return path.join(candidate, newest, "bin");
    } catch {
      // not there
    }
  }
  return "";
}

export interface PrivatePostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  // a fast shutdown (SIGINT; immediate: SIGQUIT): connections are closed, the server is gone
  // until start()
  stop(mode?: "fast" | "immediate"): Promise<void>;
  // SIGSTOP and SIGCONT to every process of the server: connections stay open, nothing answers
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const root = mkdtempSync(path.join(tmpdir(), "site-pg-"));
  const data = path.join(root, "data");
  const asRoot = process.getuid?.() === 0;
  const bin = binDir();
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot
      ? // setpriv execs the program (runuser would stay in between and stop itself when the server is frozen)
        ["setpriv", ["--reuid=postgres", "--regid=postgres", "--init-groups", "--", path.join(bin, name), ...args]]
      : [path.join(bin, name), args];
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(root, uid, gid);
  }
  const [initdb, initArgs] = command("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  execFileSync(initdb, initArgs, { stdio: "ignore" });

  let child: ChildProcess | null = null;
  const postmasterPid = () => Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const processes = () => {
    const main = postmasterPid();
    const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(main)])
      .toString()
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [main, ...children];
  };
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  const server: PrivatePostgres = {
    url,
    port,
    async start() {
      const [postgres, args] = command("postgres", [
        "-D",
        data,
        "-p",
        String(port),
        "-k",
        root,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "fsync=off",
        "-c",
        "full_page_writes=off",
      ]);
      const started = spawn(postgres, args, { stdio: "ignore" });
      child = started;
      const deadline = Date.now() + 20_000;
      for (;;) {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
        try {
          await client.connect();
          await client.query("select 1");
          await client.end();
          return;
        } catch (error) {
          await client.end().catch(() => {});
          if (started.exitCode !== null) throw new Error(`postgres exited with ${started.exitCode}`);
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async stop(mode = "fast") {
      const running = child;
      child = null;
      if (!running) return;
      const pid = postmasterPid();
      process.kill(pid, mode === "fast" ? "SIGINT" : "SIGQUIT");
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        try {
          process.kill(pid, 0);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("postgres did not stop");
    },
    freeze() {
      for (const pid of processes()) process.kill(pid, "SIGSTOP");
    },
    thaw() {
      for (const pid of processes()) process.kill(pid, "SIGCONT");
    },
    async destroy() {
      try {
        server.thaw();
      } catch {
        // not running
      }
      await server.stop("immediate").catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
  return server;
}
