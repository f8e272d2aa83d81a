import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentTypeOf, createFolderStorage, isSafeKey, listKeys } from "./storage.ts";

describe("upload keys", () => {
  it("are the names the server makes", () => {
    for (const key of [
      "images/2026/11/0123456789abcdef01234567.webp",
      "images/2026/11/0123456789abcdef01234567-480w.webp",
      "demo/2026/01/abc_def.png",
      "logo.webp",
    ]) {
      expect(isSafeKey(key), key).toBe(true);
    }
  });

  it("never climb out of the uploads, and nothing else passes", () => {
    for (const key of [
      "",
      "../jwt-secret",
      "images/../../app.db",
      "images/./x.webp",
      "/etc/passwd.png",
      "images//x.webp",
      "images/x.webp/",
      "images\\x.webp",
      "Images/X.webp",
      "images/x",
      ".hidden.webp",
      "images/x.webp.123.partial",
      "images/x.webp\0.png",
      `${"a/".repeat(200)}x.webp`,
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });

  it("are served with the type of their extension", () => {
    expect(contentTypeOf("images/2026/11/x.webp")).toBe("image/webp");
    expect(contentTypeOf("demo/x.png")).toBe("image/png");
    expect(contentTypeOf("demo/x.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("notes.txt")).toBe("application/octet-stream");
  });
});

describe("the folder storage", () => {
  it("keeps a file's time when asked, lists its keys, and answers null for what it does not hold", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "storage-test-"));
    try {
      const storage = createFolderStorage(root);
      const modifiedAt = new Date("2026-01-02T03:04:05.000Z");
      expect(await storage.save("images/2026/01/a.webp", Buffer.from("one"), { modifiedAt })).toBe(
        "/uploads/images/2026/01/a.webp",
      );
      await storage.save("demo/b.png", Buffer.from("two"));
      expect(await listKeys(storage)).toEqual(["demo/b.png", "images/2026/01/a.webp"]);
      expect(await storage.stat("images/2026/01/a.webp")).toEqual({ contentType: "image/webp", size: 3, modifiedAt });
      expect((await storage.read("demo/b.png"))?.bytes.toString()).toBe("two");
      // a missing file, a "directory" under a file, a name the server could not have made
      for (const key of ["images/2026/01/none.webp", "demo/b.png/c.png", "../outside.png"]) {
        expect(await storage.stat(key), key).toBeNull();
        expect(await storage.exists(key), key).toBe(false);
      }
      await expect(storage.save("../outside.png", Buffer.from("x"))).rejects.toThrow("unsafe storage key");
      await storage.remove("demo/b.png");
      expect(await listKeys(storage)).toEqual(["images/2026/01/a.webp"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
