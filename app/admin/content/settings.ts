import type { Weekday } from "../../../contract/company.ts";
import type { Bilingual } from "../../lib/language.ts";

// the Settings screen (/admin/settings): the company's details as every public page shows them

interface PlaceCopy {
  legend: string;
  vi: string;
  en: string;
  mapUrl: string;
}

interface AdminSettingsCopy {
  title: string;
  intro: string;
  readOnly: string;
  loading: string;
  loadFailed: string;
  saveFailed: string;
  save: string;
  saving: string;
  reset: string;
  unchanged: string;
  lastSaved: string;
  neverSaved: string;
  company: {
    legend: string;
    nameVi: string;
    nameEn: string;
    shortName: string;
    shortNameHint: string;
    legalName: string;
  };
  contact: {
    legend: string;
    hotline: string;
    hotlineHint: string;
    hotlineInternational: string;
    hotlineInternationalHint: string;
    email: string;
    zaloUrl: string;
    mapEmbedUrl: string;
    mapEmbedUrlHint: string;
  };
  places: { headOffice: PlaceCopy; transactionOffice: PlaceCopy; warehouse: PlaceCopy };
  hours: {
    legend: string;
    intro: string;
    day: string;
    open: string;
    opens: string;
    closes: string;
    closed: string;
    days: Record<Weekday, string>;
  };
  social: { legend: string; youtube: string; tiktok: string; facebook: string };
  figures: {
    legend: string;
    intro: string;
    foundingYear: string;
    foundingYearHint: string;
    yearsOfExperience: string;
    projectsDelivered: string;
    followers: string;
    connections: string;
  };
  structured: {
    legend: string;
    intro: string;
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
    latitude: string;
    longitude: string;
  };
}

export const adminSettings: Bilingual<AdminSettingsCopy> = {
  vi: {
    title: "Cài đặt công ty",
    intro:
      "Thông tin doanh nghiệp hiển thị trên mọi trang của website: đầu trang, chân trang, trang Liên hệ, trang Giới thiệu và dữ liệu cho công cụ tìm kiếm. Thay đổi có hiệu lực ngay sau khi lưu, ở cả hai ngôn ngữ.",
    readOnly: "Chế độ chỉ đọc: chỉ Quản trị cấp cao mới được thay đổi cài đặt công ty.",
    loading: "Đang tải cài đặt…",
    loadFailed: "Không tải được cài đặt công ty.",
    saveFailed: "Không lưu được cài đặt. Vui lòng kiểm tra các trường được đánh dấu.",
    save: "Lưu thay đổi",
    saving: "Đang lưu…",
    reset: "Hoàn tác",
    unchanged: "Chưa có thay đổi nào để lưu.",
    lastSaved: "Lưu lần cuối {{date}} bởi {{name}}",
    neverSaved: "Đang dùng giá trị khởi tạo; chưa ai lưu cài đặt.",
    company: {
      legend: "Doanh nghiệp",
      nameVi: "Tên công ty (tiếng Việt)",
      nameEn: "Tên công ty (tiếng Anh)",
      shortName: "Tên viết tắt",
      shortNameHint: "Hiển thị ở đầu trang và trong tiêu đề tab trình duyệt.",
      legalName: "Tên pháp lý",
    },
    contact: {
      legend: "Liên hệ",
      hotline: "Hotline",
      hotlineHint: "Cách khách hàng đọc số, ví dụ 0900 000 000.",
      hotlineInternational: "Hotline dạng quốc tế",
      hotlineInternationalHint: "Dấu + và chữ số, ví dụ +84900000000; dùng cho nút gọi, Zalo và công cụ tìm kiếm.",
      email: "E-mail",
      zaloUrl: "Liên kết Zalo",
      mapEmbedUrl: "Địa chỉ bản đồ nhúng",
      mapEmbedUrlHint: "Bản đồ trên trang liên hệ (trong Google Maps: “Chia sẻ”, rồi “Nhúng bản đồ”).",
    },
    places: {
      headOffice: {
        legend: "Trụ sở chính",
        vi: "Địa chỉ (tiếng Việt)",
        en: "Địa chỉ (tiếng Anh)",
        mapUrl: "Liên kết bản đồ",
      },
      transactionOffice: {
        legend: "Văn phòng giao dịch",
        vi: "Địa chỉ (tiếng Việt)",
        en: "Địa chỉ (tiếng Anh)",
        mapUrl: "Liên kết bản đồ",
      },
      warehouse: {
        legend: "Kho hàng",
        vi: "Địa chỉ (tiếng Việt)",
        en: "Địa chỉ (tiếng Anh)",
        mapUrl: "Liên kết bản đồ",
      },
    },
    hours: {
      legend: "Giờ làm việc",
      intro: "Trang liên hệ, chân trang và dữ liệu cho công cụ tìm kiếm đều được tạo từ bảng này.",
      day: "Ngày",
      open: "Mở cửa",
      opens: "Giờ mở cửa",
      closes: "Giờ đóng cửa",
      closed: "Nghỉ",
      days: {
        monday: "Thứ Hai",
        tuesday: "Thứ Ba",
        wednesday: "Thứ Tư",
        thursday: "Thứ Năm",
        friday: "Thứ Sáu",
        saturday: "Thứ Bảy",
        sunday: "Chủ Nhật",
      },
    },
    social: {
      legend: "Mạng xã hội",
      youtube: "Kênh video (YouTube)",
      tiktok: "Kênh video ngắn (TikTok)",
      facebook: "Mạng xã hội (Facebook)",
    },
    figures: {
      legend: "Năm thành lập và số liệu nổi bật",
      intro: "Hiển thị trên trang chủ và trang Giới thiệu, kèm dấu “+” (ví dụ 500+).",
      foundingYear: "Năm thành lập",
      foundingYearHint: "Dùng ở trang Giới thiệu, mốc đầu tiên của dòng thời gian và dữ liệu cho công cụ tìm kiếm.",
      yearsOfExperience: "Số năm kinh nghiệm",
      projectsDelivered: "Số dự án đã thực hiện",
      followers: "Người theo dõi",
      connections: "Kết nối",
    },
    structured: {
      legend: "Địa chỉ cho công cụ tìm kiếm",
      intro: "Địa chỉ trụ sở theo từng phần và tọa độ, dùng trong dữ liệu có cấu trúc (Google, Zalo, Facebook).",
      street: "Số nhà, đường",
      locality: "Thành phố",
      region: "Tỉnh / vùng",
      postalCode: "Mã bưu chính",
      country: "Mã quốc gia",
      latitude: "Vĩ độ",
      longitude: "Kinh độ",
    },
  },
  en: {
    title: "Company settings",
    intro:
      "The company details every page of the website shows: the header, the footer, the Contact and About pages and the data for search engines. A change is live as soon as it is saved, in both languages.",
    readOnly: "You are viewing these settings read-only. Only a Super Admin can change the company settings.",
    loading: "Loading the settings…",
    loadFailed: "Could not load the company settings.",
    saveFailed: "The settings were not saved. Please check the marked fields.",
    save: "Save changes",
    saving: "Saving…",
    reset: "Undo changes",
    unchanged: "There are no changes to save.",
    lastSaved: "Last saved {{date}} by {{name}}",
    neverSaved: "The initial values are in use; nobody has saved the settings yet.",
    company: {
      legend: "Company",
      nameVi: "Company name (Vietnamese)",
      nameEn: "Company name (English)",
      shortName: "Short name",
      shortNameHint: "Shown in the header and in the browser tab's title.",
      legalName: "Legal name",
    },
    contact: {
      legend: "Contact",
      hotline: "Hotline",
      hotlineHint: "As customers read it, e.g. 0900 000 000.",
      hotlineInternational: "Hotline, international form",
      hotlineInternationalHint: "+ and digits, e.g. +84900000000; used by the call button, Zalo and search engines.",
      email: "E-mail",
      zaloUrl: "Zalo link",
      mapEmbedUrl: "Embedded map address",
      mapEmbedUrlHint: "The map on the contact page (in Google Maps: “Share”, then “Embed a map”).",
    },
    places: {
      headOffice: {
        legend: "Head office",
        vi: "Address (Vietnamese)",
        en: "Address (English)",
        mapUrl: "Map link",
      },
      transactionOffice: {
        legend: "Sales office",
        vi: "Address (Vietnamese)",
        en: "Address (English)",
        mapUrl: "Map link",
      },
      warehouse: {
        legend: "Warehouse",
        vi: "Address (Vietnamese)",
        en: "Address (English)",
        mapUrl: "Map link",
      },
    },
    hours: {
      legend: "Office hours",
      intro: "The contact page, the footer and the data for search engines are all written from this table.",
      day: "Day",
      open: "Open",
      opens: "Opens",
      closes: "Closes",
      closed: "Closed",
      days: {
        monday: "Monday",
        tuesday: "Tuesday",
        wednesday: "Wednesday",
        thursday: "Thursday",
        friday: "Friday",
        saturday: "Saturday",
        sunday: "Sunday",
      },
    },
    social: {
      legend: "Social links",
      youtube: "Video channel (YouTube)",
      tiktok: "Short-video channel (TikTok)",
      facebook: "Social network (Facebook)",
    },
    figures: {
      legend: "Founding year and key figures",
      intro: "Shown on the home page and the About page followed by “+” (e.g. 500+).",
      foundingYear: "Founding year",
      foundingYearHint:
        "Used on the About page, as the first milestone of its timeline and in the data for search engines.",
      yearsOfExperience: "Years of experience",
      projectsDelivered: "Projects delivered",
      followers: "Followers",
      connections: "Connections",
    },
    structured: {
      legend: "Address for search engines",
      intro: "The head office's address in parts and its position, used in structured data (Google, Zalo, Facebook).",
      street: "Street address",
      locality: "City",
      region: "Province / region",
      postalCode: "Postal code",
      country: "Country code",
      latitude: "Latitude",
      longitude: "Longitude",
    },
  },
};
