import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";

// migration 0009_project_slugs on a database that already holds projects: every project gets the
// slug of its Vietnamese title, unique, and the database keeps every project addressable

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const row = (title: string, title_vi: string) => ({
  title,
  title_vi,
  location: "Bình Dương",
  location_vi: "Bình Dương",
  services_provided: "Installation",
  services_provided_vi: "Lắp đặt",
  description: null,
  description_vi: null,
  image_path: null,
});

describe(`project slugs migration (${testDialect})`, () => {
  it("gives existing projects the slug of their Vietnamese title, folded and unique, oldest first", async () => {
    // back to the schema before project pages, with the projects a site had then
    await migrateTo(t.db, "0003_search_fold", t.schema);
    // biome-ignore lint/suspicious/noExplicitAny: the table as it was before the migration
    const before = t.db as any;
    await before
      .insertInto("projects")
      .values([
        row("22 kV substation for a garment factory", "Trạm biến áp 22 kV cho nhà máy may mặc"),
        row("Another substation", "Trạm biến áp 22 kV cho nhà máy may mặc"),
        row("Đường dây trung thế", "  "),
        row("!!!", "???"),
      ])
      .execute();
    await migrateToLatest(t.db, t.schema);

    const projects = await t.db.selectFrom("projects").select(["title", "slug"]).orderBy("id").execute();
    expect(projects.map((project) => project.slug)).toEqual([
      "tram-bien-ap-22-kv-cho-nha-may-may-mac",
      "tram-bien-ap-22-kv-cho-nha-may-may-mac-2",
      "duong-day-trung-the",
      "du-an",
    ]);
  });

  it("refuses a second project with the same slug", async () => {
    await expect(
      t.db
        .insertInto("projects")
        .values({ ...row("Copy", "Bản sao"), slug: "tram-bien-ap-22-kv-cho-nha-may-may-mac" })
        .execute(),
    ).rejects.toThrow();
  });

  it("gives a project written without a slug (plain SQL, an import) the address du-an-{id}, and keeps it from being emptied", async () => {
    await sql`insert into projects (title, title_vi, location, location_vi, services_provided, services_provided_vi)
      values ('Imported', 'Nhập từ tệp', 'Long An', 'Long An', 'Testing', 'Thí nghiệm')`.execute(t.db);
    const imported = await t.db
      .selectFrom("projects")
      .select(["id", "slug"])
      .where("title", "=", "Imported")
      .executeTakeFirstOrThrow();
    expect(imported.slug).toBe(`du-an-${imported.id}`);
    await expect(sql`update projects set slug = '' where id = ${imported.id}`.execute(t.db)).rejects.toThrow();
    await expect(sql`update projects set slug = null where id = ${imported.id}`.execute(t.db)).rejects.toThrow();
  });

  it("forgets a project's earlier slugs with the project", async () => {
    const project = await t.db
      .insertInto("projects")
      .values({ ...row("Renamed", "Đổi tên"), slug: "doi-ten" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db.insertInto("project_slug_history").values({ slug: "ten-cu", project_id: project.id }).execute();
    await t.db.deleteFrom("projects").where("id", "=", project.id).execute();
    expect(await t.db.selectFrom("project_slug_history").selectAll().execute()).toEqual([]);
  });
});
