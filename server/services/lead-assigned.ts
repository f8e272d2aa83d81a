import { LEAD_STAGE_NAMES } from "../../contract/lead-stage-names.ts";
import { formatDay } from "../../contract/vietnam-time.ts";
import type { ContactMessage, NewOutboxEmail } from "../db/database.ts";

// the e-mail to a staff member a lead was just assigned to, as a row of the outbox: written in
// the transaction that changes the owner, sent by the outbox worker (services/email-outbox.ts);
// in both languages, like the notification of a new message

export const LEAD_ASSIGNED = "lead_assigned";

const STAGES_VI = LEAD_STAGE_NAMES.vi;

export function leadAssignedEmail(
  publicOrigin: string,
  lead: Pick<
    ContactMessage,
    "id" | "customer_name" | "email" | "phone_number" | "message" | "stage" | "next_action_on"
  >,
  assignee: { email: string },
  assignedBy: string,
): NewOutboxEmail {
  // one day for both languages: 28/11/2026 (the back office's Vietnamese form, en-GB's too)
  const next = lead.next_action_on ? formatDay(lead.next_action_on, "vi") : "—";
  const lines = [
    "Khách hàng tiềm năng được giao cho bạn / A lead assigned to you",
    "",
    `Giao bởi / Assigned by: ${assignedBy}`,
    `Khách hàng / Customer: ${lead.customer_name}`,
    `E-mail: ${lead.email}`,
    `Điện thoại / Phone: ${lead.phone_number ?? "—"}`,
    `Giai đoạn / Stage: ${STAGES_VI[lead.stage]} / ${lead.stage}`,
    `Ngày xử lý tiếp / Next step on: ${next}`,
    "",
    lead.message,
    "",
    // the lead itself: the contacts screen opens with it open
    `Mở trong trang quản trị / Open in the back office: ${publicOrigin}/admin/contacts/${lead.id}`,
  ];
  return {
    kind: LEAD_ASSIGNED,
    recipients: JSON.stringify([assignee.email]),
    subject: `Khách hàng tiềm năng được giao cho bạn / Lead assigned to you: ${lead.customer_name}`,
    body_text: lines.join("\n"),
    reply_to: null,
    contact_message_id: lead.id,
  };
}

// at most this many leads named in one bulk assignment's e-mail (the rest are counted)
const BULK_LISTED = 50;

// the one e-mail to a staff member given many leads at once (a bulk assignment, issue 38): each
// lead's customer, stage and own address, in both languages, instead of one e-mail per lead
export function leadsAssignedEmail(
  publicOrigin: string,
  leads: readonly Pick<ContactMessage, "id" | "customer_name" | "stage">[],
  assignee: { email: string },
  assignedBy: string,
): NewOutboxEmail {
  const listed = leads.slice(0, BULK_LISTED);
  const lines = [
    `${leads.length} khách hàng tiềm năng được giao cho bạn / ${leads.length} leads assigned to you`,
    "",
    `Giao bởi / Assigned by: ${assignedBy}`,
    "",
    ...listed.map(
      (lead) =>
        `- ${lead.customer_name} (${STAGES_VI[lead.stage]} / ${lead.stage}): ${publicOrigin}/admin/contacts/${lead.id}`,
    ),
    ...(leads.length > listed.length
      ? ["", `… và ${leads.length - listed.length} khách hàng khác / and ${leads.length - listed.length} more`]
      : []),
    "",
    `Danh sách của bạn / Your leads: ${publicOrigin}/admin/contacts`,
  ];
  return {
    kind: LEAD_ASSIGNED,
    recipients: JSON.stringify([assignee.email]),
    subject: `${leads.length} khách hàng tiềm năng được giao cho bạn / ${leads.length} leads assigned to you`,
    body_text: lines.join("\n"),
    reply_to: null,
    contact_message_id: null,
  };
}
