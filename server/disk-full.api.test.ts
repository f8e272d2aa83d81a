import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translateApiMessage } from "../contract/messages.ts";
import { bearer, createTestApp, login, type TestApp, testDialect } from "./test-support/test-app.ts";
import { multipart, photo } from "./test-support/upload.ts";

// A full disk under the SQLite database and the uploads (issue 19, part 5): the data folder is a
// small tmpfs of the test's own, filled to the last byte. Writes answer 503 with Retry-After and
// the real cause in the log, once; the health answer says the storage is full; an upload leaves
// no partial file; reads go on; once space is freed everything works again without a restart,
// and the database is intact. Mounting needs root (CI runs as root); on SQLite only, since with
// PostgreSQL the database's disk is the database server's.

const isRoot = process.getuid?.() === 0;

describe.runIf(testDialect === "sqlite" && isRoot)("a full disk under the SQLite database and the uploads", () => {
  let mount = "";
  let t: TestApp;
  let token = "";
  const log: Record<string, unknown>[] = [];
  let counter = 0;
  const filler = () => path.join(mount, "filler");

  const message = (language = "vi") =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "accept-language": language },
      payload: {
        name: "Phạm Minh Tuấn",
        email: `khach${++counter}@nhamay.vn`,
        phone: "0901 234 567",
        consent: true,
        message: `Chúng tôi cần báo giá bảo trì trạm biến áp số ${counter}.`,
      },
    });

  // writes until the disk refuses: not a byte is left
  const fillDisk = () => {
    const fd = openSync(filler(), "a");
    const chunk = Buffer.alloc(64 * 1024, 1);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    const small = Buffer.alloc(512, 1);
    try {
      for (;;) writeSync(fd, small);
    } catch {
      // full
    } finally {
      closeSync(fd);
    }
  };

  const filesUnder = (folder: string): string[] =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));

  beforeAll(async () => {
    mount = mkdtempSync(path.join(tmpdir(), "site-full-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", mount]);
    t = await createTestApp(
      { DATA_DIR: mount, CONTACT_RATE_LIMIT_MAX: "10000", SEED_DEMO_CONTENT: "false" },
      undefined,
      { log },
    );
    await t.app.inject({ method: "GET", url: "/api/health" });
    // the seeded Super Admin
    const { seed } = await import("./db/seed.ts");
    await seed(t.db, t.config, t.storage);
    token = await login(t, "admin", "test-password-123");
  });

  afterAll(async () => {
    await t?.close();
    if (mount) {
      execFileSync("umount", ["-l", mount]);
      rmSync(mount, { recursive: true, force: true });
    }
  });

  it("answers 503 to writes with the cause logged once, keeps reading, leaves no partial upload, and recovers when space is freed", async () => {
    expect((await message()).statusCode).toBe(201);
    const image = await photo(1800, 1000);
    const uploadsBefore = filesUnder(mount).filter((file) => file.includes(`${path.sep}uploads${path.sep}`));

    fillDisk();

    // a visitor's message: 503, Retry-After, in the visitor's language; never 500
    const refused = await message();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json().message).toBe(translateApiMessage("error.storageFull", "vi"));
    const refusedEn = await message("en");
    expect(refusedEn.statusCode).toBe(503);
    expect(refusedEn.json().message).toBe(translateApiMessage("error.storageFull", "en"));

    // an upload: refused as a storage problem, not as a bad image, and nothing left behind
    const body = multipart("image", "photo.jpg", "image/jpeg", image);
    const sendUpload = () =>
      t.app.inject({
        method: "POST",
        url: "/api/upload",
        headers: { ...bearer(token), "content-type": body.contentType },
        payload: body.payload,
      });
    const upload = await sendUpload();
    expect(upload.statusCode, upload.body).toBe(503);
    expect(upload.json().message).toBe(translateApiMessage("error.storageFull", "en"));
    const uploadsAfter = filesUnder(mount).filter((file) => file.includes(`${path.sep}uploads${path.sep}`));
    expect(uploadsAfter).toEqual(uploadsBefore);
    expect(filesUnder(mount).filter((file) => file.endsWith(".partial"))).toEqual([]);

    // reads go on
    const projects = await t.app.inject({ method: "GET", url: "/api/projects" });
    expect(projects.statusCode).toBe(200);
    const staff = await t.app.inject({ method: "GET", url: "/api/contact", headers: bearer(token) });
    expect(staff.statusCode).toBe(200);

    // the health answer names the storage
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "error", database: "ok", storage: "full" });

    // the real cause, once (not once per request, and not "cannot rollback")
    const errors = log.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toMatch(/database or disk is full|ENOSPC/);
    expect(JSON.stringify(log)).not.toContain("cannot rollback");

    // space freed: everything works again, without a restart
    rmSync(filler());
    const back = await message();
    expect(back.statusCode, back.body).toBe(201);
    const uploaded = await sendUpload();
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await expect
      .poll(async () => (await t.app.inject({ method: "GET", url: "/api/health" })).json(), { timeout: 3000 })
      .toMatchObject({ status: "ok", storage: "ok" });
    expect(log.some((line) => line.msg === "the storage takes writes again")).toBe(true);

    // the database is intact, with every acknowledged message
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.db);
    expect(rows).toEqual([{ integrity_check: "ok" }]);
    const stored = await t.db.selectFrom("contact_messages").select("email").execute();
    expect(stored).toHaveLength(2);
  }, 60_000);
});
