import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// the server process stopped as an orchestrator stops it (SIGTERM) while requests are on their
// way: every request already on a connection is answered, nothing is reset, and it exits 0

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "site-stop-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Exchange {
  socket: Socket;
  // everything the server sent until it closed the connection
  received: Promise<{ text: string; error: Error | null; closedAt: number }>;
}

// a raw connection, so the test decides when each byte of a request leaves
function open(port: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let error: Error | null = null;
    const received = new Promise<{ text: string; error: Error | null; closedAt: number }>((done) => {
      socket.on("data", (chunk) => {
        text += chunk.toString("latin1");
      });
      socket.on("error", (err) => {
        error = err;
      });
      socket.on("close", () => done({ text, error, closedAt: Date.now() }));
    });
    socket.once("connect", () => resolve({ socket, received }));
    socket.once("error", reject);
  });
}

function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}

function headerOf(text: string, name: string): string | undefined {
  const head = text.split("\r\n\r\n")[0] ?? "";
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
}

function startServer(
  port: number,
): Promise<{ child: ChildProcess; exited: Promise<number | null>; log: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        SEED_ADMIN_PASSWORD: "graceful-stop-pass",
        SEED_TWO_FACTOR_RULE: "none",
        SHUTDOWN_GRACE_SECONDS: "5",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Site ready")) {
        clearTimeout(timer);
        resolve({ child, exited, log: () => output });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", () => reject(new Error(`the server stopped:\n${output}`)));
  });
}

const request = (method: string, target: string, extra = "") =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;

describe("a stop with SIGTERM", () => {
  it("answers every request already on a connection, closes idle ones, and exits 0 in the grace period", async () => {
    const port = await freePort();
    const server = await startServer(port);

    // an idle keep-alive connection that has had its answer
    const idle = await open(port);
    idle.socket.write(request("GET", "/api/health"));
    await new Promise<void>((resolve) => {
      idle.socket.once("data", () => resolve());
    });

    // a message whose body is still on its way, and a request whose headers are not complete
    const body = JSON.stringify({
      name: "Nguyễn Văn Dừng",
      email: "dung@example.com",
      consent: true,
      message: "Xin báo giá bảo trì trạm biến áp 1000 kVA trong tháng tới.",
      website: "",
    });
    const length = Buffer.byteLength(body);
    const slowPost = await open(port);
    slowPost.socket.write(
      request("POST", "/api/contact", `Content-Type: application/json\r\nContent-Length: ${length}\r\n`) +
        body.slice(0, 20),
    );
    const slowHealth = await open(port);
    slowHealth.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");

    // a connection opened ahead of need that never sends anything
    const preconnect = await open(port);

    // a burst: pages (cached and not), the API, on fresh keep-alive connections
    const targets = ["/", "/en", "/about", "/en/projects", "/api/projects", "/contact", "/sitemap.xml", "/khong-co"];
    const burst = await Promise.all(Array.from({ length: 24 }, () => open(port)));
    // each request handed to the system before the stop (a busy test process may otherwise still
    // hold them: "already on a connection" is what has left the client)
    await Promise.all(
      burst.map(
        (exchange, index) =>
          new Promise<void>((resolve) =>
            exchange.socket.write(request("GET", targets[index % targets.length] ?? "/"), () => resolve()),
          ),
      ),
    );
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");

    // the idle connection is closed at once (well before the one second of silence that closes the
    // preconnected one below, which a busy machine's scheduling can stretch), without a reset
    const idleEnd = await idle.received;
    expect(idleEnd.error).toBeNull();
    expect(idleEnd.closedAt - stoppedAt).toBeLessThan(2000);

    // no new connections
    await expect(open(port)).rejects.toThrow(/ECONNREFUSED/);

    // the rest of what was on its way arrives, and is answered
    await new Promise((resolve) => setTimeout(resolve, 300));
    slowPost.socket.end(body.slice(20));
    slowHealth.socket.write("\r\n");

    const post = await slowPost.received;
    expect(post.error).toBeNull();
    expect(statusOf(post.text)).toBe(201);
    expect(headerOf(post.text, "connection")).toBe("close");

    const health = await slowHealth.received;
    expect(health.error).toBeNull();
    expect(statusOf(health.text)).toBe(503);
    expect(health.text).toContain('"status":"shutting down"');

    for (const [index, exchange] of burst.entries()) {
      const answer = await exchange.received;
      expect(answer.error, `request ${index}`).toBeNull();
      const target = targets[index % targets.length];
      expect(statusOf(answer.text), `${target}`).toBe(target === "/khong-co" ? 404 : 200);
    }

    // closed after a second of silence, not at the end of the grace period (5 s)
    const unused = await preconnect.received;
    expect(unused.error).toBeNull();
    expect(unused.closedAt - stoppedAt).toBeLessThan(3500);

    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(server.log()).not.toMatch(/error/i);
  });
});
