import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";

// the API benches' timing: a GET through the app's real HTTP stack, `runs` times after `warmUp`
// unmeasured ones; its median and p95 in ms, and the first answer's body (refused: an error)
export async function timeGet(
  app: FastifyInstance,
  url: string,
  token: string,
  { runs, warmUp }: { runs: number; warmUp: number },
): Promise<{ median: number; p95: number; body: Record<string, unknown> }> {
  const times: number[] = [];
  let body: Record<string, unknown> = {};
  for (let run = 0; run < warmUp + runs; run++) {
    const begin = performance.now();
    const response = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
    if (run >= warmUp) times.push(performance.now() - begin);
    if (run === 0) {
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      body = response.json();
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)] ?? 0,
    p95: times[Math.ceil(times.length * 0.95) - 1] ?? 0,
    body,
  };
}

// one line of the table the API benches print: the call, its median and p95, what it answered
export function timingRow(label: string, width: number, timing?: { median: number; p95: number }, result = "") {
  if (!timing) return `${"call".padEnd(width)} ${"median".padStart(9)} ${"p95".padStart(9)}   result`;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return `${label.padEnd(width)} ${ms(timing.median)} ${ms(timing.p95)}   ${result}`;
}
