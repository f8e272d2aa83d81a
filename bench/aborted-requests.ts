import { connect, type Socket } from "node:net";
import { pathToFileURL } from "node:url";
import { benchAdminToken, residentMb, startSite } from "./support.ts";

// npm run bench:aborted: requests whose client goes away before the answer, against the built site
// started as `npm start` runs it (issue 19, part 6). Contact messages and uploads that promise
// 100 kB and send 2 kB, pages cut after their request line and pages cut once their request is
// sent, then the connection dropped. A warm-up round of the same size first, the server's resident
// memory (VmRSS) after it, the measured round of 5 000, the resident memory again, then a SIGTERM
// with no request in flight and the time to the process's exit. The warm-up is as large as the
// round because the first 5 000 leave V8's heap larger for good (about +15 MB after a warm-up of
// only 500, on the fixed code too; each round of 5 000 after that adds about 1 MB). Before the fix
// each dropped request whose headers had arrived stayed in the server's connections (+22 MB a
// round after the same warm-up) and the SIGTERM waited the whole grace period for them.

export interface AbortedRequests {
  // VmRSS after the warm-up round and after the round of `requests`, MB
  beforeMb: number;
  afterMb: number;
  requests: number;
  roundMs: number;
  // /api/health after the rounds
  healthStatus: number;
  // from the SIGTERM to the process's exit
  exitMs: number;
  // what the server logged
  log: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function opened(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

// the request sent before the connection is dropped, by kind (the index, in turn)
function partial(index: number, token: string): string {
  const unsent = (target: string, type: string, extra = "") =>
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n${extra}\r\n${"x".repeat(2048)}`;
  switch (index % 4) {
    case 0:
      return unsent("/api/contact", "application/json");
    case 1:
      return unsent("/api/upload", "multipart/form-data; boundary=b0und4ry", `Authorization: Bearer ${token}\r\n`);
    case 2:
      return "GET /en/about HTTP/1.1\r\n";
    default:
      return "GET /en/projects HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n";
  }
}

// `count` requests, `batch` connections at a time: each sends its part, and the batch is dropped
// once the server has had a moment to read it
async function abortedRound(port: number, token: string, count: number, batch = 100): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const sockets = await Promise.all(Array.from({ length: size }, () => opened(port)));
    sockets.forEach((socket, index) => {
      socket.on("error", () => {});
      socket.write(partial(start + index, token));
    });
    await sleep(30);
    for (const socket of sockets) socket.destroy();
  }
}

export async function measureAbortedRequests(
  options: { requests?: number; warmup?: number; settleMs?: number } = {},
): Promise<AbortedRequests> {
  const requests = options.requests ?? 5000;
  const settleMs = options.settleMs ?? 3000;
  const site = await startSite({
    SEED_DEMO_CONTENT: "false",
    // the messages wait for their bodies rather than being refused with 429 at once
    CONTACT_RATE_LIMIT_MAX: "10000",
    // longer than the 2 s the stop may take, so a stop that waits for lost connections shows
    SHUTDOWN_GRACE_SECONDS: "10",
  });
  const port = Number(new URL(site.url).port);
  const rss = () => residentMb(site.pid);
  let stopped = false;
  try {
    const token = await benchAdminToken(site.url);

    await abortedRound(port, token, options.warmup ?? requests);
    await sleep(settleMs);
    const beforeMb = rss();
    const started = Date.now();
    await abortedRound(port, token, requests);
    const roundMs = Date.now() - started;
    await sleep(settleMs);
    const afterMb = rss();
    const health = await fetch(`${site.url}/api/health`, { headers: { connection: "close" } });
    await health.arrayBuffer();
    await sleep(100);

    const stopAt = Date.now();
    stopped = true;
    await site.stop();
    const exitMs = Date.now() - stopAt;
    return { beforeMb, afterMb, requests, roundMs, healthStatus: health.status, exitMs, log: site.output() };
  } finally {
    if (!stopped) await site.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await measureAbortedRequests();
  const grown = result.afterMb - result.beforeMb;
  console.log(
    `${result.requests} aborted requests in ${result.roundMs} ms; resident memory ${result.beforeMb.toFixed(1)} MB after the warm-up, ${result.afterMb.toFixed(1)} MB after (${grown >= 0 ? "+" : ""}${grown.toFixed(1)} MB; limit +10 MB); /api/health ${result.healthStatus}; SIGTERM to exit ${result.exitMs} ms (limit 2000 ms)`,
  );
  const cut = /"connections":(\d+)/.exec(result.log)?.[1];
  if (cut) console.log(`the stop cut ${cut} connections at the end of its grace period`);
}
