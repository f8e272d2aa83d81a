import { describe, expect, it } from "vitest";
import { counterKey, parseTrustProxy, plainAddress, TrustProxyError } from "./client-address.ts";

describe("counterKey: what a per-address limit counts a request under", () => {
  it("keeps an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(counterKey("203.0.113.9")).toBe("203.0.113.9");
    for (const mapped of ["::ffff:203.0.113.9", "::FFFF:cb00:7109", "0:0:0:0:0:ffff:203.0.113.9"]) {
      expect(counterKey(mapped), mapped).toBe("203.0.113.9");
    }
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = counterKey("2001:db8:1:2::5");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const same of ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:a:b:c:d", "2001:db8:1:2::1%eth0"]) {
      expect(counterKey(same), same).toBe(key);
    }
    for (const other of ["2001:db8:1:3::5", "2001:db8::5", "2001:db9:1:2::5"]) {
      expect(counterKey(other), other).not.toBe(key);
    }
    expect(counterKey("::1")).toBe("0:0:0:0::/64");
    // an IPv4 address embedded otherwise than as mapped is an IPv6 address like any other
    expect(counterKey("64:ff9b::203.0.113.9")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps what is no address as it is", () => {
    expect(counterKey(undefined)).toBe("unknown");
    expect(counterKey("")).toBe("unknown");
    expect(counterKey("not-an-address")).toBe("not-an-address");
    expect(plainAddress("fe80::1%eth0")).toBe("fe80::1");
  });
});

describe("parseTrustProxy", () => {
  it("turns off, counts hops, or lists addresses and networks", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    const one = parseTrustProxy("true");
    expect(one && [one("198.51.100.1", 0), one("198.51.100.1", 1)]).toEqual([true, false]);
    const list = parseTrustProxy("10.0.0.0/8,::ffff:192.0.2.7,2001:db8:aa::/48,uniquelocal");
    expect(
      list && ["10.9.9.9", "192.0.2.7", "::ffff:192.0.2.7", "2001:db8:aa:1::1", "fd00::1"].map((a) => list(a, 0)),
    ).toEqual([true, true, true, true, true]);
    expect(list && ["11.0.0.1", "192.0.2.8", "2001:db8:ab::1", "garbage"].map((a) => list(a, 0))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("names the entry it cannot read", () => {
    expect(() => parseTrustProxy("10.0.0.1, proxy.internal")).toThrow(TrustProxyError);
    expect(() => parseTrustProxy("10.0.0.1, proxy.internal")).toThrow(/"proxy.internal" is not an IPv4 or IPv6/);
    expect(() => parseTrustProxy("10.0.0.0/-1")).toThrow(/"10.0.0.0\/-1"/);
    expect(() => parseTrustProxy("::/200")).toThrow(/"::\/200"/);
  });
});
