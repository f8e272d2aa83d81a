import { describe, expect, it } from "vitest";
import { savedRecord, saveRecord, slugHistory } from "../../../test-support/records.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// the slug of a project through the API: made from the Vietnamese title, unique, editable,
// its earlier values kept for the 301 of the project's page

const t = staffApp("editor");

const project = (overrides: object = {}) => ({
  title: "22 kV substation for a garment factory",
  title_vi: "Trạm biến áp 22 kV cho nhà máy may mặc",
  location: "VSIP II Industrial Park, Binh Duong",
  location_vi: "KCN VSIP II, Bình Dương",
  services_provided: "Installation, Testing",
  services_provided_vi: "Lắp đặt, Thí nghiệm",
  status: 1,
  display_order: 0,
  ...overrides,
});

type Saved = { id: number; slug: string; title: string; image_alt: string | null; image_alt_vi: string | null };

const save = (payload: object, id?: number, language = "en") =>
  saveRecord(t, t.token, "projects", payload, id, language);
const create = (overrides: object = {}) => savedRecord<Saved>(t, t.token, "projects", project(overrides));

const history = (id: number) => slugHistory(t, "project", id);

describe(`project slugs (${testDialect})`, () => {
  it("makes the slug from the Vietnamese title with its marks folded, and returns it in every projects answer", async () => {
    const created = await create({ title_vi: "Hệ thống điện cho kho logistics Đồng Nai" });
    expect(created.slug).toBe("he-thong-dien-cho-kho-logistics-dong-nai");

    const publicList = await t.app.inject({ method: "GET", url: "/api/projects" });
    expect(publicList.json().projects.find((p: Saved) => p.id === created.id)).toMatchObject({
      slug: "he-thong-dien-cho-kho-logistics-dong-nai",
      image_alt: null,
      image_alt_vi: null,
    });
    const adminList = await t.app.inject({ method: "GET", url: "/api/projects/admin", headers: bearer(t.token) });
    expect(adminList.json().projects.find((p: Saved) => p.id === created.id).slug).toBe(created.slug);
  });

  it("gives two projects with the same title different slugs", async () => {
    const first = await create({ title_vi: "Bảo trì trạm biến áp" });
    const second = await create({ title_vi: "Bảo trì trạm biến áp" });
    const third = await create({ title_vi: "BẢO TRÌ TRẠM BIẾN ÁP!" });
    expect([first.slug, second.slug, third.slug]).toEqual([
      "bao-tri-tram-bien-ap",
      "bao-tri-tram-bien-ap-2",
      "bao-tri-tram-bien-ap-3",
    ]);
  });

  it("takes a slug staff typed, and refuses one another project has with 409 naming that project", async () => {
    const typed = await create({ title_vi: "Tủ điện tổng", slug: "tu-dien-tong-toa-nha-a" });
    expect(typed.slug).toBe("tu-dien-tong-toa-nha-a");

    const taken = await save(project({ title: "Other", title_vi: "Khác", slug: "tu-dien-tong-toa-nha-a" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      message:
        "The address “tu-dien-tong-toa-nha-a” is already used by the project “22 kV substation for a garment factory”. Choose another address, or leave the field empty to make one from the Vietnamese title.",
      errors: [{ path: "slug" }],
    });
    const inVietnamese = await save(
      project({ title: "Other", title_vi: "Khác", slug: "tu-dien-tong-toa-nha-a" }),
      undefined,
      "vi",
    );
    expect(inVietnamese.statusCode).toBe(409);
    expect(inVietnamese.json().message).toBe(
      "Địa chỉ “tu-dien-tong-toa-nha-a” đã được dùng cho dự án “Tủ điện tổng”. Hãy chọn địa chỉ khác, hoặc để trống để tạo từ tên tiếng Việt.",
    );

    // the same on an update, and a project may keep its own slug
    const other = await create({ title_vi: "Dự án khác" });
    expect((await save(project({ slug: "tu-dien-tong-toa-nha-a" }), other.id)).statusCode).toBe(409);
    const kept = await save(project({ title_vi: "Tủ điện tổng", slug: "tu-dien-tong-toa-nha-a" }), typed.id);
    expect(kept.statusCode).toBe(200);
  });

  it.each([
    ["capitals", "Tram-Bien-Ap"],
    ["marks", "trạm-biến-áp"],
    ["spaces", "tram bien ap"],
    ["a double hyphen", "tram--bien"],
    ["a leading hyphen", "-tram"],
    ["a slash", "tram/bien"],
    ["121 characters", "a".repeat(121)],
  ])("refuses a slug with %s with 400 naming the field", async (_label, slug) => {
    const response = await save(project({ slug }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: "slug",
      msg: "Use lower-case letters a–z, digits and single hyphens, at most 120 characters (for example tram-bien-ap-22-kv).",
    });
  });

  it("keeps the slug when the title stays, follows a rename, and remembers the earlier slugs", async () => {
    const created = await create({ title_vi: "Nâng cấp SCADA" });
    expect(created.slug).toBe("nang-cap-scada");
    // an edit of other fields with no slug sent keeps it
    const edited = await save(project({ title_vi: "Nâng cấp SCADA", location: "Bien Hoa" }), created.id);
    expect(edited.json().project.slug).toBe("nang-cap-scada");
    expect(await history(created.id)).toEqual([]);

    const renamed = await save(project({ title_vi: "Nâng cấp hệ thống SCADA nhà máy nước" }), created.id);
    expect(renamed.json().project.slug).toBe("nang-cap-he-thong-scada-nha-may-nuoc");
    expect(await history(created.id)).toEqual(["nang-cap-scada"]);

    const typed = await save(project({ title_vi: "Nâng cấp hệ thống SCADA", slug: "scada-bien-hoa" }), created.id);
    expect(typed.json().project.slug).toBe("scada-bien-hoa");
    expect(await history(created.id)).toEqual(["nang-cap-he-thong-scada-nha-may-nuoc", "nang-cap-scada"]);

    // back to an earlier slug: it is current again, no longer a redirect
    const back = await save(project({ title_vi: "Nâng cấp SCADA", slug: "" }), created.id);
    expect(back.json().project.slug).toBe("nang-cap-scada");
    expect(await history(created.id)).toEqual(["nang-cap-he-thong-scada-nha-may-nuoc", "scada-bien-hoa"]);
  });

  it("does not give a new project the earlier slug of another (its old links keep leading there), unless staff type it", async () => {
    const old = await create({ title_vi: "Kiểm toán năng lượng" });
    await save(project({ title_vi: "Kiểm toán năng lượng nhà máy thép" }), old.id);
    expect(await history(old.id)).toEqual(["kiem-toan-nang-luong"]);

    const fresh = await create({ title_vi: "Kiểm toán năng lượng" });
    expect(fresh.slug).toBe("kiem-toan-nang-luong-2");

    const claimed = await create({ title_vi: "Kiểm toán năng lượng", slug: "kiem-toan-nang-luong" });
    expect(claimed.slug).toBe("kiem-toan-nang-luong");
    // the address now belongs to the project that has it
    expect(await history(old.id)).toEqual([]);
  });

  it("stores the image's alt text in both languages, empty as none", async () => {
    const created = await create({ image_alt: "Cast-resin transformers in the substation", image_alt_vi: "  " });
    expect(created).toMatchObject({ image_alt: "Cast-resin transformers in the substation", image_alt_vi: null });
    const tooLong = await save(project({ image_alt_vi: "x".repeat(256) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.map((e: { path: string }) => e.path)).toContain("image_alt_vi");
  });

  it("answers two saves of the same title at once with two different slugs", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => save(project({ title_vi: "Lắp đặt đồng thời" }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = responses.map((response) => response.json().project.slug);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain("lap-dat-dong-thoi");
  });

  it("names the slug in the audit trail only when the address changed", async () => {
    const created = await create({ title_vi: "Dự án được ghi nhật ký" });
    const lastFields = async () => {
      const entry = await t.db
        .selectFrom("audit_log")
        .select("details")
        .where("entity_type", "=", "project")
        .where("entity_id", "=", created.id)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      return (JSON.parse(entry.details) as { fields: string[] }).fields;
    };
    await save(project({ title_vi: "Dự án được ghi nhật ký", location: "Thu Duc", slug: "" }), created.id);
    expect(await lastFields()).toEqual(["location"]);
    await save(project({ title_vi: "Dự án được ghi nhật ký lại", location: "Thu Duc", slug: "" }), created.id);
    expect((await lastFields()).sort()).toEqual(["slug", "title_vi"]);
  });

  it("documents the slug in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const text = JSON.stringify(doc.paths["/api/projects/"] ?? doc.paths["/api/projects"]);
    expect(text).toContain("slug");
    expect(text).toContain("image_alt_vi");
  });
});
