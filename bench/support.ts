import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// starts the built site on a free port with a fresh database, as `npm start` would

export const root = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// logFd: the server writes its output to this file instead of a pipe read here (output() is then
// empty)
// the first Super Admin of the site startSite starts
export const BENCH_ADMIN_PASSWORD = "bench-admin-password";

// a token of that Super Admin's
export async function benchAdminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login_name: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

// a process's resident memory (VmRSS), MB
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

export async function startSite(
  env: Record<string, string> = {},
  // root: the checkout to start (another release's, tests/upgrade)
  options: { logFd?: number; root?: string } = {},
): Promise<{ url: string; pid: number; output: () => string; stop: () => Promise<void> }> {
  const cwd = options.root ?? root;
  if (!existsSync(path.join(cwd, "build", "server", "index.js"))) {
    throw new Error("No build found: run `npm run build` first.");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  // as `npm start` runs it (scripts/start.ts sets the server's memory settings), build present
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.ts"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: url,
      SEED_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      // the benches' Super Admin signs in with a password alone
      SEED_TWO_FACTOR_RULE: "none",
      LOG_LEVEL: "warn",
      SKIP_BUILD: "1",
      ...env,
    },
    stdio: ["ignore", options.logFd ?? "pipe", options.logFd ?? "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const giveUp = (message: string) => {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    return new Error(message);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw giveUp(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw giveUp(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    // the server's own process (node), e.g. to read its memory from /proc
    pid: child.pid as number,
    // what the server has printed so far (its log)
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// where nginx run by a bench keeps its pid, log and temporary files: all under `prefix`, so that
// it needs no system folder and leaves nothing behind
export function nginxPaths(prefix: string): { main: string; http: string } {
  return {
    main: `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;`,
    http: [
      ["client_body", "body"],
      ["proxy", "proxy"],
      ["fastcgi", "fastcgi"],
      ["uwsgi", "uwsgi"],
      ["scgi", "scgi"],
    ]
      .map(([kind, folder]) => `${kind}_temp_path ${prefix}/temp/${folder};`)
      .join("\n  "),
  };
}
