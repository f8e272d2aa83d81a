import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabaseStorage, listKeys } from "../services/storage.ts";
import { cliEnv, runCli } from "../test-support/cli.ts";
import { createTestApp, insertUser, login, type TestApp, testDialect } from "../test-support/test-app.ts";
import { photo, type UploadedImage, uploadImage } from "../test-support/upload.ts";

// npm run uploads:to-database: the files of a folder installation into the database, as many
// times as one likes, then served from there with the same ETags the folder gave

let t: TestApp;
let image: UploadedImage;
let keys: string[];
beforeAll(async () => {
  t = await createTestApp({ UPLOADS_STORE: "folder" }, undefined, { ownDatabase: true });
  await insertUser(t, { login_name: "uploader" });
  image = await uploadImage(t.app, await login(t, "uploader"), await photo(1000, 600));
  await t.storage.save("demo/2026/11/0123456789abcdef01234567.png", Buffer.from("89504e470d0a1a0a", "hex"));
  // what else may lie in an uploads folder: not uploads, so left out
  writeFileSync(path.join(t.config.uploadsDir, "notes.txt"), "kept by hand");
  writeFileSync(path.join(t.config.uploadsDir, "images", "Thumbs.db"), "");
  keys = (await listKeys(t.storage)).filter((key) => !key.endsWith(".txt") && !key.endsWith(".db"));
});
afterAll(() => t.close());

describe(`npm run uploads:to-database (${testDialect})`, () => {
  it("copies every upload of the folder into the database and says what it copied", async () => {
    expect(keys).toHaveLength(4);
    const folderAnswers = new Map<string, { etag: string; body: Buffer }>();
    for (const key of keys) {
      const response = await t.app.inject({ method: "GET", url: `/uploads/${key}` });
      folderAnswers.set(key, { etag: String(response.headers.etag), body: response.rawPayload });
    }

    const first = await runCli("uploads-to-database.ts", [], cliEnv(t));
    expect(first.code, first.stderr).toBe(0);
    for (const key of keys) expect(first.stdout).toContain(`copied ${key} (`);
    expect(first.stdout).toContain("Copied 4 files");
    expect(first.stdout).toContain("0 already in the database");
    expect(first.stdout).toMatch(/Left out 2 files that are not uploaded images: .*notes\.txt/);
    expect(first.stdout).toContain("set UPLOADS_STORE=database on every server");

    const database = createDatabaseStorage(t.db);
    expect(await listKeys(database)).toEqual(keys);
    for (const key of keys) {
      const stored = await database.read(key);
      expect(stored?.bytes.equals(folderAnswers.get(key)?.body as Buffer), key).toBe(true);
    }
    const png = await database.stat("demo/2026/11/0123456789abcdef01234567.png");
    expect(png?.contentType).toBe("image/png");

    // a second run (after the switch, say) copies nothing again
    const again = await runCli("uploads-to-database.ts", [], cliEnv(t, { UPLOADS_STORE: "database" }));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toContain("copied ");
    expect(again.stdout).toContain("Copied 0 files, 0.00 MB; 4 already in the database.");
    expect(again.stdout).not.toContain("set UPLOADS_STORE=database");
    expect(await listKeys(database)).toEqual(keys);

    // served from the database with the folder's ETags: browsers keep their copies
    const switched = await createTestApp({}, undefined, {
      database: { ...t, config: { ...t.config, uploadsStore: "database" } },
    });
    try {
      expect(switched.storage.kind).toBe("database");
      for (const key of keys) {
        const response = await switched.app.inject({ method: "GET", url: `/uploads/${key}` });
        expect(response.statusCode, key).toBe(200);
        expect(response.rawPayload.equals(folderAnswers.get(key)?.body as Buffer), key).toBe(true);
        expect(response.headers.etag, key).toBe(folderAnswers.get(key)?.etag);
      }
      const variant = image.variants[0]?.path as string;
      const revalidated = await switched.app.inject({
        method: "GET",
        url: variant,
        headers: { "if-none-match": folderAnswers.get(variant.replace("/uploads/", ""))?.etag ?? "" },
      });
      expect(revalidated.statusCode).toBe(304);
    } finally {
      await switched.close();
    }
  });
});
