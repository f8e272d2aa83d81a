import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// the Security screen (/admin/security): each staff member's two-factor sign-in, and a Super
// Admin's rule for every Super Admin

interface AdminSecurityCopy {
  title: string;
  intro: string;
  requiredBanner: string;
  status: { heading: string; on: string; off: string; recoveryLeft: Text };
  setup: {
    start: string;
    scan: string;
    qrAlt: string;
    manualKey: string;
    manualHint: string;
    copyKey: string;
    copied: string;
    code: string;
    codeHint: string;
    confirm: string;
    cancel: string;
    passwordHint: string;
  };
  codes: {
    heading: string;
    intro: string;
    download: string;
    fileName: string;
    fileHeader: string;
    done: string;
    renew: string;
    renewIntro: string;
    renewConfirm: string;
  };
  disable: { heading: string; intro: string; password: string; confirm: string; notAllowed: string };
  policy: {
    heading: string;
    intro: string;
    options: Record<"none" | "super_admins" | "all", string>;
    saved: string;
  };
  // recovery codes made before they were lengthened
  outdated: string;
  // ending every session of one's own account (issue 20)
  sessions: { heading: string; intro: string; everywhere: string; confirm: string };
  // one's own password, here for every role (a Sales member has no Users screen)
  password: { heading: string; intro: string; change: string };
  failed: string;
}

export const adminSecurity: Bilingual<AdminSecurityCopy> = {
  vi: {
    title: "Bảo mật",
    intro: "Xác thực hai lớp: ngoài mật khẩu, mỗi lần đăng nhập cần thêm mã 6 chữ số từ ứng dụng trên điện thoại.",
    requiredBanner:
      "Tài khoản này bắt buộc dùng xác thực hai lớp. Vui lòng bật xác thực hai lớp bên dưới để tiếp tục sử dụng trang quản trị.",
    status: {
      heading: "Xác thực hai lớp",
      on: "Đang bật",
      off: "Đang tắt",
      recoveryLeft: "Còn {{count}} mã khôi phục chưa dùng.",
    },
    setup: {
      start: "Bật xác thực hai lớp",
      scan: "Quét mã QR bằng ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, 2FAS…), hoặc nhập khóa bên dưới.",
      qrAlt: "Mã QR để thêm tài khoản vào ứng dụng xác thực",
      manualKey: "Khóa nhập thủ công",
      manualHint: "Loại: theo thời gian (TOTP), 6 chữ số, 30 giây.",
      copyKey: "Sao chép khóa",
      copied: "Đã sao chép khóa",
      code: "Mã 6 chữ số từ ứng dụng",
      codeHint: "Nhập mã đang hiển thị để xác nhận ứng dụng đã được thiết lập đúng.",
      confirm: "Xác nhận và bật",
      cancel: "Hủy",
      passwordHint: "Nhập mật khẩu hiện tại để xác nhận chính chủ tài khoản đang bật xác thực hai lớp.",
    },
    codes: {
      heading: "Mã khôi phục",
      intro:
        "Hãy lưu 10 mã này ở nơi an toàn ngay bây giờ: chúng chỉ hiển thị một lần. Khi mất điện thoại, mỗi mã thay được một mã xác thực, và chỉ dùng được một lần.",
      download: "Tải xuống (.txt)",
      fileName: "ma-khoi-phuc.txt",
      fileHeader: "Mã khôi phục đăng nhập — mỗi mã dùng một lần",
      done: "Tôi đã lưu các mã",
      renew: "Tạo mã khôi phục mới",
      renewIntro: "Các mã cũ sẽ không dùng được nữa. Nhập mã từ ứng dụng và mật khẩu hiện tại để xác nhận.",
      renewConfirm: "Tạo mã mới",
    },
    disable: {
      heading: "Tắt xác thực hai lớp",
      intro: "Nhập mật khẩu hiện tại để tắt. Sau đó chỉ cần mật khẩu để đăng nhập.",
      password: "Mật khẩu hiện tại",
      confirm: "Tắt xác thực hai lớp",
      notAllowed: "Tài khoản này bắt buộc dùng xác thực hai lớp theo quy định, nên không thể tắt.",
    },
    policy: {
      heading: "Quy định xác thực hai lớp",
      intro:
        "Chọn ai bắt buộc dùng xác thực hai lớp. Người thuộc diện bắt buộc mà chưa bật sẽ được yêu cầu thiết lập trước khi làm việc khác.",
      options: {
        none: "Không bắt buộc",
        super_admins: "Bắt buộc với Quản trị cấp cao",
        all: "Bắt buộc với mọi nhân viên",
      },
      saved: "Đã lưu quy định",
    },
    outdated:
      "Các mã khôi phục hiện có được tạo từ phiên bản trước và ngắn hơn quy chuẩn hiện nay. Vui lòng tạo mã mới bên dưới.",
    sessions: {
      heading: "Phiên đăng nhập",
      intro:
        "Quên đăng xuất trên một máy tính khác, hoặc mất điện thoại? Kết thúc mọi phiên đăng nhập của tài khoản này, kể cả phiên hiện tại; sau đó cần đăng nhập lại.",
      everywhere: "Đăng xuất trên mọi thiết bị",
      confirm: "Kết thúc mọi phiên đăng nhập của tài khoản này, kể cả phiên đang dùng?",
    },
    password: {
      heading: "Mật khẩu",
      intro: "Đổi mật khẩu của tài khoản này. Sau khi đổi, mọi phiên đăng nhập kết thúc và cần đăng nhập lại.",
      change: "Đổi mật khẩu",
    },
    failed: "Không thực hiện được. Vui lòng thử lại.",
  },
  en: {
    title: "Security",
    intro: "Two-factor sign-in: besides your password, each sign-in asks for a 6-digit code from an app on your phone.",
    requiredBanner: "Two-factor sign-in is required for your account. Turn it on below to go on using the back office.",
    status: {
      heading: "Two-factor sign-in",
      on: "On",
      off: "Off",
      recoveryLeft: { one: "1 unused recovery code left.", other: "{{count}} unused recovery codes left." },
    },
    setup: {
      start: "Turn on two-factor sign-in",
      scan: "Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…), or type the key below.",
      qrAlt: "QR code that adds this account to an authenticator app",
      manualKey: "Key to type by hand",
      manualHint: "Type: time-based (TOTP), 6 digits, 30 seconds.",
      copyKey: "Copy the key",
      copied: "Key copied",
      code: "6-digit code from the app",
      codeHint: "Enter the code it shows, to confirm the app is set up.",
      confirm: "Confirm and turn on",
      cancel: "Cancel",
      passwordHint: "Enter your current password, to confirm it is the account's owner who turns it on.",
    },
    codes: {
      heading: "Recovery codes",
      intro:
        "Save these 10 codes somewhere safe now: they are shown only this once. If you lose your phone, each one replaces a code from the app, once.",
      download: "Download (.txt)",
      fileName: "recovery-codes.txt",
      fileHeader: "Sign-in recovery codes — each works once",
      done: "I have saved them",
      renew: "New recovery codes",
      renewIntro: "The old codes will stop working. Enter a code from the app and your current password to confirm.",
      renewConfirm: "Make new codes",
    },
    disable: {
      heading: "Turn off two-factor sign-in",
      intro: "Enter your password to turn it off. Your password alone will then sign you in.",
      password: "Current password",
      confirm: "Turn off two-factor sign-in",
      notAllowed: "Two-factor sign-in is required for your account, so it cannot be turned off.",
    },
    policy: {
      heading: "Two-factor sign-in rule",
      intro:
        "Choose who must use two-factor sign-in. Whoever the rule covers and has not set it up is asked to before anything else.",
      options: {
        none: "Not required",
        super_admins: "Required for Super Admins",
        all: "Required for every staff member",
      },
      saved: "Rule saved",
    },
    outdated: "Your recovery codes were made by an earlier version and are shorter than today's. Make new ones below.",
    sessions: {
      heading: "Sessions",
      intro:
        "Still signed in on another computer, or lost a phone? End every session of this account, this one included; you then sign in again.",
      everywhere: "Sign out on every device",
      confirm: "End every session of this account, this one included?",
    },
    password: {
      heading: "Password",
      intro: "Change this account's password. Every session then ends, and you sign in again.",
      change: "Change password",
    },
    failed: "That did not work. Please try again.",
  },
};
