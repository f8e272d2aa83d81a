import type { Config } from "../config.ts";
import type { NewOutboxEmail, User } from "../db/database.ts";
import { vietnamDateTime } from "../lib/vietnam-time.ts";

// e-mails about the staff's accounts, through the outbox (services/email-outbox.ts). Staff
// accounts have no e-mail address of their own: they go to the company's notification address
// (NOTIFY_EMAIL_TO), whose readers know whose account it is.

export const SECOND_FACTOR_LOCKED = "second_factor_locked";

// the code step of an account closed after 10 wrong codes in a row: someone who knows the
// password is guessing codes (or the owner's phone is badly off time)
export function secondFactorLockedEmail(
  user: Pick<User, "login_name" | "user_name">,
  until: string,
  to: NonNullable<Config["notifications"]>["to"],
  address: string,
): NewOutboxEmail {
  const at = new Date(until);
  const lines = [
    `Tài khoản "${user.login_name}" (${user.user_name}): 10 lần nhập sai mã xác thực hai lớp liên tiếp.`,
    `Đăng nhập bằng mã từ ứng dụng bị khóa đến ${vietnamDateTime(at, "vi")}; mã khôi phục vẫn dùng được.`,
    "Người nhập sai đã biết mật khẩu của tài khoản này: nếu không phải chủ tài khoản, hãy đổi mật khẩu ngay",
    "và kết thúc mọi phiên đăng nhập của tài khoản (trang quản trị → Người dùng).",
    `Địa chỉ truy cập lần cuối: ${address}`,
    "",
    `Account "${user.login_name}" (${user.user_name}): 10 wrong two-factor codes in a row.`,
    `Codes from the app are refused until ${vietnamDateTime(at, "en")}; recovery codes still work.`,
    "Whoever typed them knows this account's password: if it was not its owner, change the password now",
    "and end every session of the account (back office → Users).",
    `Last address: ${address}`,
  ];
  return {
    kind: SECOND_FACTOR_LOCKED,
    recipients: JSON.stringify(to),
    subject: `Cảnh báo bảo mật / Security alert: ${user.login_name}`,
    body_text: lines.join("\n"),
    reply_to: null,
    contact_message_id: null,
  };
}
