import { describe, expect, it } from "vitest";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { MEDIA_PAGE_SIZE } from "../../../../contract/media.ts";
import { storeImage } from "../../../services/images.ts";
import { pageHtml } from "../../../test-support/pages.ts";
import { projectInput, savedRecord } from "../../../test-support/records.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";
import { photo, uploadImage } from "../../../test-support/upload.ts";

// the media library (issue 24) through the real HTTP stack, database and storage: every upload an
// item, where each is used, one description shown wherever the image is, deletion refused while
// anything uses it, and the images uploaded before the library found at start-up

const t = staffApp("librarian", { user_name: "Lê Thu Hà" }, { options: { pages: true } });

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(t.token), "accept-language": language },
    ...(payload ? { payload } : {}),
  });
type Item = {
  id: number;
  path: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  alt: string | null;
  alt_vi: string | null;
  uploaded_by: string | null;
  used_by: { type: string; id: number | string; label: string }[];
};
const list = async (query = "", language = "en") => {
  const response = await api("GET", `/api/media${query}`, undefined, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: Item[];
    pagination: { page: number; limit: number; total: number; hasMore: boolean };
  };
};
const itemOf = async (id: number, language = "en") => {
  const found = (await list("?limit=100", language)).items.find((item) => item.id === id);
  if (!found) throw new Error(`media ${id} not listed`);
  return found;
};
const news = (overrides: object = {}) => ({
  title: "Switchgear delivered",
  title_vi: "Bàn giao tủ trung thế",
  summary: "Six panels arrived on site.",
  summary_vi: "Sáu tủ đã về công trường.",
  body: "The panels were tested.",
  body_vi: "Các tủ đã được thử nghiệm.",
  published_on: "2026-11-20",
  published: 1,
  ...overrides,
});
const imgAlt = (html: string, path: string) =>
  new RegExp(
    `<img[^>]*\\salt="([^"]*)"[^>]*src="${path.replace(/\./g, "\\.")}"|<img[^>]*src="${path.replace(/\./g, "\\.")}"[^>]*\\salt="([^"]*)"`,
  ).exec(html);
const altOf = (html: string, path: string) => {
  const match = imgAlt(html, path);
  return match ? (match[1] ?? match[2]) : undefined;
};

describe(`the media library (${testDialect})`, () => {
  it("makes every upload an item: its id in the answer, its size, file name and uploader", async () => {
    const uploaded = await uploadImage(t.app, t.token, await photo(1800, 1000), "Trạm biến áp Bình Dương.jpg");
    expect(uploaded.id).toBeGreaterThan(0);
    const item = await itemOf(uploaded.id);
    expect(item).toMatchObject({
      path: uploaded.path,
      name: "Trạm biến áp Bình Dương.jpg",
      width: 1600,
      height: 889,
      alt: null,
      alt_vi: null,
      uploaded_by: "Lê Thu Hà",
      used_by: [],
    });
    expect(item.bytes).toBeGreaterThan(1000);
  });

  it("finds images by file name or description, with or without Vietnamese marks, and pages the list", async () => {
    const first = await uploadImage(t.app, t.token, await photo(400, 300), "Tủ điện tổng.jpg");
    const second = await uploadImage(t.app, t.token, await photo(400, 300), "rmu.jpg");
    expect(
      (await api("PUT", `/api/media/${second.id}`, { alt: "Ring main unit", alt_vi: "Tủ RMU trung thế" })).statusCode,
    ).toBe(200);
    expect((await list("?search=TU%20DIEN")).items.map((item) => item.id)).toEqual([first.id]);
    expect((await list("?search=trung%20th%E1%BA%BF")).items.map((item) => item.id)).toEqual([second.id]);
    expect((await list("?search=ring%20MAIN")).items.map((item) => item.id)).toEqual([second.id]);
    expect((await list("?search=100%25")).items).toEqual([]);
    // the newest first, a page at a time
    const all = await list();
    expect(all.pagination).toMatchObject({ page: 1, limit: MEDIA_PAGE_SIZE });
    expect(all.items[0]?.id).toBe(second.id);
    const paged = await list("?limit=1&page=2");
    expect(paged.items.map((item) => item.id)).toEqual([first.id]);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1, total: all.pagination.total, hasMore: true });
  });

  it("shows where an image is used, uses its description everywhere, and deletes it only once nothing does", async () => {
    const image = await uploadImage(t.app, t.token, await photo(1200, 800), "substation.jpg");
    const project = await savedRecord<{ id: number; slug: string }>(
      t,
      t.token,
      "projects",
      projectInput({ title: "Library substation", title_vi: "Trạm biến áp thư viện", image_path: image.path }),
    );
    const body = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "On site." }] },
        { type: "image", attrs: { src: image.variants[0]?.path, alt: "Panels on site", width: 480, height: 320 } },
      ],
    };
    const item = await savedRecord<{ id: number; slug: string }>(
      t,
      t.token,
      "news",
      news({ title: "Library news", title_vi: "Tin thư viện", body, image_path: image.path }),
    );
    const used = await itemOf(image.id);
    expect(used.used_by).toEqual([
      { type: "news", id: item.id, label: "Library news" },
      { type: "project", id: project.id, label: "Library substation" },
    ]);
    expect((await itemOf(image.id, "vi")).used_by.map((use) => use.label)).toEqual([
      "Tin thư viện",
      "Trạm biến áp thư viện",
    ]);
    expect((await list("?unused=1&limit=100")).items.map((entry) => entry.id)).not.toContain(image.id);

    // no description yet: the title stands for it
    expect(altOf(await pageHtml(t, `/en/news/${item.slug}`), image.path)).toBe("Library news");
    // one description, changed once, shows on both pages in both languages
    const saved = await api("PUT", `/api/media/${image.id}`, {
      alt: "Cast-resin transformer",
      alt_vi: "Máy biến áp khô",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Image description saved.",
      item: { alt: "Cast-resin transformer" },
    });
    expect(altOf(await pageHtml(t, `/en/projects/${project.slug}`), image.path)).toBe("Cast-resin transformer");
    expect(altOf(await pageHtml(t, `/projects/${project.slug}`), image.path)).toBe("Máy biến áp khô");
    expect(altOf(await pageHtml(t, `/en/news/${item.slug}`), image.path)).toBe("Cast-resin transformer");
    expect(altOf(await pageHtml(t, `/news/${item.slug}`), image.path)).toBe("Máy biến áp khô");
    // a place that gives its own description keeps it
    await savedRecord(
      t,
      t.token,
      "projects",
      projectInput({
        title: "Library substation",
        title_vi: "Trạm biến áp thư viện",
        image_path: image.path,
        image_alt: "Our own words",
      }),
      project.id,
    );
    expect(altOf(await pageHtml(t, `/en/projects/${project.slug}`), image.path)).toBe("Our own words");

    // refused while used, naming the users
    const refused = await api("DELETE", `/api/media/${image.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This image is still used by “Library news”, “Library substation”. Choose another image there first, then delete it.",
    );
    // the project lets go; the news item still holds it in its text
    await savedRecord(
      t,
      t.token,
      "projects",
      projectInput({ title: "Library substation", title_vi: "Trạm biến áp thư viện", image_path: null }),
      project.id,
    );
    await savedRecord(
      t,
      t.token,
      "news",
      news({ title: "Library news", title_vi: "Tin thư viện", body, image_path: null }),
      item.id,
    );
    expect((await api("DELETE", `/api/media/${image.id}`)).statusCode).toBe(409);
    expect((await itemOf(image.id)).used_by).toEqual([{ type: "news", id: item.id, label: "Library news" }]);
    expect((await api("DELETE", `/api/news/${item.id}`)).statusCode).toBe(200);
    expect((await list("?unused=1&limit=100")).items.map((entry) => entry.id)).toContain(image.id);

    const deleted = await api("DELETE", `/api/media/${image.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe("Image deleted.");
    for (const variant of image.variants) {
      expect((await t.app.inject({ method: "GET", url: variant.path })).statusCode).toBe(404);
    }
    expect((await api("DELETE", `/api/media/${image.id}`)).statusCode).toBe(404);
    expect((await api("PUT", `/api/media/${image.id}`, { alt: "x" })).statusCode).toBe(404);
  });

  it("counts a page's share image and a catalogue logo as uses", async () => {
    const image = await uploadImage(t.app, t.token, await photo(600, 400), "logo.jpg");
    const company = await api("GET", "/api/management/tools-companies");
    expect(company.statusCode).toBe(200);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/management/tools-companies",
      headers: bearer(t.token),
      payload: { name: "Fluke", name_vi: "Fluke", logo_path: image.path },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = await t.app.inject({ method: "GET", url: "/api/pages/about", headers: bearer(t.token) });
    const document = draft.json().page.published;
    document.en.meta.image = image.path;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/pages/about",
      headers: bearer(t.token),
      payload: document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const uses = (await itemOf(image.id)).used_by;
    expect(uses.map((use) => use.type).sort()).toEqual(["page", "tools_company"]);
    expect(uses.find((use) => use.type === "page")?.id).toBe("about");
  });

  it("refuses to restore a version that shows an image deleted since, naming it (a project and a page)", async () => {
    // a project shown with the image, then without it; the image deleted
    const image = await uploadImage(t.app, t.token, await photo(900, 600), "kept-in-history.jpg");
    const fileName = image.path.slice(image.path.lastIndexOf("/") + 1);
    const fields = { title: "History substation", title_vi: "Trạm biến áp lịch sử" };
    const project = await savedRecord<{ id: number; slug: string }>(
      t,
      t.token,
      "projects",
      projectInput({ ...fields, image_path: image.path }),
    );
    await savedRecord(t, t.token, "projects", projectInput({ ...fields, image_path: null }), project.id);
    expect((await api("DELETE", `/api/media/${image.id}`)).statusCode).toBe(200);
    const versions = (await api("GET", `/api/projects/${project.id}/versions`)).json().versions as { id: number }[];
    const withImage = versions.at(-1)?.id;
    const refused = await api("POST", `/api/projects/${project.id}/versions/${withImage}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This version shows pictures deleted from the media library since (${fileName}) and cannot be restored.`,
    );
    const refusedVi = await api("POST", `/api/projects/${project.id}/versions/${withImage}/restore`, undefined, "vi");
    expect(refusedVi.json().message).toBe(
      `Phiên bản này dùng ảnh đã bị xóa khỏi thư viện ảnh (${fileName}) nên không thể khôi phục.`,
    );
    // nothing changed: the project still has no image, and no version was added
    expect((await api("GET", `/api/projects/${project.id}/versions`)).json().versions).toHaveLength(versions.length);

    // a page published with a share image, then without; the image deleted
    const share = await uploadImage(t.app, t.token, await photo(1200, 630), "share-in-history.jpg");
    const page = (await api("GET", "/api/pages/terms")).json().page.published;
    const original = page.en.meta.image;
    page.en.meta.image = share.path;
    expect((await api("PUT", "/api/pages/terms", page)).statusCode).toBe(200);
    expect((await api("POST", "/api/pages/terms/publish", {})).statusCode).toBe(200);
    page.en.meta.image = original;
    expect((await api("PUT", "/api/pages/terms", page)).statusCode).toBe(200);
    expect((await api("POST", "/api/pages/terms/publish", {})).statusCode).toBe(200);
    expect((await api("DELETE", `/api/media/${share.id}`)).statusCode).toBe(200);
    const pageVersions = (await api("GET", "/api/pages/terms/versions")).json().versions as { id: number }[];
    const shared = pageVersions[1]?.id;
    const refusedPage = await api("POST", `/api/pages/terms/versions/${shared}/restore`);
    expect(refusedPage.statusCode).toBe(409);
    expect(refusedPage.json().message).toBe(
      `This version shows pictures deleted from the media library since (${share.path.slice(share.path.lastIndexOf("/") + 1)}) and cannot be restored.`,
    );
    expect((await api("GET", "/api/pages/terms/versions")).json().versions).toHaveLength(pageVersions.length);
    // a version without it is restored as before
    const plain = pageVersions.at(-1)?.id;
    expect((await api("POST", `/api/pages/terms/versions/${plain}/restore`)).statusCode).toBe(200);
  });

  it("refuses bad queries and descriptions with a message naming the field", async () => {
    for (const [query, message] of [
      ["?page=0", "The page must be a whole number from 1 to 10,000."],
      ["?limit=500", "The page size must be a whole number from 1 to 100."],
      ["?unused=maybe", 'The "unused" filter must be 1 (only unused images) or 0.'],
      [`?search=${"x".repeat(101)}`, "The search can be at most 100 characters."],
    ] as const) {
      const response = await api("GET", `/api/media${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const image = await uploadImage(t.app, t.token, await photo(300, 200));
    const long = await api("PUT", `/api/media/${image.id}`, { alt: "x".repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ msg: "This field is too long.", path: "alt" }]);
    expect((await api("PUT", "/api/media/abc", { alt: "x" })).statusCode).toBe(400);
  });

  it("is for staff who edit content: Sales and visitors are refused", async () => {
    const sales = await insertUser(t, { login_name: "seller", role: USER_ROLE.SALES });
    const token = await login(t, sales.login_name);
    const asSales = await t.app.inject({ method: "GET", url: "/api/media", headers: bearer(token) });
    expect(asSales.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/media" })).statusCode).toBe(401);
  });
});

describe(`the images uploaded before the library (${testDialect})`, () => {
  it("become items at start-up, with their size and current uses", async () => {
    const first = await createTestApp();
    try {
      // an image stored and named by a project, as before the library existed
      const image = await storeImage(await photo(1000, 500), first.storage);
      await first.db.deleteFrom("media").execute();
      const { id } = await first.db
        .insertInto("projects")
        .values({
          ...projectInput({ title: "Old project", title_vi: "Dự án cũ" }),
          status: 1 as const,
          image_path: image.path,
          slug: "du-an-cu",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // a second server starting on the same database and storage
      const second = await createTestApp({}, undefined, { database: first });
      try {
        const rows = await second.db.selectFrom("media").selectAll().execute();
        expect(rows.map((row) => ({ path: row.path, width: row.width, height: row.height }))).toEqual([
          { path: image.path, width: 1000, height: 500 },
        ]);
        expect(JSON.parse(rows[0]?.variants ?? "[]").map((variant: { path: string }) => variant.path)).toEqual(
          image.variants.map((variant) => variant.path),
        );
        const uses = await second.db.selectFrom("media_uses").selectAll().execute();
        expect(uses).toEqual([
          {
            media_id: rows[0]?.id,
            owner_type: "project",
            owner_id: String(id),
            label: "Old project",
            label_vi: "Dự án cũ",
          },
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
