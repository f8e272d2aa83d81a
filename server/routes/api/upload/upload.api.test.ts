import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listKeys } from "../../../services/storage.ts";
import { gifBomb } from "../../../test-support/gif-bomb.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";
import { multipart } from "../../../test-support/upload.ts";

const t = staffApp("uploader");

function upload(bytes: Buffer, options: { field?: string; filename?: string; type?: string; auth?: boolean } = {}) {
  const body = multipart(options.field ?? "image", options.filename ?? "photo.png", options.type ?? "image/png", bytes);
  return t.app.inject({
    method: "POST",
    url: "/api/upload",
    headers: {
      ...(options.auth === false ? { "accept-language": "en" } : bearer(t.token)),
      "content-type": body.contentType,
    },
    payload: body.payload,
  });
}

// what the storage holds, wherever UPLOADS_STORE keeps it
async function storedFiles(): Promise<string[]> {
  return listKeys(t.storage);
}

const rgb = { r: 30, g: 90, b: 200 };

describe(`POST /api/upload (${testDialect})`, () => {
  it("re-encodes a JPEG with EXIF as WebP: orientation applied, metadata gone, several widths", async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: rgb } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-owner", Artist: "camera-person" } } })
      .toBuffer();
    const response = await upload(jpeg, { filename: "../../evil name.jpg", type: "image/jpeg" });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: "Image uploaded successfully" });
    expect(body.path).toMatch(/^\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    expect(body.path).not.toContain("evil");
    // rotated a quarter turn: 1200 wide, 2400 high, so the largest width is 1200
    expect(body.width).toBe(1200);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);
    expect(body.variants.map((v: { path: string }) => v.path)).toEqual([
      body.path.replace(".webp", "-480w.webp"),
      body.path.replace(".webp", "-960w.webp"),
      body.path,
    ]);

    const served = await t.app.inject({ method: "GET", url: body.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(2400);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("secret-owner"))).toBe(false);

    for (const variant of body.variants) {
      const file = await t.app.inject({ method: "GET", url: variant.path });
      expect((await sharp(file.rawPayload).metadata()).width).toBe(variant.width);
    }
  });

  // a photo-like image: random pixels
  const noise = () => sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } });
  it.each([
    ["PNG", () => noise().png().toBuffer()],
    ["GIF", () => noise().gif().toBuffer()],
    ["WebP", () => noise().webp({ quality: 95 }).toBuffer()],
  ])("accepts %s and never enlarges a small image", async (_label, make) => {
    const bytes = await make();
    const response = await upload(bytes, { filename: "image.bin", type: "application/octet-stream" });
    expect(response.statusCode, response.body).toBe(201);
    // every variant name exists, none wider than the original
    expect(response.json().variants.map((v: { width: number }) => v.width)).toEqual([300, 300, 300]);
    const served = await t.app.inject({ method: "GET", url: response.json().path });
    expect(served.rawPayload.equals(bytes)).toBe(false);
  });

  it.each([
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg", "image/svg+xml"],
    ["an HTML page", "<!doctype html><script>alert(document.cookie)</script>", "page.png", "image/png"],
    ["a script renamed .png", "#!/bin/sh\nrm -rf /\n", "photo.png", "image/png"],
    ["a PDF", "%PDF-1.7\n1 0 obj\n", "doc.jpg", "image/jpeg"],
  ])("refuses %s with 415 and stores nothing", async (_label, content, filename, type) => {
    const before = (await storedFiles()).length;
    const response = await upload(Buffer.from(content), { filename, type });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: "Only PNG, JPEG, GIF and WebP images can be uploaded.",
    });
    expect((await storedFiles()).length).toBe(before);
  });

  it("refuses a damaged image whose first bytes look right", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);
    const response = await upload(fake);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The image could not be read: it may be damaged, or too large (at most 40 megapixels, 16 for a GIF).",
    );
  });

  it("refuses an 11 KB GIF that declares a 6000 × 6000 canvas and 500 frames, at its header, storing nothing", async () => {
    const before = (await storedFiles()).length;
    const bomb = gifBomb(6000, 6000, 500);
    expect(bomb.length).toBeLessThan(12_000);
    const started = Date.now();
    const response = await upload(bomb, { filename: "bomb.gif", type: "image/gif" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("16 for a GIF");
    // the canvas was never decoded (decoding it takes seconds and 144 MB)
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await storedFiles()).length).toBe(before);
  });

  it("keeps only the first frame of an animated GIF within the limits", async () => {
    const response = await upload(gifBomb(800, 600, 40), { filename: "animation.gif", type: "image/gif" });
    expect(response.statusCode).toBe(201);
    const { width, height } = response.json() as { width: number; height: number };
    expect([width, height]).toEqual([800, 600]);
    const stored = await t.app.inject({ method: "GET", url: (response.json() as { path: string }).path });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.pages ?? 1).toBe(1);
  });

  it("processes images one at a time and answers 429 when too many wait, then serves the rest", async () => {
    // eighteen 24-megapixel PNGs at once: one is processed, sixteen wait, the last is turned away
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#3366aa" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 18 }, () => upload(big)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(16);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.json()).toEqual({
      success: false,
      message: "Many images are being processed right now. Please upload this one again in a moment.",
    });
    // the queue drains: the next upload is accepted
    expect((await upload(big)).statusCode).toBe(201);
  }, 120_000);

  it("refuses a file over 5 MB with 413", async () => {
    const before = (await storedFiles()).length;
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5 * 1024 * 1024 + 10)]);
    const response = await upload(big, { type: "image/jpeg" });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: "The image is larger than 5 MB." });
    expect((await storedFiles()).length).toBe(before);
  });

  it("asks for the image field when it is missing or empty", async () => {
    const wrongField = await upload(Buffer.from("x"), { field: "file" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose an image to upload (form field "image").');
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: bearer(t.token),
      payload: { image: "x" },
    });
    expect(json.statusCode).toBe(415);
  });

  it("needs a token", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: rgb } })
      .png()
      .toBuffer();
    const response = await upload(png, { auth: false });
    expect(response.statusCode).toBe(401);
  });
});
