import type { Config } from "../config.ts";
import type { ContactMessage, NewOutboxEmail } from "../db/database.ts";
import { vietnamDateTime } from "../lib/vietnam-time.ts";

// the e-mail to staff about a new contact message, as a row of the outbox: the contact route
// writes it in the transaction that stores the message, and the outbox worker sends it
// (services/email-outbox.ts). The visitor's answer never waits for the mail server, and a mail
// server that is down only delays the e-mail.

export const CONTACT_NOTIFICATION = "contact_notification";

export function contactNotificationEmail(
  settings: NonNullable<Config["notifications"]>,
  publicOrigin: string,
  contact: Pick<ContactMessage, "id" | "customer_name" | "email" | "phone_number" | "message" | "created_at">,
): NewOutboxEmail {
  const lines = [
    "Tin nhắn liên hệ mới trên trang web / New contact message on the website",
    "",
    `Họ tên / Name: ${contact.customer_name}`,
    `E-mail: ${contact.email}`,
    `Điện thoại / Phone: ${contact.phone_number ?? "—"}`,
    // in Vietnam's time, as staff read it, whatever the server's own time zone
    `Nhận lúc: ${vietnamDateTime(new Date(contact.created_at), "vi")}`,
    `Received: ${vietnamDateTime(new Date(contact.created_at), "en")}`,
    "",
    contact.message,
    "",
    `Xem trong trang quản trị / Open in the back office: ${publicOrigin}/admin/contacts`,
  ];
  return {
    kind: CONTACT_NOTIFICATION,
    recipients: JSON.stringify(settings.to),
    subject: `Tin nhắn liên hệ mới / New contact message: ${contact.customer_name}`,
    body_text: lines.join("\n"),
    // staff can answer the visitor straight from their mail program
    reply_to: contact.email,
    contact_message_id: contact.id,
  };
}
