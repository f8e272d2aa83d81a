import { describe, expect, it } from "vitest";
import { measureUploads } from "../../bench/upload-memory.ts";

// issue 12, part 4: eight hostile GIFs at once, against the server as `npm start` runs it. Before
// the fix the 6000 × 6000 × 500 GIF was decoded (three times, eight at once): 861 MB at the peak.
// Now it is refused at its header, the largest GIF the limits accept is processed one at a time,
// and the resident memory after the burst is at most 150 MB above what it was before.

describe("uploads that would amplify memory", () => {
  it("refuses the GIF bomb at its header and keeps resident memory within 150 MB of where it was", async () => {
    const [bomb, largest] = await measureUploads();
    if (!bomb || !largest) throw new Error("two rounds expected");
    console.log(
      [bomb, largest]
        .map(
          (round) =>
            `${round.label}: ${round.beforeMb.toFixed(0)} → peak ${round.peakMb.toFixed(0)} → ${round.afterMb.toFixed(0)} MB`,
        )
        .join("\n"),
    );
    expect(bomb.statuses).toEqual(Array(8).fill(400));
    expect(bomb.peakMb - bomb.beforeMb).toBeLessThan(50);
    expect(largest.statuses).toEqual(Array(8).fill(201));
    // one canvas of 4000 × 4000 × 4 bytes (64 MB) at a time, not eight
    expect(largest.peakMb - largest.beforeMb).toBeLessThan(250);
    expect(largest.afterMb - largest.beforeMb).toBeLessThan(150);
    expect(bomb.afterMb - bomb.beforeMb).toBeLessThan(150);
  }, 120_000);
});
