// the company's details, in one place: defaults here, replaced by staff through the file named
// by COMPANY_FILE (default: $DATA_DIR/company.json) without touching page code. The schema that
// checks that file is in company-schema.ts, so that the browser never loads it.

interface BilingualText {
  vi: string;
  en: string;
}

export interface CompanyInfo {
  name: BilingualText;
  shortName: string;
  legalName: string;
  foundingDate: string;
  hotline: string;
  // digits only, with the country code: used for tel: links and the Zalo chat
  hotlineInternational: string;
  email: string;
  headOffice: BilingualText;
  transactionOffice: BilingualText;
  warehouse: BilingualText;
  // street address parts for structured data
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  geo: { latitude: number; longitude: number };
  hours: { weekdays: BilingualText; saturday: BilingualText; sunday: BilingualText };
  social: { youtube: string; tiktok: string; facebook: string };
  zaloUrl: string;
  mapEmbedUrl: string;
  mapLinkUrl: string;
  social_stats?: { followers: string; connections: string };
}

// obviously placeholders: replace them in company.json before going live
export const defaultCompanyInfo: CompanyInfo = {
  name: { vi: "Công ty TNHH Kỹ thuật Điện ABC", en: "ABC Electrical Engineering Co., Ltd." },
  shortName: "ABC Electric",
  legalName: "ABC Electrical Engineering Company Limited",
  foundingDate: "2015",
  hotline: "0900 000 000",
  hotlineInternational: "+84900000000",
  email: "info@example.com",
  headOffice: {
    vi: "123 Đường Mẫu, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
    en: "123 Sample Street, Ben Nghe Ward, District 1, Ho Chi Minh City",
  },
  transactionOffice: {
    vi: "45 Đường Ví Dụ, Phường 12, Quận Tân Bình, TP. Hồ Chí Minh",
    en: "45 Example Street, Ward 12, Tan Binh District, Ho Chi Minh City",
  },
  warehouse: {
    vi: "Lô A1, KCN Mẫu, Thuận An, Bình Dương",
    en: "Lot A1, Sample Industrial Park, Thuan An, Binh Duong",
  },
  address: {
    street: "123 Sample Street, Ben Nghe Ward, District 1",
    locality: "Ho Chi Minh City",
    region: "Ho Chi Minh City",
    postalCode: "700000",
    country: "VN",
  },
  geo: { latitude: 10.7769, longitude: 106.7009 },
  hours: {
    weekdays: { vi: "Thứ Hai – Thứ Sáu: 8:00 – 18:00", en: "Monday – Friday: 8:00 – 18:00" },
    saturday: { vi: "Thứ Bảy: 8:00 – 12:00", en: "Saturday: 8:00 – 12:00" },
    sunday: { vi: "Chủ Nhật: nghỉ", en: "Sunday: closed" },
  },
  social: {
    youtube: "https://www.youtube.com/@example",
    tiktok: "https://www.tiktok.com/@example",
    facebook: "https://www.facebook.com/example",
  },
  zaloUrl: "https://zalo.me/0900000000",
  mapEmbedUrl: "https://www.google.com/maps?q=10.7769,106.7009&z=15&output=embed",
  mapLinkUrl: "https://www.google.com/maps/search/?api=1&query=10.7769,106.7009",
  social_stats: { followers: "2K+", connections: "500+" },
};
