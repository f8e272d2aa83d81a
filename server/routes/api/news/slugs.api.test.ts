import { describe, expect, it } from "vitest";
import { savedRecord, saveRecord, slugHistory } from "../../../test-support/records.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// a news item's address after a change: the earlier one answers 301 to the current page, in both
// languages, through the page cache, as a project's does (repositories/slugs.ts, decision 025)

const t = staffApp("newsroom", {}, { options: { pages: true } });

const item = (overrides: object = {}) => ({
  title: "Substation energised in Dong Nai",
  title_vi: "Đóng điện trạm biến áp tại Đồng Nai",
  summary: "A 1,600 kVA substation was energised.",
  summary_vi: "Trạm biến áp 1.600 kVA đã được đóng điện.",
  body: "The first paragraph.",
  body_vi: "Đoạn thứ nhất.",
  published_on: "2026-11-18",
  published: 1,
  ...overrides,
});

type Saved = { id: number; slug: string };

const save = (payload: object, id?: number) => saveRecord(t, t.token, "news", payload, id);
const create = (overrides: object = {}) => savedRecord<Saved>(t, t.token, "news", item(overrides));
const update = (id: number, overrides: object) => savedRecord<Saved>(t, t.token, "news", item(overrides), id);
const get = (url: string) => t.app.inject({ method: "GET", url });
const history = (id: number) => slugHistory(t, "news", id);

describe(`news addresses (${testDialect})`, () => {
  it("answers 301 from the old address to the new one, in both languages, also from the page cache", async () => {
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    const { id, slug: old } = await create();
    expect(old).toBe("dong-dien-tram-bien-ap-tai-dong-nai");
    // both pages, and the 404 of the address it is about to get, are in the cache before the change
    expect((await get(`/news/${old}`)).statusCode).toBe(200);
    expect((await get(`/en/news/${old}`)).statusCode).toBe(200);
    expect((await get("/news/dong-dien-tram-bien-ap-1600-kva-dong-nai")).statusCode).toBe(404);

    const moved = await update(id, { slug: "dong-dien-tram-bien-ap-1600-kva-dong-nai" });
    expect(moved.slug).toBe("dong-dien-tram-bien-ap-1600-kva-dong-nai");
    expect(await history(id)).toEqual([old]);

    const vi = await get(`/news/${old}`);
    expect(vi.statusCode).toBe(301);
    expect(vi.headers.location).toBe(`/news/${moved.slug}`);
    const en = await get(`/en/news/${old}?utm_source=zalo`);
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe(`/en/news/${moved.slug}?utm_source=zalo`);
    expect((await get(`/news/${moved.slug}`)).body).toMatch(/<h1[^>]*>Đóng điện trạm biến áp tại Đồng Nai<\/h1>/);
    expect((await get(`/en/news/${moved.slug}`)).body).toMatch(/<h1[^>]*>Substation energised in Dong Nai<\/h1>/);

    // the redirect itself is kept: the next visitor gets it without a render
    const misses = cache.misses;
    const again = await get(`/news/${old}`);
    expect(again.statusCode).toBe(301);
    expect(again.headers.location).toBe(`/news/${moved.slug}`);
    expect(cache.misses).toBe(misses);

    // a client-side navigation to the old address is led to the new page
    const data = await get(`/en/news/${old}.data`);
    expect(data.statusCode).toBe(202);
    expect(data.body).toContain("SingleFetchRedirect");
    expect(data.body).toContain(`"/en/news/${moved.slug}"`);
  });

  it("leads every earlier address straight to the newest after a chain of changes, and makes an earlier one current again", async () => {
    const { id, slug: first } = await create({ title_vi: "Bảo trì định kỳ hệ thống điện" });
    const second = await update(id, { title_vi: "Bảo trì định kỳ hệ thống điện", slug: "bao-tri-he-thong-dien-2026" });
    const third = await update(id, { title_vi: "Bảo trì định kỳ hệ thống điện", slug: "bao-tri-dinh-ky-thang-11" });
    expect(await history(id)).toEqual([second.slug, first].sort());
    for (const earlier of [first, second.slug]) {
      for (const [prefix, language] of [
        ["", "vi"],
        ["/en", "en"],
      ]) {
        const answer = await get(`${prefix}/news/${earlier}`);
        expect(answer.statusCode, `${language} ${earlier}`).toBe(301);
        // one redirect, never a chain
        expect(answer.headers.location).toBe(`${prefix}/news/${third.slug}`);
      }
    }

    // back to the first address: it is the page again, no longer a redirect, and the others lead there
    const back = await update(id, { title_vi: "Bảo trì định kỳ hệ thống điện", slug: first });
    expect(back.slug).toBe(first);
    expect(await history(id)).toEqual([second.slug, third.slug].sort());
    expect((await get(`/news/${first}`)).statusCode).toBe(200);
    expect((await get(`/en/news/${third.slug}`)).headers.location).toBe(`/en/news/${first}`);
  });

  it("keeps the address when only the title changes", async () => {
    const { id, slug } = await create({ title_vi: "Khánh thành nhà máy điện mặt trời" });
    const renamed = await update(id, { title_vi: "Khánh thành nhà máy điện mặt trời áp mái 2 MWp" });
    expect(renamed.slug).toBe(slug);
    expect(await history(id)).toEqual([]);
    expect((await get(`/news/${slug}`)).statusCode).toBe(200);
  });

  it("does not give a new item another item's earlier address (its old links keep leading there), unless staff type it", async () => {
    const old = await create({ title_vi: "Thí nghiệm máy biến áp 110 kV" });
    await update(old.id, { title_vi: "Thí nghiệm máy biến áp 110 kV", slug: "thi-nghiem-mba-110-kv-nha-may" });
    expect(await history(old.id)).toEqual(["thi-nghiem-may-bien-ap-110-kv"]);

    const fresh = await create({ title_vi: "Thí nghiệm máy biến áp 110 kV" });
    expect(fresh.slug).toBe("thi-nghiem-may-bien-ap-110-kv-2");
    expect((await get("/news/thi-nghiem-may-bien-ap-110-kv")).headers.location).toBe(
      "/news/thi-nghiem-mba-110-kv-nha-may",
    );

    // typed on purpose, the address is taken over: it is the new item's page from then on
    const claimed = await create({ title_vi: "Thí nghiệm máy biến áp 110 kV", slug: "thi-nghiem-may-bien-ap-110-kv" });
    expect(claimed.slug).toBe("thi-nghiem-may-bien-ap-110-kv");
    expect(await history(old.id)).toEqual([]);
    expect((await get("/news/thi-nghiem-may-bien-ap-110-kv")).statusCode).toBe(200);

    // another item's current address stays refused, naming that item
    const taken = await save(item({ slug: "thi-nghiem-mba-110-kv-nha-may" }), fresh.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [{ path: "slug" }] });
    expect(taken.json().message).toContain("Substation energised in Dong Nai");
  });

  it("leads nowhere from the earlier address of a draft or of a deleted item", async () => {
    const { id, slug } = await create({ title_vi: "Tin sẽ thành bản nháp" });
    await update(id, { title_vi: "Tin sẽ thành bản nháp", slug: "tin-ban-nhap-moi", published: 0 });
    expect((await get(`/news/${slug}`)).statusCode).toBe(404);
    await update(id, { title_vi: "Tin sẽ thành bản nháp", slug: "tin-ban-nhap-moi", published: 1 });
    expect((await get(`/news/${slug}`)).headers.location).toBe("/news/tin-ban-nhap-moi");

    const removed = await t.app.inject({ method: "DELETE", url: `/api/news/${id}`, headers: bearer(t.token) });
    expect(removed.statusCode).toBe(200);
    expect(await history(id)).toEqual([]);
    expect((await get(`/news/${slug}`)).statusCode).toBe(404);
    expect((await get(`/en/news/${slug}`)).statusCode).toBe(404);
  });

  it("answers six saves of the same title at once with six addresses", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => save(item({ title_vi: "Tin đăng đồng thời", published: 0 }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const slugs = responses.map((response) => response.json().news.slug);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain("tin-dang-dong-thoi");
  });
});
