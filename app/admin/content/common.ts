import type { Bilingual } from "../../lib/language.ts";

// the copy of a screen that is one list with an add/edit form (news, certificates): what the
// record screen shows (app/admin/components/record-screen.tsx, listTexts)
export interface ListCopy {
  title: string;
  intro: string;
  add: string;
  loading: string;
  loadFailed: string;
  empty: string;
  table: { caption: string; actions: string; edit: string; delete: string };
  form: { addTitle: string; editTitle: string; saveFailed: string };
  remove: { title: string; message: string; failed: string };
}

// an image field's own texts (app/admin/components/image-upload-field.tsx); what every image
// field says (too large, the wrong type, uploading) is adminCommon's `image`
export interface ImageFieldCopy {
  image: string;
  imageHint: string;
  noImage: string;
  preview: string;
}

interface AdminCommonCopy {
  metaTitle: string;
  // the name screen readers give the stack of toasts
  toasts: string;
  loading: string;
  nav: {
    label: string;
    skipToContent: string;
    dashboard: string;
    projects: string;
    contacts: string;
    companies: string;
    reports: string;
    users: string;
    management: string;
    audit: string;
    news: string;
    certificates: string;
    redirects: string;
    media: string;
    pages: string;
    settings: string;
    security: string;
    openMenu: string;
    closeMenu: string;
  };
  layout: { viewSite: string; logout: string; language: string; english: string; vietnamese: string };
  roles: { admin: string; superAdmin: string; sales: string };
  status: { active: string; inactive: string; read: string; unread: string };
  image: { tooLarge: string; unsupported: string; uploadFailed: string; uploading: string };
  action: {
    add: string;
    edit: string;
    delete: string;
    save: string;
    saving: string;
    cancel: string;
    close: string;
    confirm: string;
    search: string;
    clear: string;
    refresh: string;
    actions: string;
  };
  pagination: {
    label: string;
    first: string;
    previous: string;
    next: string;
    last: string;
    page: string;
    showing: string;
  };
  confirmTitle: string;
  required: string;
  never: string;
  notProvided: string;
  networkError: string;
  // a list that could not be read, and its button
  listFailed: string;
  retry: string;
  // an upload with no login token in this browser (another tab logged out): the spec's words
  noToken: string;
  // the rich text editor's words (news items, the pages' long texts)
  editor: {
    richTextLoading: string;
    toolbar: {
      label: string;
      heading2: string;
      heading: string;
      quote: string;
      image: string;
      imageAlt: string;
      imageCaption: string;
      imageFailed: string;
      imageFromLibrary: string;
      bold: string;
      italic: string;
      bulletList: string;
      orderedList: string;
      link: string;
      linkPrompt: string;
      unlink: string;
    };
  };
  login: {
    title: string;
    subtitle: string;
    loginName: string;
    password: string;
    showPassword: string;
    hidePassword: string;
    submit: string;
    submitting: string;
    blank: string;
    failed: string;
    success: string;
    hint: string;
    backToSite: string;
    // the second step of a login with two-factor sign-in
    codeTitle: string;
    codeIntro: string;
    code: string;
    codeHint: string;
    recoveryCode: string;
    recoveryHint: string;
    useRecovery: string;
    useApp: string;
    verify: string;
    verifying: string;
    back: string;
  };
}

export const adminCommon: Bilingual<AdminCommonCopy> = {
  vi: {
    metaTitle: "Quản trị",
    toasts: "Thông báo",
    loading: "Đang tải…",
    nav: {
      label: "Điều hướng quản trị",
      skipToContent: "Chuyển đến nội dung chính",
      dashboard: "Bảng điều khiển",
      projects: "Dự án",
      contacts: "Khách hàng tiềm năng",
      companies: "Công ty khách hàng",
      reports: "Báo cáo",
      users: "Người dùng",
      management: "Danh mục",
      audit: "Nhật ký hoạt động",
      news: "Tin tức",
      certificates: "Chứng chỉ",
      redirects: "Chuyển hướng",
      media: "Thư viện ảnh",
      pages: "Trang nội dung",
      settings: "Cài đặt",
      security: "Bảo mật",
      openMenu: "Mở menu",
      closeMenu: "Đóng menu",
    },
    layout: {
      viewSite: "Xem website",
      logout: "Đăng xuất",
      language: "Ngôn ngữ",
      english: "English",
      vietnamese: "Tiếng Việt",
    },
    roles: { admin: "Quản trị viên", superAdmin: "Quản trị cấp cao", sales: "Kinh doanh" },
    status: { active: "Đang hoạt động", inactive: "Ngừng hoạt động", read: "Đã đọc", unread: "Chưa đọc" },
    image: {
      tooLarge: "Ảnh lớn hơn 5 MB.",
      unsupported: "Chỉ chấp nhận ảnh JPG, PNG, GIF hoặc WebP.",
      uploadFailed: "Không tải được ảnh lên.",
      uploading: "Đang tải ảnh lên…",
    },
    action: {
      add: "Thêm",
      edit: "Sửa",
      delete: "Xóa",
      save: "Lưu",
      saving: "Đang lưu…",
      cancel: "Hủy",
      close: "Đóng",
      confirm: "Xác nhận",
      search: "Tìm kiếm",
      clear: "Xóa bộ lọc",
      refresh: "Làm mới",
      actions: "Thao tác",
    },
    pagination: {
      label: "Phân trang",
      first: "Trang đầu",
      previous: "Trang trước",
      next: "Trang sau",
      last: "Trang cuối",
      page: "Trang {{page}}",
      showing: "Hiển thị {{from}}–{{to}} trong tổng số {{total}} {{items}}",
    },
    confirmTitle: "Xác nhận",
    required: "Trường này là bắt buộc",
    never: "Chưa bao giờ",
    notProvided: "Không cung cấp",
    networkError: "Không kết nối được máy chủ. Vui lòng thử lại.",
    listFailed: "Không tải được danh sách.",
    retry: "Thử lại",
    noToken: "Không tìm thấy mã xác thực. Vui lòng đăng nhập lại.",
    editor: {
      richTextLoading: "Đang tải trình soạn thảo…",
      toolbar: {
        label: "Định dạng",
        heading2: "Tiêu đề",
        quote: "Trích dẫn",
        image: "Hình ảnh",
        imageAlt: "Mô tả hình ảnh cho người không nhìn thấy (bắt buộc)",
        imageCaption: "Chú thích dưới hình (không bắt buộc)",
        imageFailed: "Không tải được hình ảnh lên.",
        imageFromLibrary: "Hình ảnh từ thư viện",
        heading: "Tiêu đề nhỏ",
        bold: "In đậm",
        italic: "In nghiêng",
        bulletList: "Danh sách dấu chấm",
        orderedList: "Danh sách đánh số",
        link: "Liên kết",
        linkPrompt: "Địa chỉ liên kết (https://…, mailto:…, tel:… hoặc /…); để trống để bỏ liên kết",
        unlink: "Bỏ liên kết",
      },
    },
    login: {
      title: "Đăng nhập quản trị",
      subtitle: "Dành cho nhân viên của công ty.",
      loginName: "Tên đăng nhập",
      password: "Mật khẩu",
      showPassword: "Hiện mật khẩu",
      hidePassword: "Ẩn mật khẩu",
      submit: "Đăng nhập",
      submitting: "Đang đăng nhập…",
      blank: "Đăng nhập không thành công. Vui lòng kiểm tra tên đăng nhập và mật khẩu.",
      failed: "Đăng nhập không thành công. Vui lòng kiểm tra tên đăng nhập và mật khẩu.",
      success: "Đã đăng nhập.",
      hint: "Tên đăng nhập và mật khẩu của Quản trị cấp cao đầu tiên được in ra màn hình máy chủ ở lần khởi động đầu tiên.",
      backToSite: "Về website",
      codeTitle: "Xác thực hai lớp",
      codeIntro: "Mở ứng dụng xác thực trên điện thoại và nhập mã 6 chữ số đang hiển thị.",
      code: "Mã xác thực",
      codeHint: "6 chữ số, đổi sau mỗi 30 giây.",
      recoveryCode: "Mã khôi phục",
      recoveryHint: "Một trong các mã khôi phục đã lưu khi bật xác thực hai lớp; mỗi mã chỉ dùng được một lần.",
      useRecovery: "Dùng mã khôi phục",
      useApp: "Dùng mã từ ứng dụng",
      verify: "Xác nhận",
      verifying: "Đang kiểm tra…",
      back: "Quay lại bước mật khẩu",
    },
  },
  en: {
    metaTitle: "Admin",
    toasts: "Notifications",
    loading: "Loading…",
    nav: {
      label: "Admin navigation",
      skipToContent: "Skip to main content",
      dashboard: "Dashboard",
      projects: "Projects",
      contacts: "Leads",
      companies: "Companies",
      reports: "Reports",
      users: "Users",
      management: "Management",
      audit: "Audit trail",
      news: "News",
      certificates: "Certificates",
      redirects: "Redirects",
      media: "Media library",
      pages: "Pages",
      settings: "Settings",
      security: "Security",
      openMenu: "Open menu",
      closeMenu: "Close menu",
    },
    layout: {
      viewSite: "View website",
      logout: "Sign out",
      language: "Language",
      english: "English",
      vietnamese: "Tiếng Việt",
    },
    roles: { admin: "Admin", superAdmin: "Super Admin", sales: "Sales" },
    status: { active: "Active", inactive: "Inactive", read: "Read", unread: "Unread" },
    image: {
      tooLarge: "The image is larger than 5 MB.",
      unsupported: "Only JPG, PNG, GIF or WebP images are accepted.",
      uploadFailed: "The image could not be uploaded.",
      uploading: "Uploading the picture…",
    },
    action: {
      add: "Add",
      edit: "Edit",
      delete: "Delete",
      save: "Save",
      saving: "Saving…",
      cancel: "Cancel",
      close: "Close",
      confirm: "Confirm",
      search: "Search",
      clear: "Clear filters",
      refresh: "Refresh",
      actions: "Actions",
    },
    pagination: {
      label: "Pagination",
      first: "First page",
      previous: "Previous page",
      next: "Next page",
      last: "Last page",
      page: "Page {{page}}",
      showing: "Showing {{from}}–{{to}} of {{total}} {{items}}",
    },
    confirmTitle: "Please confirm",
    required: "This field is required",
    never: "Never",
    notProvided: "not provided",
    networkError: "Could not reach the server. Please try again.",
    listFailed: "The list could not be loaded.",
    retry: "Try again",
    noToken: "You are not signed in. Please sign in again.",
    editor: {
      richTextLoading: "Loading the editor…",
      toolbar: {
        label: "Formatting",
        heading2: "Heading",
        quote: "Quote",
        image: "Picture",
        imageAlt: "Describe the picture for people who cannot see it (required)",
        imageCaption: "Caption under the picture (optional)",
        imageFailed: "The picture could not be uploaded.",
        imageFromLibrary: "Picture from the library",
        heading: "Subheading",
        bold: "Bold",
        italic: "Italic",
        bulletList: "Bulleted list",
        orderedList: "Numbered list",
        link: "Link",
        linkPrompt: "Link address (https://…, mailto:…, tel:… or /…); leave empty to remove the link",
        unlink: "Remove link",
      },
    },
    login: {
      title: "Sign in to the back office",
      subtitle: "For the company's staff.",
      loginName: "Username",
      password: "Password",
      showPassword: "Show password",
      hidePassword: "Hide password",
      submit: "Sign in",
      submitting: "Signing in…",
      blank: "Sign-in failed. Check your username and password.",
      failed: "Sign-in failed. Check your username and password.",
      success: "Signed in.",
      hint: "The first Super Admin's username and password were printed on the server console at its first start.",
      backToSite: "Back to the website",
      codeTitle: "Two-factor sign-in",
      codeIntro: "Open the authenticator app on your phone and enter the 6-digit code it shows.",
      code: "Verification code",
      codeHint: "6 digits, a new one every 30 seconds.",
      recoveryCode: "Recovery code",
      recoveryHint: "One of the recovery codes you saved when you turned on two-factor sign-in; each works once.",
      useRecovery: "Use a recovery code",
      useApp: "Use a code from the app",
      verify: "Verify",
      verifying: "Verifying…",
      back: "Back to the password",
    },
  },
};

// {{name}} marks filled in: the one template syntax (contract/template.ts)
export { fill } from "../../../contract/template.ts";
