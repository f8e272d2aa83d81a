import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { findContacts } from "./support/api.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { describe, expect, inject, it, type Open } from "./support/fixture.ts";

const baseURL = inject("baseURL");
const SPAM_VI = "Tin nhắn của Quý khách có vẻ chứa nội dung giống thư rác. Vui lòng chỉnh sửa và thử lại.";

async function contactPage(
  open: Open,
  path = "/contact",
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const { context, page, errors } = await open({ viewport });
  // count what actually reaches the API
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST") sent.push(request.postData() ?? "");
  });
  await gotoHydrated(page, `${baseURL}${path}`);
  return { page, errors, sent, close: () => context.close() };
}

async function fill(
  page: Page,
  values: { name?: string; email?: string; phone?: string; message?: string; consent?: boolean },
  english = false,
) {
  // fields are found by their labels, as a person would
  const labels = english
    ? { name: /^Full name/, email: /^E-mail/, phone: /^Phone number/, message: /^Message/ }
    : { name: /^Họ và tên/, email: /^E-mail/, phone: /^Số điện thoại/, message: /^Nội dung/ };
  if (values.name !== undefined) await page.getByLabel(labels.name).fill(values.name);
  if (values.email !== undefined) await page.getByLabel(labels.email).fill(values.email);
  if (values.phone !== undefined) await page.getByLabel(labels.phone).fill(values.phone);
  if (values.message !== undefined) await page.getByLabel(labels.message).fill(values.message);
  // the privacy policy's consent, ticked unless a test leaves it out
  const consent = page.getByLabel(english ? /^I agree/ : /^Tôi đồng ý/);
  if (values.consent === false) await consent.uncheck();
  else await consent.check();
}

const unique = () => randomBytes(4).toString("hex");

describe("the contact form", () => {
  it("asks for consent to the privacy policy, linked, before it sends anything", async ({ open }) => {
    const { page, errors, sent, close } = await contactPage(open, "/contact", viewports.desktop);
    const id = unique();
    await fill(page, {
      name: "Trần Văn Bình",
      email: `binh.${id}@example.vn`,
      message: `Xin báo giá thí nghiệm định kỳ trạm biến áp (mã ${id}).`,
      consent: false,
    });
    const consent = page.getByLabel(/^Tôi đồng ý/);
    expect(await consent.getAttribute("aria-invalid")).toBe("false");
    expect(await page.locator("form").getByRole("link", { name: "Chính sách bảo mật" }).getAttribute("href")).toBe(
      "/privacy",
    );
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page.getByText("Quý khách vui lòng đồng ý với Chính sách bảo mật trước khi gửi.").waitFor();
    expect(await consent.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    await consent.check();
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page.getByRole("status").filter({ hasText: "Cảm ơn" }).waitFor();
    expect(JSON.parse(sent[0] as string)).toMatchObject({ consent: true });
    expect(errors).toEqual([]);
    await close();
  });

  it("sends a message to the real API, shows the thank-you banner and clears the fields", async ({ open }) => {
    const { page, errors, sent, close } = await contactPage(open, "/en/contact", viewports.phone);
    const id = unique();
    await fill(
      page,
      {
        name: "Nguyễn Thị Mai",
        email: `mai.${id}@example.vn`,
        phone: "+84 28 3822 1234",
        message: `Please quote preventive maintenance for our 1,600 kVA substation (ref ${id}).`,
      },
      true,
    );
    const button = page.getByRole("button", { name: "Send message" });
    await button.click();
    const banner = page.getByRole("status").filter({ hasText: "Thank you" });
    await banner.waitFor();
    expect(await banner.textContent()).toBe("Thank you for your message! We will get back to you soon.");
    // the focus is on the message that says what happened, not lost with the disabled button
    await expect.poll(() => banner.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel(/^Full name/).inputValue()).toBe("");
    expect(await page.getByLabel(/^Message/).inputValue()).toBe("");
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toMatchObject({ name: "Nguyễn Thị Mai", website: "" });

    const stored = await findContacts(id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ customer_name: "Nguyễn Thị Mai", email: `mai.${id}@example.vn` });

    // any edit clears the banner
    await page.getByLabel(/^Full name/).fill("N");
    await expect.poll(() => banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("disables the fields and shows the submitting label while sending", async ({ open }) => {
    const { page, close } = await contactPage(open);
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await fill(page, {
      name: "Trần Văn Bình",
      email: `binh.${unique()}@example.vn`,
      message: `Cần kiểm tra rơ le bảo vệ tủ trung thế, mã ${unique()}.`,
    });
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    const busy = page.getByRole("button", { name: "Đang gửi…" });
    await busy.waitFor();
    expect(await page.getByLabel(/^Họ và tên/).isDisabled()).toBe(true);
    expect(await page.getByLabel(/^Nội dung/).isDisabled()).toBe(true);
    await page.getByRole("status").filter({ hasText: "Cảm ơn" }).waitFor();
    expect(await page.getByLabel(/^Họ và tên/).isDisabled()).toBe(false);
    await close();
  });

  it("refuses empty required fields and a bad e-mail next to the field, sending nothing", async ({ open }) => {
    const { page, sent, close } = await contactPage(open);
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page.getByText("Trường này là bắt buộc.").first().waitFor();
    expect(await page.getByText("Trường này là bắt buộc.").count()).toBe(3);
    expect(await page.getByLabel(/^Họ và tên/).getAttribute("aria-invalid")).toBe("true");
    await fill(page, { name: "An", email: "not-an-email", message: "Nội dung đủ dài để gửi đi." });
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page.getByText("Vui lòng nhập địa chỉ e-mail hợp lệ.").waitFor();
    expect(sent).toEqual([]);
    await close();
  });

  it("runs the spam rules in the browser: a failure counts an attempt and sends nothing", async ({ open }) => {
    const { page, sent, close } = await contactPage(open);
    for (const message of [
      "Xem giá tốt tại https://spam.example/deal ngay hôm nay",
      "Congratulations, you are our lottery winner!",
      "LIENHENGAYDEDUOCGIAMGIA50PHANTRAM ngay",
    ]) {
      await fill(page, { name: "Khách", email: `k.${unique()}@example.vn`, message });
      await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
      await page.getByRole("alert").filter({ hasText: SPAM_VI }).waitFor();
    }
    expect(sent).toEqual([]);
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem("contactFormRateLimit") ?? "{}"));
    expect(record.attempts).toBe(3);
    await close();
  });

  it("refuses the same e-mail and message as the last submission, kept in local storage", async ({ open }) => {
    const { page, sent, close } = await contactPage(open);
    const values = {
      name: "Lê Hùng",
      email: `hung.${unique()}@example.vn`,
      message: `Đề nghị báo giá camera nhiệt và đo cách điện ${unique()}.`,
    };
    await fill(page, values);
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page.getByRole("status").filter({ hasText: "Cảm ơn" }).waitFor();
    const last = await page.evaluate(() => JSON.parse(localStorage.getItem("contactFormLastSubmission") ?? "{}"));
    expect(last).toMatchObject({ email: values.email, message: values.message, timestamp: expect.any(Number) });

    await fill(page, values);
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page.getByRole("alert").filter({ hasText: SPAM_VI }).waitFor();
    expect(sent).toHaveLength(1);
    await close();
  });

  it("warns at 4 attempts within a minute and blocks further ones until the window passes", async ({ open }) => {
    const { page, sent, close } = await contactPage(open);
    await page.evaluate(() =>
      localStorage.setItem(
        "contactFormRateLimit",
        JSON.stringify({ attempts: 4, lastAttempt: Date.now(), blocked: false, blockUntil: 0 }),
      ),
    );
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("status").filter({ hasText: "Quý khách đã thử gửi nhiều lần" }).waitFor();

    // the fifth attempt blocks the form for the window
    await fill(page, { name: "Khách", email: `k.${unique()}@example.vn`, message: "https://spam.example again" });
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await fill(page, { name: "Khách", email: `k.${unique()}@example.vn`, message: `Một yêu cầu hợp lệ ${unique()}.` });
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /Vui lòng đợi \d+ giây/ })
      .waitFor();
    expect(sent).toEqual([]);

    // once the block has passed, the attempts are reset and the form works again
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem("contactFormRateLimit") ?? "{}");
      localStorage.setItem("contactFormRateLimit", JSON.stringify({ ...record, blockUntil: Date.now() - 1 }));
    });
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.getByText("Quý khách đã thử gửi nhiều lần").count()).toBe(0);
    await fill(page, { name: "Khách", email: `k.${unique()}@example.vn`, message: `Một yêu cầu hợp lệ ${unique()}.` });
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await page.getByRole("status").filter({ hasText: "Cảm ơn" }).waitFor();
    expect(sent).toHaveLength(1);
    await close();
  });

  it("shows the server's errors joined, else its message", async ({ open }) => {
    const { page, close } = await contactPage(open, "/en/contact");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message: "ignored",
          errors: [
            { msg: "First problem", path: "name" },
            { msg: "Second problem", path: "email" },
          ],
        }),
      }),
    );
    const values = { name: "Ann", email: `a.${unique()}@example.vn`, message: `A fine enquiry ${unique()}.` };
    await fill(page, values, true);
    await page.getByRole("button", { name: "Send message" }).click();
    expect(await page.getByRole("alert").filter({ hasText: "problem" }).textContent()).toBe(
      "First problem, Second problem",
    );

    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await fill(page, { ...values, message: `Another fine enquiry ${unique()}.` }, true);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }).waitFor();
    await close();
  });

  it("shows the request for a quote's fields when it is chosen, even before the page's JavaScript runs", async ({
    open,
  }) => {
    const { page } = await open({ contextOptions: { javaScriptEnabled: false } });
    await page.goto(`${baseURL}/en/contact`);
    const company = page.getByRole("textbox", { name: "Company", exact: true });
    expect(await company.isVisible()).toBe(false);
    // the button's name is the label shown (the other is hidden)
    expect(await page.getByRole("button", { name: "Send message", exact: true }).isVisible()).toBe(true);
    await page.getByRole("radio", { name: "Request a quote" }).check();
    expect(await company.isVisible()).toBe(true);
    expect(await page.getByText("Choose files").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Send the request", exact: true }).isVisible()).toBe(true);
    await page.getByRole("radio", { name: "Send a message" }).check();
    expect(await company.isVisible()).toBe(false);
  });

  it("has a honeypot that people never see or reach", async ({ open }) => {
    const { page, close } = await contactPage(open);
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.getAttribute("autocomplete")).toBe("off");
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);
    await close();
  });
});
