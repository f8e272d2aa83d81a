import { describe, expect, it } from "vitest";
import { LocalCounters } from "./rate-limit-store.ts";

// the counters a process keeps while Redis does not answer: the plugin's fixed windows
describe("LocalCounters", () => {
  it("counts within a window that starts with the first request, then starts anew", () => {
    const counters = new LocalCounters();
    expect(counters.increment("a", 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.increment("a", 60_000, 11_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(counters.read("a", 21_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(counters.increment("b", 60_000, 21_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.increment("a", 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.read("c", 61_000)).toEqual({ current: 0, ttl: 0 });
  });

  it("keeps a bounded number of addresses, dropping the oldest windows first", () => {
    const counters = new LocalCounters();
    for (let i = 0; i < 10_001; i++) counters.increment(`address-${i}`, 60_000, 0);
    expect(counters.read("address-0", 1)).toEqual({ current: 0, ttl: 0 });
    expect(counters.read("address-10000", 1)).toEqual({ current: 1, ttl: 59_999 });
  });
});
