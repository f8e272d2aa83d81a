import { describe, expect, it } from "vitest";
import { type CachedAnswer, chooseEncoding, notModified } from "./page-cache.ts";

const answer = (compressed: boolean) =>
  ({ br: compressed ? Buffer.from("b") : null, gzip: compressed ? Buffer.from("g") : null }) as CachedAnswer;

describe("choosing the encoding of a cached answer", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0.1", "gzip"],
    ["gzip", "gzip"],
    ["deflate", null],
    ["identity", null],
    ["*", "br"],
    ["BR", "br"],
    ["br;q=0, gzip;q=0", null],
  ])("Accept-Encoding %j gives %j", (header, expected) => {
    expect(chooseEncoding(header, answer(true))).toBe(expected);
  });

  it("sends small answers, which are kept uncompressed, as they are", () => {
    expect(chooseEncoding("br, gzip", answer(false))).toBeNull();
    expect(chooseEncoding(undefined, answer(true))).toBeNull();
  });
});

describe("If-None-Match", () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['"abd"', false],
    ["", false],
  ])("%j matches %s: %s", (header, expected) => {
    expect(notModified(header, etag)).toBe(expected);
  });
});
