import { randomBytes } from "node:crypto";
import type { NewOutboxEmail } from "../db/database.ts";
import type { ThreadHeaders } from "./email-outbox.ts";

// a reply to a visitor from the back office, as a row of the outbox (sent once, retried while the
// mail server is down). Each reply has a Message-ID of its own; a later reply names the earlier
// ones (In-Reply-To the last, References all of them, the first at the head), so the visitor's
// mail program shows one conversation.

export const LEAD_REPLY = "lead_reply";
// References is a header line: the first reply and the latest ones are enough to thread
const MAX_REFERENCES = 20;

// the domain of the sending address ("Công ty <info@example.vn>" → example.vn)
function senderDomain(from: string, publicOrigin: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split("@")[1]?.trim();
  return domain && /^[A-Za-z0-9.-]+$/.test(domain) ? domain : new URL(publicOrigin).hostname;
}

export function newMessageId(leadId: number, from: string, publicOrigin: string): string {
  return `<lead-${leadId}.${randomBytes(9).toString("base64url")}@${senderDomain(from, publicOrigin)}>`;
}

export function threadFor(messageId: string, earlier: readonly string[]): ThreadHeaders {
  if (earlier.length === 0) return { messageId };
  const references =
    earlier.length > MAX_REFERENCES ? [earlier[0] as string, ...earlier.slice(-(MAX_REFERENCES - 1))] : [...earlier];
  return { messageId, inReplyTo: earlier[earlier.length - 1] as string, references };
}

export function leadReplyEmail(
  lead: { id: number; email: string },
  reply: { subject: string; body: string },
  thread: ThreadHeaders,
  // the company's address (its settings): where the visitor's answer goes
  replyTo: string,
): NewOutboxEmail {
  return {
    kind: LEAD_REPLY,
    recipients: JSON.stringify([lead.email]),
    subject: reply.subject,
    body_text: reply.body,
    reply_to: replyTo,
    contact_message_id: lead.id,
    headers: JSON.stringify(thread),
  };
}
