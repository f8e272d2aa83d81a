import { BENCH_ADMIN_PASSWORD, benchAdminToken, startSite } from "../../bench/support.ts";
import { logIn, toast } from "./support/admin.ts";
import { afterAll, beforeAll, describe, expect, it } from "./support/fixture.ts";

// the dashboard's "Before launch" card on a new installation (a server of its own, demo content
// loaded): it lists what is left, and an item leaves the list once it is fixed through the screen
// it links to — the privacy policy (Vietnamese back office), the terms (English). The page editor
// tells staff that a legal page is a template for counsel; visitors never read that.

const texts = {
  vi: {
    card: "Việc cần làm trước khi ra mắt",
    progress: (done: number) => `Đã xong ${done}/9`,
    item: { privacy: "Chính sách bảo mật vẫn là văn bản mẫu", terms: "Điều khoản sử dụng vẫn là văn bản mẫu" },
    note: /văn bản mẫu.*luật sư.*chỉ hiển thị cho nhân viên/,
    publish: "Xuất bản ngay",
    publishTitle: "Xuất bản trang?",
    published: "Đã xuất bản trang",
  },
  en: {
    card: "Before launch",
    progress: (done: number) => `${done} of 9 done`,
    item: { privacy: "The privacy policy is still the template", terms: "The terms of use are still the template" },
    note: /template.*lawyer.*staff only/,
    publish: "Publish now",
    publishTitle: "Publish the page?",
    published: "Page published",
  },
} as const;

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
}, 120_000);
afterAll(() => site?.stop());

const doneCount = async () => {
  const answer = await fetch(`${site.url}/api/launch-checklist`, {
    headers: { authorization: `Bearer ${await benchAdminToken(site.url)}` },
  });
  const { items } = (await answer.json()) as { items: { done: boolean }[] };
  return items.filter((item) => item.done).length;
};

describe("the launch checklist", () => {
  for (const [language, key] of [
    ["vi", "privacy"],
    ["en", "terms"],
  ] as const) {
    const t = texts[language];
    it(`lists what is left on a new site, and the ${key} item leaves once fixed from its link (${language})`, async ({
      open,
    }) => {
      const before = await doneCount();
      const { page, errors } = await open({ adminLanguage: language });
      await logIn(page, "admin", BENCH_ADMIN_PASSWORD, "/admin", site.url);
      const card = page.getByRole("region", { name: t.card });
      await card.getByText(t.progress(before), { exact: true }).waitFor();
      expect(await card.getByRole("listitem").count()).toBe(9 - before);

      await card.getByRole("link", { name: t.item[key] }).click();
      await page.waitForURL(`${site.url}/admin/pages/${key}`);
      expect(await page.getByRole("note").textContent()).toMatch(t.note);
      await page.locator("#page-vi-hero-title").fill(`Điều khoản đã rà soát ${language}`);
      await page.locator("#page-en-hero-title").fill(`Reviewed by counsel ${language}`);
      await page.getByRole("button", { name: t.publish }).click();
      await page.getByRole("dialog", { name: t.publishTitle }).getByRole("button", { name: t.publish }).click();
      await toast(page, t.published);

      await page.goto(`${site.url}/admin`);
      await card.getByText(t.progress(before + 1), { exact: true }).waitFor();
      expect(await card.getByRole("link", { name: t.item[key] }).count()).toBe(0);
      expect(await card.getByRole("listitem").count()).toBe(8 - before);
      expect(errors).toEqual([]);

      // visitors read the policy without the developers' note
      const policy = await (await fetch(`${site.url}${language === "en" ? "/en" : ""}/privacy`)).text();
      expect(policy).not.toMatch(/văn bản mẫu|template prepared/);
    }, 60_000);
  }
});
