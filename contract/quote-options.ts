// The choices of a request for a quote (issue 23) — the provinces, the services, the kinds and
// sizes of files — without the schemas (contract/quote.ts), so that the contact page can list
// them without loading zod before the form is used (decision 007).

// the 34 province-level units in force since 1 July 2025 (Resolution 202/2025/QH15): six
// centrally governed cities and 28 provinces, by their Vietnamese names
export const VIETNAM_PROVINCES = [
  "Thành phố Hà Nội",
  "Thành phố Huế",
  "Thành phố Hải Phòng",
  "Thành phố Đà Nẵng",
  "Thành phố Hồ Chí Minh",
  "Thành phố Cần Thơ",
  "Tỉnh Lai Châu",
  "Tỉnh Điện Biên",
  "Tỉnh Sơn La",
  "Tỉnh Lạng Sơn",
  "Tỉnh Quảng Ninh",
  "Tỉnh Thanh Hóa",
  "Tỉnh Nghệ An",
  "Tỉnh Hà Tĩnh",
  "Tỉnh Cao Bằng",
  "Tỉnh Tuyên Quang",
  "Tỉnh Lào Cai",
  "Tỉnh Thái Nguyên",
  "Tỉnh Phú Thọ",
  "Tỉnh Bắc Ninh",
  "Tỉnh Hưng Yên",
  "Tỉnh Ninh Bình",
  "Tỉnh Quảng Trị",
  "Tỉnh Quảng Ngãi",
  "Tỉnh Gia Lai",
  "Tỉnh Khánh Hòa",
  "Tỉnh Lâm Đồng",
  "Tỉnh Đắk Lắk",
  "Tỉnh Đồng Nai",
  "Tỉnh Tây Ninh",
  "Tỉnh Vĩnh Long",
  "Tỉnh Đồng Tháp",
  "Tỉnh Cà Mau",
  "Tỉnh An Giang",
] as const;
export type VietnamProvince = (typeof VIETNAM_PROVINCES)[number];

export const QUOTE_SERVICES = [
  "supply",
  "installation",
  "testing",
  "maintenance",
  "emergency",
  "automation",
  "studies",
  "design-build",
  "other",
] as const;
export type QuoteService = (typeof QUOTE_SERVICES)[number];
// the services' names as staff read them (the back office, the e-mail to staff); the contact
// page's own are in its words, which staff edit
export const QUOTE_SERVICE_NAMES: Record<"vi" | "en", Record<QuoteService, string>> = {
  vi: {
    supply: "Cung cấp thiết bị",
    installation: "Lắp đặt",
    testing: "Thí nghiệm, kiểm định",
    maintenance: "Bảo trì",
    emergency: "Sửa chữa khẩn cấp",
    automation: "Tự động hóa",
    studies: "Tính toán, nghiên cứu hệ thống điện",
    "design-build": "Thiết kế và thi công",
    other: "Khác",
  },
  en: {
    supply: "Equipment supply",
    installation: "Installation",
    testing: "Testing and commissioning",
    maintenance: "Maintenance",
    emergency: "Emergency repair",
    automation: "Automation",
    studies: "Power system studies",
    "design-build": "Design and build",
    other: "Other",
  },
};

// the files a quote may carry: by what their bytes are (server/lib/file-type.ts), not their names
export const QUOTE_FILE_TYPES = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type QuoteFileType = keyof typeof QUOTE_FILE_TYPES;
export const QUOTE_FILES = { max: 5, maxBytes: 10 * 1024 * 1024, totalBytes: 25 * 1024 * 1024 } as const;
