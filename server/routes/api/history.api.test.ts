import { describe, expect, it } from "vitest";
import { projectInput, savedRecord } from "../../test-support/records.ts";
import { bareProject } from "../../test-support/rows.ts";
import { staffApp } from "../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../test-support/test-app.ts";

// news items and projects keep their history as the pages do (decision 028): every save is a
// version with who made it and the fields it changed; a version can be restored (a new version),
// and the public page follows at once

const t = staffApp("historian", { user_name: "Lê Văn Sử" }, { options: { pages: true } });

const call = (method: "GET" | "POST" | "DELETE", url: string) =>
  t.app.inject({ method, url, headers: bearer(t.token) });
type Version = { id: number; actor_name: string | null; fields: string[] };
const versionsOf = async (url: string): Promise<Version[]> => {
  const answer = await call("GET", `${url}/versions`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().versions;
};

const newsItem = (overrides: object = {}) => ({
  title: "Substation energised",
  title_vi: "Đóng điện trạm biến áp",
  summary: "A 1,600 kVA substation was energised.",
  summary_vi: "Trạm biến áp 1.600 kVA đã được đóng điện.",
  body: "The first paragraph.",
  body_vi: "Đoạn thứ nhất.",
  published_on: "2026-11-18",
  published: 1,
  ...overrides,
});

describe(`the history of news items and projects (${testDialect})`, () => {
  it("keeps every save of a news item, and restores one on the item and its page", async () => {
    const item = await savedRecord<{ id: number; slug: string }>(t, t.token, "news", newsItem());
    await savedRecord(
      t,
      t.token,
      "news",
      newsItem({ title: "Substation energised on time", slug: item.slug }),
      item.id,
    );
    await savedRecord(
      t,
      t.token,
      "news",
      newsItem({ title: "Substation energised on time", slug: item.slug }),
      item.id,
    );
    const versions = await versionsOf(`/api/news/${item.id}`);
    // the third save changed nothing: no version
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ actor_name: "Lê Văn Sử", fields: ["title"] });
    expect(versions[1]).toMatchObject({ actor_name: "Lê Văn Sử", fields: [] });
    expect((await t.app.inject({ method: "GET", url: `/en/news/${item.slug}` })).body).toContain(
      "Substation energised on time",
    );

    const first = await call("GET", `/api/news/${item.id}/versions/${versions[1]?.id}`);
    expect(first.json().version.document).toMatchObject({ title: "Substation energised", published: 1 });
    const restored = await call("POST", `/api/news/${item.id}/versions/${versions[1]?.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ message: "Version restored", fields: ["title"] });
    const page = await t.app.inject({ method: "GET", url: `/en/news/${item.slug}` });
    expect(page.body).toContain("Substation energised</h1>");
    expect(await versionsOf(`/api/news/${item.id}`)).toHaveLength(3);

    const trail = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity_type", "=", "news")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(trail).toMatchObject({ action: "restore", entity_id: item.id });

    expect((await call("GET", `/api/news/${item.id}/versions/999999`)).statusCode).toBe(404);
    expect((await call("POST", `/api/news/${item.id}/versions/999999/restore`)).statusCode).toBe(404);
    expect((await call("GET", "/api/news/999999/versions")).statusCode).toBe(404);
    // the versions go with the item
    expect((await call("DELETE", `/api/news/${item.id}`)).statusCode).toBe(200);
    const left = await t.db
      .selectFrom("content_versions")
      .select("id")
      .where("entity_type", "=", "news")
      .where("entity_key", "=", String(item.id))
      .execute();
    expect(left).toEqual([]);
  });

  it("keeps a project's state from before history began as its first version", async () => {
    // a project written before this release: no version yet
    const old = await t.db
      .insertInto("projects")
      .values({ ...bareProject, title: "Old substation", slug: "old-substation", status: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await versionsOf(`/api/projects/${old.id}`)).toEqual([]);
    await savedRecord(
      t,
      t.token,
      "projects",
      projectInput({ title: "Renewed substation", slug: "old-substation" }),
      old.id,
    );
    const toggled = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${old.id}/toggle-status`,
      headers: bearer(t.token),
    });
    expect(toggled.statusCode).toBe(200);
    const versions = await versionsOf(`/api/projects/${old.id}`);
    expect(versions.map((version) => version.actor_name)).toEqual(["Lê Văn Sử", "Lê Văn Sử", null]);
    expect(versions[0]?.fields).toEqual(["status"]);
    expect(versions[1]?.fields).toEqual(expect.arrayContaining(["title", "location", "description"]));
    expect(versions[2]?.fields).toEqual([]);
    const restored = await call("POST", `/api/projects/${old.id}/versions/${versions[2]?.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().fields).toEqual(expect.arrayContaining(["status", "title", "location"]));
    // what the first version had, the description and the rest, is back too (the form sends it all)
    const project = await t.db.selectFrom("projects").selectAll().where("id", "=", old.id).executeTakeFirstOrThrow();
    expect(project).toMatchObject({ title: "Old substation", location: "L", status: 1 });
  });
});
