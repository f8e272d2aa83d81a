import { QUOTE_SERVICE_NAMES } from "../../contract/quote-options.ts";
import type { Config } from "../config.ts";
import type { ContactMessage, NewOutboxEmail } from "../db/database.ts";
import { attachmentName } from "../lib/attachment-name.ts";
import { vietnamDateTime } from "../lib/vietnam-time.ts";

// the e-mail to staff about a new contact message, as a row of the outbox: the contact route
// writes it in the transaction that stores the message, and the outbox worker sends it
// (services/email-outbox.ts). The visitor's answer never waits for the mail server, and a mail
// server that is down only delays the e-mail.

export const CONTACT_NOTIFICATION = "contact_notification";

// what a request for a quote adds, and where the lead came from: each line only when given
type QuoteAndSource = Partial<
  Pick<
    ContactMessage,
    | "company"
    | "tax_code"
    | "province"
    | "service"
    | "voltage"
    | "project_timeline"
    | "landing_page"
    | "referrer"
    | "utm_source"
    | "utm_medium"
    | "utm_campaign"
  >
> & { files?: readonly { name: string; type?: string }[] };

export function contactNotificationEmail(
  settings: NonNullable<Config["notifications"]>,
  publicOrigin: string,
  contact: Pick<ContactMessage, "id" | "customer_name" | "email" | "phone_number" | "message" | "created_at"> &
    QuoteAndSource,
): NewOutboxEmail {
  const files = contact.files ?? [];
  const isQuote = Boolean(contact.company || contact.tax_code || contact.province || contact.service || files.length);
  const campaign = [contact.utm_source, contact.utm_medium, contact.utm_campaign].filter(Boolean).join(" / ");
  const optional: [string, string | null | undefined][] = [
    ["Công ty / Company", contact.company],
    ["Mã số thuế / Tax code", contact.tax_code],
    ["Tỉnh, thành phố / Province", contact.province],
    [
      "Dịch vụ / Service",
      contact.service && `${QUOTE_SERVICE_NAMES.vi[contact.service]} / ${QUOTE_SERVICE_NAMES.en[contact.service]}`,
    ],
    ["Cấp điện áp / Voltage", contact.voltage],
    ["Tiến độ / Timeline", contact.project_timeline],
    [
      "Tệp đính kèm / Files",
      files.length ? `${files.length}: ${files.map((file) => attachmentName(file.name, file.type)).join(", ")}` : null,
    ],
    ["Trang đầu tiên / Landing page", contact.landing_page],
    ["Trang dẫn đến / Referring site", contact.referrer],
    ["Chiến dịch / Campaign", campaign],
  ];
  const details = optional.filter(([, value]) => Boolean(value)).map(([label, value]) => `${label}: ${value}`);
  const lines = [
    isQuote
      ? "Yêu cầu báo giá mới trên website / New quote request on the website"
      : "Tin nhắn mới trên website / New message on the website",
    "",
    `Họ tên / Name: ${contact.customer_name}`,
    `E-mail: ${contact.email}`,
    `Điện thoại / Phone: ${contact.phone_number ?? "—"}`,
    // in Vietnam's time, as staff read it, whatever the server's own time zone
    `Nhận lúc: ${vietnamDateTime(new Date(contact.created_at), "vi")}`,
    `Received: ${vietnamDateTime(new Date(contact.created_at), "en")}`,
    ...(details.length ? ["", ...details] : []),
    "",
    contact.message,
    "",
    // the lead itself: the contacts screen opens with it open
    `Xem trong trang quản trị / Open in the back office: ${publicOrigin}/admin/contacts/${contact.id}`,
  ];
  return {
    kind: CONTACT_NOTIFICATION,
    recipients: JSON.stringify(settings.to),
    subject: isQuote
      ? `Yêu cầu báo giá mới / New quote request: ${contact.customer_name}`
      : `Khách hàng tiềm năng mới / New lead: ${contact.customer_name}`,
    body_text: lines.join("\n"),
    // staff can answer the visitor straight from their mail program
    reply_to: contact.email,
    contact_message_id: contact.id,
  };
}
