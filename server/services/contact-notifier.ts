import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { ContactMessage } from "../db/database.ts";

// an e-mail to staff about each new contact message. It is sent after the message is stored
// and the visitor has their answer, so a slow or broken mail server never loses a message.

export interface ContactNotifier {
  notify(
    contact: Pick<ContactMessage, "id" | "customer_name" | "email" | "phone_number" | "message" | "created_at">,
  ): void;
  close(): void;
}

export function createContactNotifier(
  settings: NonNullable<Config["notifications"]>,
  publicOrigin: string,
  onError: (error: unknown) => void,
): ContactNotifier {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    notify(contact) {
      const lines = [
        "Tin nhắn liên hệ mới trên trang web / New contact message on the website",
        "",
        `Họ tên / Name: ${contact.customer_name}`,
        `E-mail: ${contact.email}`,
        `Điện thoại / Phone: ${contact.phone_number ?? "—"}`,
        `Thời gian / Received: ${contact.created_at}`,
        "",
        contact.message,
        "",
        `Xem trong trang quản trị / Open in the back office: ${publicOrigin}/admin/contacts`,
      ];
      transport
        .sendMail({
          from: settings.from,
          to: settings.to,
          // staff can answer the visitor straight from their mail program
          replyTo: contact.email,
          subject: `Tin nhắn liên hệ mới / New contact message: ${contact.customer_name}`,
          text: lines.join("\n"),
        })
        .catch(onError);
    },
    close() {
      transport.close();
    },
  };
}
