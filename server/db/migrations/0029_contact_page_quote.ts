import { type AnyDb, completePageDocuments } from "./helpers.ts";

// the contact page's words gain those of the request for a quote (issue 23): added to the stored
// contact page — its published document, its draft and every version kept, so that a restore
// still fits the page's schema — in both languages, as they read on the day of this migration
// (decision 028: a change of a document's shape gets a data migration of its own)
const QUOTE_COPY = {
  vi: {
    kind: "Loại yêu cầu",
    kindMessage: "Gửi tin nhắn",
    kindQuote: "Yêu cầu báo giá",
    details: "Thông tin dự án",
    company: "Tên công ty",
    taxCode: "Mã số thuế",
    taxCodeHint: "10 chữ số, hoặc 10-3 với chi nhánh",
    province: "Tỉnh, thành phố nơi thi công",
    choose: "Chọn…",
    service: "Dịch vụ cần báo giá",
    services: {
      supply: "Cung cấp thiết bị",
      installation: "Lắp đặt",
      testing: "Thí nghiệm, hiệu chỉnh",
      maintenance: "Bảo trì",
      emergency: "Sửa chữa khẩn cấp",
      automation: "Tự động hóa",
      studies: "Tính toán, nghiên cứu hệ thống điện",
      "design-build": "Thiết kế và thi công",
      other: "Khác",
    },
    voltage: "Cấp điện áp",
    voltageExample: "Ví dụ: 22 kV",
    timeline: "Tiến độ mong muốn",
    timelineExample: "Ví dụ: Quý 1/2027",
    files: "Tệp đính kèm",
    chooseFiles: "Chọn tệp",
    noFiles: "Chưa chọn tệp nào",
    filesHint:
      "Bản vẽ, sơ đồ một sợi, ảnh tủ điện hoặc bảng khối lượng: tối đa 5 tệp PDF, JPEG, PNG, WebP, XLSX hoặc DOCX, mỗi tệp đến 10 MB, tổng cộng 25 MB.",
    submit: "Gửi yêu cầu báo giá",
    success:
      "Cảm ơn Quý khách đã gửi yêu cầu báo giá! Kỹ sư của chúng tôi sẽ liên hệ với Quý khách trong giờ làm việc.",
  },
  en: {
    kind: "Type of request",
    kindMessage: "Send a message",
    kindQuote: "Request a quote",
    details: "About the project",
    company: "Company",
    taxCode: "Tax code",
    taxCodeHint: "10 digits, or 10-3 for a branch",
    province: "Province or city of the site",
    choose: "Choose…",
    service: "Service",
    services: {
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
    voltage: "Voltage level",
    voltageExample: "For example: 22 kV",
    timeline: "Expected timeline",
    timelineExample: "For example: Q1 2027",
    files: "Attachments",
    chooseFiles: "Choose files",
    noFiles: "No file chosen",
    filesHint:
      "Drawings, single-line diagrams, photos of a panel or a bill of quantities: up to 5 PDF, JPEG, PNG, WebP, XLSX or DOCX files, 10 MB each, 25 MB in all.",
    submit: "Send the request",
    success: "Thank you for your request for a quote. Our engineers will contact you during working hours.",
  },
} as const;

export async function up(db: AnyDb): Promise<void> {
  await completePageDocuments(db, "contact", (document) => {
    let changed = false;
    for (const language of ["vi", "en"] as const) {
      const form = (document[language] as { form?: Record<string, unknown> } | undefined)?.form;
      if (form && typeof form === "object" && form.quote === undefined) {
        form.quote = QUOTE_COPY[language];
        changed = true;
      }
    }
    return changed;
  });
}

// the words stay: an older release reading them shows its seed (a stored page that does not fit
// its schema), which is what it would show anyway
export async function down(): Promise<void> {}
