import { benchAdminToken, startSite } from "../../bench/support.ts";
import { body, header, startSmtpServer, type TestSmtp, waitFor } from "../../server/test-support/smtp.ts";
import { logIn, toast } from "./support/admin.ts";
import { afterAll, beforeAll, describe, expect, it } from "./support/fixture.ts";
import { freshDatabase } from "./support/fresh-database.ts";

// a visitor who came from a campaign link asks for a quote with two files on the contact page, and
// a Sales member works the lead in the back office (issue 23), in both languages, on a server of
// its own that sends e-mail to a real SMTP server in the test: they see their dashboard, Contacts
// and Security only (Settings and Users take them to the dashboard), see where the lead came from, take it,
// write a note, reply from the template in the visitor's language — the e-mail arrives, and a
// second reply is threaded to the first by its headers — and move it to quoted on the board; the
// timeline shows it all, and their dashboard counts it quoted beside what the website brings.

const PDF = new TextEncoder().encode(`%PDF-1.7\n${" ".repeat(4000)}\n%%EOF\n`);
const zipEntry = (name: string) => [
  0x50,
  0x4b,
  0x03,
  0x04,
  0x14,
  0,
  0,
  0,
  8,
  0,
  ...new TextEncoder().encode(name),
  0,
  0,
];
const XLSX = new Uint8Array([...zipEntry("[Content_Types].xml"), ...zipEntry("xl/workbook.xml")]);

const SALES_PASSWORD = "amber-lantern-57-orchard";
const postgresUrl = process.env.TEST_DATABASE_URL;

const texts = {
  vi: {
    contacts: "Khách hàng tiềm năng",
    companies: "Công ty khách hàng",
    reports: "Báo cáo",
    companySection: "Công ty và người liên hệ",
    dashboard: "Bảng điều khiển",
    openLeads: "Khách hàng tiềm năng đang mở",
    website: "Website mang lại gì",
    enquiries: "Khách hàng tiềm năng",
    navigation: "Điều hướng quản trị",
    security: "Bảo mật",
    owner: "Người phụ trách",
    stage: "Giai đoạn",
    save: "Lưu",
    saved: "Đã cập nhật khách hàng tiềm năng",
    noteLabel: "Ghi chú mới",
    addNote: "Thêm ghi chú",
    noted: "Lê Kinh Doanh ghi chú",
    replyOpen: "Trả lời qua e-mail",
    delete: "Xóa",
    exportOwn: "Xuất CSV khách hàng của tôi",
    replyLanguage: "Ngôn ngữ của thư",
    send: "Gửi thư",
    queued: "Đã xếp thư trả lời vào hàng gửi",
    replied: "Lê Kinh Doanh gửi thư trả lời: Cảm ơn Quý khách đã liên hệ",
    contacted: "Lê Kinh Doanh chuyển giai đoạn: Mới → Đã liên hệ",
    greeting: "Kính gửi Quý khách",
    downloadPdf: "Tải xuống Sơ đồ một sợi.pdf",
    changePassword: "Đổi mật khẩu",
    currentPassword: "Mật khẩu hiện tại",
    quoted: "Đã báo giá",
    contactedStage: "Đã liên hệ",
    board: "Bảng theo giai đoạn",
    list: "Danh sách",
    source: "Nguồn khách hàng",
    direct: "Truy cập trực tiếp",
    visitorLanguage: "Tiếng Việt",
    attached: "Khách hàng gửi kèm 2 tệp",
    movedToQuoted: "Lê Kinh Doanh chuyển giai đoạn: Đã liên hệ → Đã báo giá",
  },
  en: {
    contacts: "Leads",
    companies: "Companies",
    reports: "Reports",
    companySection: "Company and contact person",
    dashboard: "Dashboard",
    openLeads: "Open leads",
    website: "What the website brings",
    enquiries: "Leads",
    navigation: "Admin navigation",
    security: "Security",
    owner: "Owner",
    stage: "Stage",
    save: "Save",
    saved: "Lead updated",
    noteLabel: "New note",
    addNote: "Add note",
    noted: "Lê Kinh Doanh wrote a note",
    replyOpen: "Reply by e-mail",
    delete: "Delete",
    exportOwn: "Export my leads (CSV)",
    replyLanguage: "Language of the e-mail",
    send: "Send reply",
    queued: "Reply queued",
    replied: "Lê Kinh Doanh sent a reply: Thank you for contacting us",
    contacted: "Lê Kinh Doanh moved the stage: New → Contacted",
    greeting: "Dear ",
    downloadPdf: "Download Sơ đồ một sợi.pdf",
    changePassword: "Change password",
    currentPassword: "Current password",
    quoted: "Quoted",
    contactedStage: "Contacted",
    board: "Board by stage",
    list: "List",
    source: "Where it came from",
    direct: "Direct visit",
    visitorLanguage: "English",
    attached: "The visitor attached 2 files",
    movedToQuoted: "Lê Kinh Doanh moved the stage: Contacted → Quoted",
  },
} as const;

// the contact page's words, as a visitor reads them
const publicTexts = {
  vi: {
    contact: "Liên hệ",
    kindQuote: "Yêu cầu báo giá",
    name: "Họ và tên",
    email: "E-mail",
    company: "Tên công ty",
    taxCode: "Mã số thuế",
    province: "Tỉnh, thành phố nơi thi công",
    service: "Dịch vụ cần báo giá",
    maintenance: "Bảo trì",
    voltage: "Cấp điện áp",
    message: "Nội dung",
    send: "Gửi yêu cầu báo giá",
    sent: "Cảm ơn Quý khách đã gửi yêu cầu báo giá!",
  },
  en: {
    contact: "Contact",
    kindQuote: "Request a quote",
    name: "Full name",
    email: "E-mail",
    company: "Company",
    taxCode: "Tax code",
    province: "Province or city of the site",
    service: "Service",
    maintenance: "Maintenance",
    voltage: "Voltage level",
    message: "Message",
    send: "Send the request",
    sent: "Thank you for your request for a quote.",
  },
} as const;

describe.each(postgresUrl ? ["sqlite", "postgres"] : ["sqlite"])("on %s", (database) => {
  let smtp: TestSmtp;
  let site: Awaited<ReturnType<typeof startSite>>;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    let databaseUrl: Record<string, string> = {};
    if (database === "postgres") {
      const fresh = await freshDatabase(postgresUrl as string, "lead_work");
      drop = fresh.drop;
      databaseUrl = { DATABASE_URL: fresh.url };
    }
    site = await startSite({
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "sales@congty.vn",
      NOTIFY_EMAIL_FROM: "Công ty Kỹ thuật <web@congty.vn>",
      ...databaseUrl,
    });
    const token = await benchAdminToken(site.url);
    const created = await fetch(`${site.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ login_name: "kinhdoanh", user_name: "Lê Kinh Doanh", password: SALES_PASSWORD, role: 3 }),
    });
    expect(created.status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
    await drop?.();
  });

  describe.each(["vi", "en"] as const)("a visitor's request for a quote, worked by Sales (in %s)", (language) => {
    const t = texts[language];
    const p = publicTexts[language];

    it("sees only the leads and what the website brings, takes one, notes, replies threaded by e-mail and moves it to quoted", async ({
      open,
    }) => {
      const email = `khach.${language}.${Date.now()}@nhamay.vn`;
      const name = `Khách ${language} ${Date.now() % 100_000}`;
      const home = language === "en" ? "/en" : "/";

      // the visitor lands on the home page from a campaign link, goes to the contact page and asks
      // for a quote with a single-line diagram and a bill of quantities
      const visitor = await open();
      await visitor.page.goto(
        `${site.url}${home}?utm_source=zalo&utm_medium=social&utm_campaign=tram-bien-ap-2026&fbclid=x`,
      );
      await visitor.page.getByRole("navigation").first().getByRole("link", { name: p.contact, exact: true }).click();
      await visitor.page.waitForURL(`${site.url}${language === "en" ? "/en/contact" : "/contact"}`);
      // the form sends itself once the page is interactive (before, the browser would post it)
      await visitor.page.waitForSelector("html[data-hydrated]");
      const form = visitor.page.locator("form", { has: visitor.page.getByRole("radio", { name: p.kindQuote }) });
      await form.getByRole("radio", { name: p.kindQuote }).check();
      await form.getByRole("textbox", { name: p.name, exact: true }).fill(name);
      await form.getByRole("textbox", { name: p.email, exact: true }).fill(email);
      await form.getByRole("textbox", { name: p.company, exact: true }).fill("Công ty TNHH Cơ khí Tây Ninh");
      await form.getByRole("textbox", { name: p.taxCode, exact: true }).fill("0100109106");
      await form.getByRole("combobox", { name: p.province, exact: true }).selectOption("Tỉnh Tây Ninh");
      await form.getByRole("combobox", { name: p.service, exact: true }).selectOption({ label: p.maintenance });
      await form.getByRole("textbox", { name: p.voltage, exact: true }).fill("22 kV");
      await form
        .getByRole("textbox", { name: p.message, exact: true })
        .fill("Cần báo giá bảo trì trạm biến áp 22 kV cho nhà máy ở Tây Ninh.");
      await form.locator("#contact-attachments").setInputFiles([
        { name: "Sơ đồ một sợi.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) },
        { name: "Bảng khối lượng.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from(XLSX) },
      ]);
      await form.getByText("Bảng khối lượng.xlsx").waitFor();
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: p.send }).click();
      await form.getByText(p.sent).waitFor();
      expect(visitor.errors).toEqual([]);
      // staff are told, with the quote's details and where it came from
      const told = await waitFor(
        () => smtp.received.find((mail) => mail.to.includes("sales@congty.vn") && body(mail.raw).includes(email)),
        20_000,
      );
      expect(header(told.raw, "Subject")).toContain("New quote request");
      expect(body(told.raw)).toContain("Chiến dịch / Campaign: zalo / social / tram-bien-ap-2026");

      const { page, errors } = await open({ adminLanguage: language });
      await logIn(page, "kinhdoanh", SALES_PASSWORD, "/admin/contacts", site.url);
      // the navigation: their dashboard, Contacts, Companies, Reports and Security only
      const nav = page.getByRole("navigation", { name: t.navigation });
      await nav.getByRole("link", { name: t.contacts }).waitFor();
      const links = (await nav.getByRole("link").allTextContents()).map((text) => text.trim()).filter(Boolean);
      expect(links).toEqual([t.dashboard, t.contacts, t.companies, t.reports, t.security]);
      // Settings and Users take a Sales member to their dashboard
      for (const path of ["/admin/settings", "/admin/users"]) {
        await page.goto(`${site.url}${path}`);
        await page.waitForURL(`${site.url}/admin`);
        await page.getByRole("heading", { level: 2, name: t.website }).waitFor();
      }
      await nav.getByRole("link", { name: t.contacts }).click();
      // their export is of the leads they own (the server keeps to that too)
      await page.getByRole("button", { name: t.exportOwn }).waitFor();

      await page.getByRole("button", { name: new RegExp(name) }).click();
      const dialog = page.getByRole("dialog");
      // the quote's details and its files, downloaded under their own names
      // the request's company, and the company it made (linked from the lead's company section)
      await dialog.getByText("Công ty TNHH Cơ khí Tây Ninh").first().waitFor();
      await dialog
        .getByRole("region", { name: t.companySection })
        .getByRole("link", { name: "Công ty TNHH Cơ khí Tây Ninh" })
        .waitFor();
      await dialog.getByText("Tỉnh Tây Ninh").waitFor();
      await dialog.getByText("22 kV", { exact: true }).waitFor();
      // where it came from: the campaign link's page, source and campaign, and the visitor's language
      const source = dialog.getByRole("region", { name: t.source });
      await source.getByText("tram-bien-ap-2026").waitFor();
      expect(await source.getByRole("definition").allTextContents()).toEqual([
        home,
        t.direct,
        "zalo",
        "social",
        "tram-bien-ap-2026",
        t.visitorLanguage,
      ]);
      await dialog.getByText(t.attached).waitFor();
      const downloading = page.waitForEvent("download");
      await dialog.getByRole("button", { name: t.downloadPdf }).click();
      expect((await downloading).suggestedFilename()).toBe("Sơ đồ một sợi.pdf");
      await dialog.getByLabel(t.owner, { exact: true }).selectOption({ label: "Lê Kinh Doanh" });
      await dialog.getByRole("button", { name: t.save, exact: true }).click();
      await toast(page, t.saved);

      await dialog.getByLabel(t.noteLabel).fill("Khách hẹn gửi sơ đồ một sợi vào thứ Hai.");
      await dialog.getByRole("button", { name: t.addNote }).click();
      await dialog.getByText(t.noted).waitFor();
      await dialog.getByText("Khách hẹn gửi sơ đồ một sợi vào thứ Hai.").waitFor();
      // Sales move a lead to spam or lost: no Delete for them
      expect(await dialog.getByRole("button", { name: t.delete, exact: true }).count()).toBe(0);

      // a reply from the template in the visitor's language
      await dialog.getByRole("button", { name: t.replyOpen }).click();
      expect(await dialog.getByLabel(t.replyLanguage).inputValue()).toBe(language);
      await dialog.getByRole("button", { name: t.send }).click();
      await toast(page, t.queued);
      await dialog.getByText(t.replied).waitFor();
      await dialog.getByText(t.contacted).waitFor();

      const first = await waitFor(() => smtp.received.find((mail) => mail.to.includes(email)), 20_000);
      expect(body(first.raw)).toContain(t.greeting);
      const firstId = header(first.raw, "Message-ID");
      expect(firstId).toMatch(/^<lead-\d+\..+@congty\.vn>$/);

      // a second reply answers the first in the visitor's mail program
      await dialog.getByRole("button", { name: t.replyOpen }).click();
      await dialog.getByLabel(t.replyLanguage).selectOption(language);
      await dialog.getByRole("button", { name: t.send }).click();
      await toast(page, t.queued);
      const second = await waitFor(() => smtp.received.filter((mail) => mail.to.includes(email))[1], 20_000);
      expect(header(second.raw, "In-Reply-To")).toBe(firstId);
      expect(header(second.raw, "References")).toBe(firstId);

      // and the lead is quoted, on the board: the card's stage, from the keyboard
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: t.board }).click();
      await page.waitForURL(/view=board/);
      const column = (label: string) => page.getByRole("region", { name: new RegExp(`^${label}`) });
      const card = (label: string) => column(label).locator("li", { hasText: name });
      const select = card(t.contactedStage).getByLabel(new RegExp(name));
      await select.focus();
      await select.selectOption({ label: t.quoted });
      await card(t.quoted).waitFor();
      await page.getByRole("button", { name: t.list }).click();
      await page.getByRole("button", { name: new RegExp(name) }).click();
      await page.getByRole("dialog").getByText(t.movedToQuoted).waitFor();
      await page.keyboard.press("Escape");

      // their dashboard: the open leads by stage (this one quoted) and what the website brings,
      // read without a refusal (errors below holds every failed request)
      await nav.getByRole("link", { name: t.dashboard }).click();
      const leads = page.getByRole("region", { name: t.openLeads });
      const quoted = leads.locator("dt", { hasText: t.quoted }).locator("xpath=following-sibling::dd");
      await expect.poll(async () => Number((await quoted.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
      const website = page.getByRole("region", { name: "Website" });
      await website.getByRole("heading", { level: 2, name: t.website }).waitFor();
      await website.locator("dt", { hasText: t.enquiries }).waitFor();
      expect(await page.getByRole("tablist").count()).toBe(0);

      // their own password, on the Security screen
      await nav.getByRole("link", { name: t.security }).click();
      await page.getByRole("button", { name: t.changePassword }).click();
      await page.getByRole("dialog").getByLabel(t.currentPassword).waitFor();
      expect(errors).toEqual([]);
    });
  });
});
