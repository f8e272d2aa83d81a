// the reference locale for texts shared across pages; every key here must exist in en.ts
// (checked by `satisfies` and by a test). Page copy lives beside its page in app/content/.
export const vi = {
  nav: {
    skipToContent: "Chuyển đến nội dung chính",
    main: "Điều hướng chính",
    home: "Trang chủ",
    about: "Giới thiệu",
    services: "Dịch vụ",
    projects: "Dự án",
    contact: "Liên hệ",
    openMenu: "Mở menu",
    closeMenu: "Đóng menu",
  },
  language: {
    label: "Ngôn ngữ",
    choose: "Chọn ngôn ngữ",
    vi: "Tiếng Việt",
    en: "English",
  },
  footer: {
    about: "Nhà thầu cơ điện, tự động hóa và bảo trì cho nhà máy, tòa nhà và công trình năng lượng tại Việt Nam.",
    quickLinks: "Liên kết nhanh",
    legal: "Pháp lý",
    privacy: "Chính sách bảo mật",
    terms: "Điều khoản sử dụng",
    contactUs: "Liên hệ",
    followUs: "Theo dõi chúng tôi",
    youtube: "Kênh YouTube",
    tiktok: "Kênh TikTok",
    facebook: "Trang Facebook",
    rights: "Bảo lưu mọi quyền.",
    opensInNewTab: "(mở trong thẻ mới)",
  },
  floating: {
    call: "Gọi hotline {{phone}}",
    zalo: "Nhắn Zalo tới {{phone}}",
  },
  action: {
    learnMore: "Tìm hiểu thêm",
    contactUs: "Liên hệ với chúng tôi",
    ourServices: "Xem dịch vụ",
    aboutUs: "Về chúng tôi",
    viewProjects: "Xem dự án",
    close: "Đóng",
    previous: "Trước",
    next: "Sau",
    callNow: "Gọi ngay",
    sendEmail: "Gửi e-mail",
  },
  carousel: {
    label: "Chứng chỉ",
    empty: "Chưa có chứng chỉ nào",
    previous: "Chứng chỉ trước",
    next: "Chứng chỉ tiếp theo",
    goTo: "Xem chứng chỉ {{number}}",
    slide: "{{number}} / {{total}}",
  },
  projects: {
    placeholderAlt: "Ảnh dự án chưa có",
    location: "Địa điểm",
    services: "Dịch vụ đã cung cấp",
    completed: "Thời gian",
    viewDetails: "Xem chi tiết",
  },
  state: {
    loading: "Đang tải…",
  },
  page: {
    notFound: {
      title: "Không tìm thấy trang",
      text: "Xin lỗi, trang bạn đang tìm không tồn tại hoặc đã được di chuyển.",
      goHome: "Về trang chủ",
      goBack: "Quay lại",
      contact: "Liên hệ",
      metaTitle: "Không tìm thấy trang",
    },
  },
  admin: {
    loading: "Đang tải…",
    dashboard: {
      title: "Bảng điều khiển",
      placeholder: "Khu vực quản trị đang được xây dựng.",
    },
    metaTitle: "Quản trị",
  },
};

export type Messages = typeof vi;
