import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

// starts the built site the way `npm start` does, on a free port with a fresh data folder and
// SQLite database, once per Vitest process that runs the "e2e" project: each end-to-end lane of
// `npm test` (scripts/run-tests.ts) has a server of its own, which the tests find through
// inject("baseURL") (and its login, password and data folder, below)

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    adminLogin: string;
    adminPassword: string;
    // the server's data folder (its SQLite database), for tests that must change what no API
    // changes (a session's last request, to see the idle timeout)
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
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

// npm test starts two of these servers at once (one per end-to-end lane) beside the API lanes and
// the type check: on a busy two-core machine a start with its seed has taken over 60 s
const HEALTH_WAIT_MS = 180_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${HEALTH_WAIT_MS / 1000} s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    throw new Error("No build found: run `npm run build` before the end-to-end tests (npm test does this).");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  const port = await freePort();
  const adminPassword = "e2e-admin-password-1";
  let output = "";
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SEED_ADMIN_LOGIN: "admin",
      // the e2e tests' Super Admin signs in with a password alone (two-factor sign-in has tests of its own)
      SEED_TWO_FACTOR_RULE: "none",
      SEED_ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: "warn",
      CONTACT_RATE_LIMIT_MAX: "1000",
      LOGIN_RATE_LIMIT_MAX: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => output);

  project.provide("baseURL", baseURL);
  project.provide("adminLogin", "admin");
  project.provide("adminPassword", adminPassword);
  project.provide("dataDir", dataDir);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      else child.once("exit", resolve);
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
