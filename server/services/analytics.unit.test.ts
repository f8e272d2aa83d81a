import { describe, expect, it } from "vitest";
import type { Db } from "../db/connect.ts";
import { createAnalyticsCounter } from "./analytics.ts";
import type { PublicPaths } from "./public-paths.ts";

// the bound of what a counter keeps while its database refuses every batch (issue 34, point 3):
// kept and new counts together hold at most 20 000 keys, what goes beyond is counted and said, and
// a stop says how many counts it could not keep. The database here is one that refuses every
// write (the real outages are server/visit-counts-outage.api.test.ts); only the bound is tested.

const refusing = {
  transaction: () => ({
    execute: async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    },
  }),
} as unknown as Db;
const everyPath: PublicPaths = { has: () => true, load: async () => {} };
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("visit counts kept while the database refuses them", () => {
  it("keeps at most 20 000 keys across kept and new batches, and says how many counts it could not keep", async () => {
    const lines: { level: string; object: object; message: string }[] = [];
    const log = {
      error: (object: object, message: string) => void lines.push({ level: "error", object, message }),
      info: (object: object, message: string) => void lines.push({ level: "info", object, message }),
    };
    const counter = createAnalyticsCounter(refusing, everyPath, log, { flushMs: 3_600_000 });
    let sent = 0;
    const view = (path: string) =>
      counter.collect(JSON.stringify({ path }), {
        address: `10.${Math.floor(sent / 65_536) % 256}.${Math.floor(sent / 256) % 256}.${sent++ % 256}`,
        headers: { "user-agent": CHROME },
      });
    for (let n = 0; n < 15_000; n++) expect(view(`/p/${n}`)).toBe(true);
    await counter.flush();
    // the first batch is kept; 15 000 more keys: 5 000 fit beside it, and new views of kept keys
    // are added to them
    for (let n = 15_000; n < 30_000; n++) view(`/p/${n}`);
    await counter.flush();
    for (let n = 0; n < 100; n++) view(`/p/${n}`);
    await counter.flush();
    expect(lines.filter((line) => line.level === "error").map((line) => line.message)).toEqual([
      "could not record the site's visits; they are kept until it can",
    ]);
    await counter.close();
    const last = lines.at(-1);
    // 20 000 keys kept (20 100 views), 10 000 views beyond the bound
    expect(last?.object).toEqual({ views: 20_100, visits: 0, lost: 30_100 });
    expect(last?.message).toBe(
      "stopped while the database is away: 30100 visit counts (20100 views, 0 visits, 10000 beyond the bound before) could not be kept",
    );
  });
});
