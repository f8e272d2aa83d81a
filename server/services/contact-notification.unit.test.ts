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
    expect(body).toContain("Received: 22 November 2026 18:33 (Vietnam time)");
    expect(body).not.toContain("2026-11-22T11:33");
  });

  it("moves to the next day in Vietnam when UTC is still the day before", () => {
    const body = email("2026-01-04T17:05:00.000Z").body_text;
    expect(body).toContain("Nhận lúc: 05/01/2026 00:05 (giờ Việt Nam)");
    expect(body).toContain("Received: 5 January 2026 00:05 (Vietnam time)");
  });
});
