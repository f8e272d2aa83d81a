import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./free-port.ts";

// a Redis of a test's own, on a free port and without persistence, that the test may kill and
// start again (the machine's shared Redis at 6379 is for tests that leave it running)

export interface PrivateRedis {
  url: string;
  port: number;
  // starts it (again, on the same port)
  start(): Promise<void>;
  // SIGKILL: gone at once, as a crashed server or a lost machine
  kill(): Promise<void>;
  // SIGSTOP and SIGCONT: a server that holds its connections but answers nothing
  pause(): void;
  resume(): void;
}

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const started = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        let output = "";
        const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
        started.stdout?.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("Ready to accept connections")) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`redis-server exited with ${code}: ${output}`));
        });
      });
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGCONT");
      running.kill("SIGKILL");
      await exited;
    },
    pause() {
      child?.kill("SIGSTOP");
    },
    resume() {
      child?.kill("SIGCONT");
    },
  };
  await redis.start();
  return redis;
}
