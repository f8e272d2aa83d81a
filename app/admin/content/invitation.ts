import type { Bilingual } from "../../lib/language.ts";

// the page an invitation's link opens (/admin/invitation/<token>, issue 35): signed out, the
// person invited chooses a password

export const adminInvitation: Bilingual<{
  title: string;
  intro: string;
  loginName: string;
  email: string;
  validUntil: string;
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  submitting: string;
  checking: string;
  invalidTitle: string;
  toLogin: string;
  failed: string;
}> = {
  vi: {
    title: "Nhận lời mời",
    intro: "Xin chào {{name}}. Lời mời sử dụng trang quản trị với vai trò {{role}}: đặt mật khẩu để bắt đầu.",
    loginName: "Tên đăng nhập",
    email: "E-mail",
    validUntil: "Liên kết có hiệu lực đến {{date}}.",
    password: "Mật khẩu",
    passwordHint: "Ít nhất 8 ký tự; không dùng mật khẩu phổ biến, dãy phím, ngày tháng hay họ tên.",
    confirm: "Nhập lại mật khẩu",
    submit: "Đặt mật khẩu và đăng nhập",
    submitting: "Đang tạo tài khoản…",
    checking: "Đang kiểm tra lời mời…",
    invalidTitle: "Không dùng được liên kết này",
    toLogin: "Đến trang đăng nhập",
    failed: "Không tạo được tài khoản. Vui lòng thử lại.",
  },
  en: {
    title: "Accept your invitation",
    intro: "Hello {{name}}, you are invited to the back office as {{role}}. Choose a password to start.",
    loginName: "Username",
    email: "E-mail",
    validUntil: "The link is valid until {{date}}.",
    password: "Password",
    passwordHint: "At least 8 characters; not a common password, a keyboard pattern, a date or your name.",
    confirm: "Confirm password",
    submit: "Set password and sign in",
    submitting: "Creating your account…",
    checking: "Checking the invitation…",
    invalidTitle: "This link cannot be used",
    toLogin: "Go to the sign-in page",
    failed: "Your account could not be created. Please try again.",
  },
};
