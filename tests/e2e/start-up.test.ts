import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";

// the server process as a person starts it: a bad setting stops it with one clear line

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "site-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, SEED_ADMIN_PASSWORD: "startup-test-pass", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not stop by itself:\n${stdout}\n${stderr}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe("start-up with a bad setting", () => {
  it.each([
    ["an unparsable DATABASE_URL", "::not a url::", /^Configuration error: DATABASE_URL: is not a valid URL/],
    [
      "a DATABASE_URL of another database",
      "mysql://root@127.0.0.1/app",
      /^Configuration error: DATABASE_URL: uses "mysql:"/,
    ],
    [
      "a PostgreSQL server that does not answer",
      "postgres://postgres@127.0.0.1:1/test",
      /^Configuration error: DATABASE_URL: cannot connect to postgres:\/\/postgres@127\.0\.0\.1:1\/test/,
    ],
  ])("stops on %s with one line naming DATABASE_URL", async (_label, url, pattern) => {
    const result = await runServer({ DATABASE_URL: url, PORT: "3999" });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
  });

  it("stops with one line naming PORT when the port is taken", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const address = blocker.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const result = await runServer({ PORT: String(port), HOST: "127.0.0.1" });
      expect(result.code).not.toBe(0);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toBe(
        `PORT: port ${port} is already in use; stop the program using it or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });

  it("stops with one line naming PORT when it is not a number", async () => {
    const result = await runServer({ PORT: "eighty" });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      'Configuration error: PORT: must be a whole number between 1 and 65535 (got "eighty")',
    );
  });
});

describe("npm run db:backup", () => {
  it("writes a consistent copy of the SQLite database under $DATA_DIR/backups", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-backup-"));
    try {
      const run = (script: string) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [script], {
            cwd: root,
            env: { ...process.env, DATA_DIR: dir, SEED_ADMIN_PASSWORD: "backup-test-pass", DATABASE_URL: "" },
            stdio: "ignore",
          });
          child.on("exit", resolve);
        });
      expect(await run("server/cli/seed.ts")).toBe(0);
      expect(await run("server/cli/backup.ts")).toBe(0);
      const files = readdirSync(path.join(dir, "backups"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^app-\d{8}-\d{6}\.db$/);
      const copy = new DatabaseSync(path.join(dir, "backups", files[0] as string), { readOnly: true });
      const row = copy.prepare("select count(*) as count from projects").get() as { count: number };
      copy.close();
      expect(row.count).toBe(8);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
