import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFolderStorage, listKeys } from "../services/storage.ts";
import { createTestApp, insertUser, login, type TestApp, testDialect } from "../test-support/test-app.ts";
import { photo, type UploadedImage, uploadImage } from "../test-support/upload.ts";

// /uploads/<key> with the uploads in a folder (the default) and in the database: the same answer
// either way, and with UPLOADS_STORE=database from any server on the database

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

describe.each(["folder", "database"] as const)(`uploads kept in the %s (${testDialect})`, (store) => {
  let t: TestApp;
  let image: UploadedImage;
  let original: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_STORE: store });
    await insertUser(t, { login_name: "uploader" });
    original = await photo();
    image = await uploadImage(t.app, await login(t, "uploader"), original);
  });
  afterAll(() => t.close());

  const keyOf = (urlPath: string) => urlPath.replace(/^\/uploads\//, "");

  it("serves the image and each variant: type, length, immutable caching, ETag, Last-Modified", async () => {
    expect(t.storage.kind).toBe(store);
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of image.variants) {
      const response = await t.app.inject({ method: "GET", url: variant.path });
      expect(response.statusCode, variant.path).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
      expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Date.parse(String(response.headers["last-modified"]))).toBeGreaterThan(Date.now() - 3_600_000);
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      // never a document that can run scripts
      expect(String(response.headers["content-security-policy"])).toContain("sandbox");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect((await sharp(response.rawPayload).metadata()).width).toBe(variant.width);
      const stored = await t.storage.read(keyOf(variant.path));
      expect(stored?.bytes.equals(response.rawPayload)).toBe(true);
      // re-encoded: what was uploaded is never served back as it came
      expect(response.rawPayload.equals(original)).toBe(false);
    }
  });

  it("answers a conditional request with 304 and HEAD without a body", async () => {
    const first = await t.app.inject({ method: "GET", url: image.path });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);

    const sameTag = await t.app.inject({ method: "GET", url: image.path, headers: { "if-none-match": etag } });
    expect(sameTag.statusCode).toBe(304);
    expect(sameTag.rawPayload.length).toBe(0);
    expect(sameTag.headers.etag).toBe(etag);
    expect(sameTag.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
    // a list of tags, and the strong form of the same tag
    const listed = await t.app.inject({
      method: "GET",
      url: image.path,
      headers: { "if-none-match": `"other", ${etag.replace(/^W\//, "")}` },
    });
    expect(listed.statusCode).toBe(304);
    const otherTag = await t.app.inject({ method: "GET", url: image.path, headers: { "if-none-match": '"other"' } });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.rawPayload.equals(first.rawPayload)).toBe(true);

    const since = await t.app.inject({
      method: "GET",
      url: image.path,
      headers: { "if-modified-since": lastModified },
    });
    expect(since.statusCode).toBe(304);
    const dayBefore = new Date(Date.parse(lastModified) - 86_400_000).toUTCString();
    const older = await t.app.inject({ method: "GET", url: image.path, headers: { "if-modified-since": dayBefore } });
    expect(older.statusCode).toBe(200);

    const head = await t.app.inject({ method: "HEAD", url: image.path });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers["content-type"]).toBe("image/webp");
    expect(Number(head.headers["content-length"])).toBe(first.rawPayload.length);
    expect(head.headers.etag).toBe(etag);
    const headRevalidated = await t.app.inject({ method: "HEAD", url: image.path, headers: { "if-none-match": etag } });
    expect(headRevalidated.statusCode).toBe(304);
  });

  it("answers 404 for a missing file and never reaches outside the uploads", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/uploads/images/2026/11/000000000000000000000000.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
    for (const url of [
      "/uploads/../jwt-secret",
      "/uploads/%2e%2e/jwt-secret",
      "/uploads/..%2fjwt-secret",
      "/uploads/..%5cjwt-secret",
      "/uploads/%2e%2e%2fapp.db",
      `${image.path}%00`,
      image.path.toUpperCase(),
      `/uploads/${"a/".repeat(400)}x.webp`,
      "/uploads/",
      "/uploads/images",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain("test-secret");
      expect(response.body, url).not.toContain("SQLite format");
    }
  });

  if (store === "database") {
    it("keeps the bytes in the database only: a file in the folder is not served", async () => {
      expect(await listKeys(createFolderStorage(t.config.uploadsDir))).toEqual([]);
      const rows = await t.db.selectFrom("uploads").select(["key", "content_type", "size"]).orderBy("key").execute();
      expect(rows.map((row) => `/uploads/${row.key}`).sort()).toEqual(image.variants.map((v) => v.path).sort());
      for (const row of rows) expect(row.content_type).toBe("image/webp");

      // what the folder storage would serve, were it the one in use
      const key = "images/2026/11/ffffffffffffffffffffffff.webp";
      mkdirSync(path.dirname(path.join(t.config.uploadsDir, key)), { recursive: true });
      writeFileSync(path.join(t.config.uploadsDir, key), Buffer.from("RIFF0000WEBPVP8 "));
      expect((await t.app.inject({ method: "GET", url: `/uploads/${key}` })).statusCode).toBe(404);
    });

    it("is served by a second server on the same database, with the same ETag", async () => {
      const second = await createTestApp({}, undefined, { database: t });
      try {
        for (const variant of image.variants) {
          const fromFirst = await t.app.inject({ method: "GET", url: variant.path });
          const fromSecond = await second.app.inject({ method: "GET", url: variant.path });
          expect(fromSecond.statusCode, variant.path).toBe(200);
          expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
          expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
          expect(fromSecond.headers["last-modified"]).toBe(fromFirst.headers["last-modified"]);
          // a browser that got it from the first revalidates against the second
          const revalidated = await second.app.inject({
            method: "GET",
            url: variant.path,
            headers: { "if-none-match": String(fromFirst.headers.etag) },
          });
          expect(revalidated.statusCode).toBe(304);
        }
        // and an image uploaded through the second is served by the first
        await insertUser(second, { login_name: "second-uploader" });
        const another = await uploadImage(second.app, await login(second, "second-uploader"), await photo(600, 400));
        const fromFirst = await t.app.inject({ method: "GET", url: another.path });
        expect(fromFirst.statusCode).toBe(200);
        expect((await sharp(fromFirst.rawPayload).metadata()).width).toBe(600);
      } finally {
        await second.close();
      }
    });
  }
});
