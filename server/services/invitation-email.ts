import { USER_ROLE, type UserRole } from "../../contract/constants.ts";
import type { NewOutboxEmail } from "../db/database.ts";
import { vietnamDateTime } from "../lib/vietnam-time.ts";

// the e-mail inviting a new staff member (issue 35), as a row of the outbox: written in the
// transaction that stores the invitation, sent by the outbox worker (services/email-outbox.ts).
// In both languages, Vietnamese first, like every e-mail to staff: the invited person has no
// language of their own in the back office yet.

export const STAFF_INVITATION = "staff_invitation";

const ROLES: Record<UserRole, { vi: string; en: string }> = {
  [USER_ROLE.ADMIN]: { vi: "Quản trị viên", en: "Admin" },
  [USER_ROLE.SUPER_ADMIN]: { vi: "Quản trị cấp cao", en: "Super Admin" },
  [USER_ROLE.SALES]: { vi: "Kinh doanh", en: "Sales" },
};

// the link of an invitation: the page that asks for a password
export const invitationLink = (publicOrigin: string, token: string) => `${publicOrigin}/admin/invitation/${token}`;

export function invitationEmail(
  publicOrigin: string,
  invitation: { email: string; login_name: string; user_name: string; role: UserRole; expires_at: string },
  token: string,
  invitedBy: string,
): NewOutboxEmail {
  const link = invitationLink(publicOrigin, token);
  const expires = new Date(invitation.expires_at);
  const role = ROLES[invitation.role];
  const lines = [
    `Xin chào ${invitation.user_name},`,
    "",
    `${invitedBy} mời bạn sử dụng trang quản trị của website với vai trò ${role.vi}, tên đăng nhập ${invitation.login_name}.`,
    `Vui lòng mở liên kết dưới đây để đặt mật khẩu. Liên kết chỉ dùng được một lần và có hiệu lực đến ${vietnamDateTime(expires, "vi")}.`,
    "",
    link,
    "",
    "—",
    "",
    `Hello ${invitation.user_name},`,
    "",
    `${invitedBy} has invited you to the website's back office as ${role.en}, with the login name ${invitation.login_name}.`,
    `Open the link below to choose your password. It works once, until ${vietnamDateTime(expires, "en")}.`,
    "",
    link,
    "",
    "Nếu bạn không chờ thư này, xin bỏ qua. / If you were not expecting this e-mail, please ignore it.",
  ];
  return {
    kind: STAFF_INVITATION,
    recipients: JSON.stringify([invitation.email]),
    subject: "Lời mời sử dụng trang quản trị / Invitation to the back office",
    body_text: lines.join("\n"),
    reply_to: null,
    contact_message_id: null,
  };
}
