import { describe, expect, it } from "vitest";
import { measureAbortedRequests } from "../../bench/aborted-requests.ts";

// issue 19, part 6: requests whose client goes away before the answer, against the server as
// `npm start` runs it. Before the fix each one whose headers had arrived stayed in the server's
// connections for ever: 5 000 of them kept about 22 MB more after a warm-up of the same size, and
// a SIGTERM waited the whole grace period (10 s here) and then cut 5 000 "connections". Now the
// resident memory is back within 10 MB of where it was and the SIGTERM exits within 2 s.

describe("requests whose client goes away", () => {
  it("are forgotten: 5 000 of them leave the resident memory within 10 MB and a SIGTERM exits within 2 s", async () => {
    const result = await measureAbortedRequests();
    console.log(
      `${result.requests} aborted requests: ${result.beforeMb.toFixed(1)} → ${result.afterMb.toFixed(1)} MB; SIGTERM to exit ${result.exitMs} ms`,
    );
    expect(result.healthStatus).toBe(200);
    expect(result.afterMb - result.beforeMb).toBeLessThan(10);
    expect(result.exitMs).toBeLessThan(2000);
    expect(result.log).not.toContain("grace period over");
    // nothing is logged as an error: a client that goes away is no fault of the server's (an
    // upload cut off mid-body was logged as an "unhandled error", one line each)
    const errors = result.log.split("\n").filter((line) => /error/i.test(line));
    expect(errors).toEqual([]);
  }, 60_000);
});
