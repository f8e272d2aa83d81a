import type { Bilingual } from "../lib/language.ts";

// texts shared by several public pages (the header, footer and floating buttons, the common
// buttons, the certificate carousel, project cards): plain objects like every page's copy. The
// public site's route (routes/language-root.tsx) sends them in the page's language only; pages
// read them with useShared() (app/lib/shared-text.ts). "{{name}}" marks a value filled in with fill().

export interface SharedCopy {
  nav: {
    skipToContent: string;
    main: string;
    home: string;
    about: string;
    services: string;
    projects: string;
    news: string;
    contact: string;
    openMenu: string;
    closeMenu: string;
  };
  language: { choose: string; vi: string; en: string };
  footer: {
    about: string;
    quickLinks: string;
    legal: string;
    privacy: string;
    terms: string;
    contactUs: string;
    hours: string;
    followUs: string;
    youtube: string;
    tiktok: string;
    facebook: string;
    rights: string;
    opensInNewTab: string;
  };
  floating: { label: string; call: string; zalo: string };
  action: {
    learnMore: string;
    contactUs: string;
    ourServices: string;
    aboutUs: string;
    viewProjects: string;
    close: string;
    callNow: string;
  };
  carousel: { label: string; empty: string; previous: string; next: string; goTo: string; slide: string };
  projects: { placeholderAlt: string; location: string; services: string; completed: string; viewDetails: string };
}

export const shared: Bilingual<SharedCopy> = {
  vi: {
    nav: {
      skipToContent: "Chuyển đến nội dung chính",
      main: "Điều hướng chính",
      home: "Trang chủ",
      about: "Giới thiệu",
      services: "Dịch vụ",
      projects: "Dự án",
      news: "Tin tức",
      contact: "Liên hệ",
      openMenu: "Mở menu",
      closeMenu: "Đóng menu",
    },
    language: {
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
      hours: "Giờ làm việc",
      followUs: "Theo dõi chúng tôi",
      youtube: "Kênh YouTube",
      tiktok: "Kênh TikTok",
      facebook: "Trang Facebook",
      rights: "Bảo lưu mọi quyền.",
      opensInNewTab: "(mở trong thẻ mới)",
    },
    floating: {
      label: "Liên hệ nhanh",
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
      callNow: "Gọi ngay",
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
  },
  en: {
    nav: {
      skipToContent: "Skip to main content",
      main: "Main navigation",
      home: "Home",
      about: "About",
      services: "Services",
      projects: "Projects",
      news: "News",
      contact: "Contact",
      openMenu: "Open menu",
      closeMenu: "Close menu",
    },
    language: {
      choose: "Choose language",
      vi: "Tiếng Việt",
      en: "English",
    },
    footer: {
      about:
        "Electrical, automation and maintenance contractor for factories, buildings and energy projects in Vietnam.",
      quickLinks: "Quick links",
      legal: "Legal",
      privacy: "Privacy policy",
      terms: "Terms of use",
      contactUs: "Contact",
      hours: "Office hours",
      followUs: "Follow us",
      youtube: "YouTube channel",
      tiktok: "TikTok channel",
      facebook: "Facebook page",
      rights: "All rights reserved.",
      opensInNewTab: "(opens in a new tab)",
    },
    floating: {
      label: "Quick contact",
      call: "Call the hotline {{phone}}",
      zalo: "Chat on Zalo with {{phone}}",
    },
    action: {
      learnMore: "Learn more",
      contactUs: "Contact us",
      ourServices: "Our services",
      aboutUs: "About us",
      viewProjects: "View projects",
      close: "Close",
      callNow: "Call now",
    },
    carousel: {
      label: "Certificates",
      empty: "No certificates available",
      previous: "Previous certificate",
      next: "Next certificate",
      goTo: "Show certificate {{number}}",
      slide: "{{number}} of {{total}}",
    },
    projects: {
      placeholderAlt: "Project image unavailable",
      location: "Location",
      services: "Services provided",
      completed: "Date",
      viewDetails: "View details",
    },
  },
};
