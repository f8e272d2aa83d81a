import { describe, expect, it } from "vitest";
import { contactNotificationEmail } from "./contact-notification.ts";

// the staff e-mail about a new contact message names the moment in Vietnam's time, in both
// languages, never as an instant in UTC
describe("the contact notification e-mail", () => {
  const email = (created_at: string) =>
    contactNotificationEmail({ to: ["sales@congty.vn"] } as never, "https://www.congty.vn", {
      id: 7,
      customer_name: "Đặng Thu Hà",
      email: "ha@example.vn",
      phone_number: null,
      message: "Nhờ báo giá thí nghiệm máy biến áp.",
      created_at,
    });

  it("says when the message came in Vietnam's time, in Vietnamese and in English", () => {
    const body = email("2026-11-22T11:33:00.000Z").body_text;
    expect(body).toContain("Nhận lúc: 22/11/2026 18:33 (giờ Việt Nam)");
    expect(body).toContain("Received: 22 November 2026, 18:33 (Vietnam time)");
    expect(body).not.toContain("2026-11-22T11:33");
  });

  it("moves to the next day in Vietnam when UTC is still the day before", () => {
    const body = email("2026-01-04T17:05:00.000Z").body_text;
    expect(body).toContain("Nhận lúc: 05/01/2026 00:05 (giờ Việt Nam)");
    expect(body).toContain("Received: 5 January 2026, 00:05 (Vietnam time)");
  });

  it("links to the lead itself, which opens the contacts screen with it open", () => {
    const body = email("2026-11-22T11:33:00.000Z").body_text;
    expect(body.split("\n").at(-1)).toBe(
      "Xem trong trang quản trị / Open in the back office: https://www.congty.vn/admin/contacts/7",
    );
  });

  it("names a request for a quote in its subject, with its fields, files and where it came from", () => {
    const quote = contactNotificationEmail({ to: ["sales@congty.vn"] } as never, "https://www.congty.vn", {
      id: 8,
      customer_name: "Phạm Văn Khánh",
      email: "khanh@cokhi.vn",
      phone_number: null,
      message: "Cần báo giá bảo trì trạm biến áp.",
      created_at: "2026-11-22T11:33:00.000Z",
      company: "Công ty TNHH Cơ khí Tây Ninh",
      tax_code: "0100109106",
      province: "Tỉnh Tây Ninh",
      service: "maintenance",
      voltage: "22 kV",
      project_timeline: null,
      landing_page: "/",
      referrer: null,
      utm_source: "zalo",
      utm_medium: null,
      utm_campaign: "tram-bien-ap",
      files: [{ name: "Sơ đồ một sợi.pdf" }, { name: "Bảng khối lượng.xlsx" }],
    });
    expect(quote.subject).toBe("Yêu cầu báo giá mới / New quote request: Phạm Văn Khánh");
    expect(quote.body_text).toContain("Dịch vụ / Service: Bảo trì / Maintenance");
    expect(quote.body_text).toContain("Tệp đính kèm / Files: 2: Sơ đồ một sợi.pdf, Bảng khối lượng.xlsx");
    expect(quote.body_text).toContain("Chiến dịch / Campaign: zalo / tram-bien-ap");
    expect(quote.body_text).not.toContain("Tiến độ / Timeline");
    expect(quote.body_text).not.toContain("Trang dẫn đến / Referring site");
    // a plain message keeps its subject and has none of these lines
    const plain = email("2026-11-22T11:33:00.000Z");
    expect(plain.subject).toBe("Khách hàng tiềm năng mới / New lead: Đặng Thu Hà");
    expect(plain.body_text).not.toContain("Company");
  });
});
