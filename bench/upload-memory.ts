import { pathToFileURL } from "node:url";
import { gifBomb } from "../server/test-support/gif-bomb.ts";
import { benchAdminToken, residentMb, startSite } from "./support.ts";

// npm run bench:uploads: eight hostile GIFs uploaded at once to the built site, started as
// `npm start` runs it, and the server's resident memory (VmRSS) before, at its peak and after.
// Two rounds: the 11 KB GIF declaring 6000 × 6000 pixels × 500 frames (refused at its header)
// and the largest such GIF the limits let through (4000 × 4000 × 500, processed one at a time).

export interface UploadRound {
  label: string;
  statuses: number[];
  beforeMb: number;
  peakMb: number;
  afterMb: number;
  ms: number;
}

export async function measureUploads(options: { rest?: number } = {}): Promise<UploadRound[]> {
  const site = await startSite({ SEED_DEMO_CONTENT: "false" });
  const rss = () => residentMb(site.pid);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    const token = await benchAdminToken(site.url);
    const rounds: UploadRound[] = [];
    for (const [label, bomb] of [
      ["6000 × 6000 × 500 frames", gifBomb(6000, 6000, 500)],
      ["4000 × 4000 × 500 frames", gifBomb(4000, 4000, 500)],
    ] as const) {
      await sleep(1000);
      const beforeMb = rss();
      let peakMb = beforeMb;
      const sampler = setInterval(() => {
        peakMb = Math.max(peakMb, rss());
      }, 25);
      const started = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const form = new FormData();
          form.append("image", new Blob([new Uint8Array(bomb)], { type: "image/gif" }), "bomb.gif");
          const response = await fetch(`${site.url}/api/upload`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      const ms = Date.now() - started;
      await sleep(options.rest ?? 3000);
      clearInterval(sampler);
      rounds.push({ label: `${label}, ${bomb.length} bytes`, statuses, beforeMb, peakMb, afterMb: rss(), ms });
    }
    return rounds;
  } finally {
    await site.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const round of await measureUploads()) {
    console.log(
      `${round.label}: answers ${round.statuses.join(" ")} in ${round.ms} ms; resident memory ${round.beforeMb.toFixed(0)} MB before, ${round.peakMb.toFixed(0)} MB at the peak, ${round.afterMb.toFixed(0)} MB after (${round.afterMb - round.beforeMb >= 0 ? "+" : ""}${(round.afterMb - round.beforeMb).toFixed(0)} MB; limit +150 MB)`,
    );
  }
}
