import { QUOTE_SERVICES, type QuoteService } from "../quote-options.ts";
import { z } from "../zod.ts";
import { HeroSchema, label, MetaSchema, paragraph, TextSchema } from "./parts.ts";

// the contact page (/contact): the company's details and the contact form

// the names of the services a request for a quote can be about, in the page form
const serviceLabels: Record<QuoteService, { vi: string; en: string }> = {
  supply: { vi: "Cung cấp thiết bị", en: "Supply" },
  installation: { vi: "Lắp đặt", en: "Installation" },
  testing: { vi: "Thí nghiệm", en: "Testing" },
  maintenance: { vi: "Bảo trì", en: "Maintenance" },
  emergency: { vi: "Sửa chữa khẩn cấp", en: "Emergency repair" },
  automation: { vi: "Tự động hóa", en: "Automation" },
  studies: { vi: "Tính toán hệ thống điện", en: "Power system studies" },
  "design-build": { vi: "Thiết kế và thi công", en: "Design and build" },
  other: { vi: "Khác", en: "Other" },
};

export const ContactCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema.meta({ label: { vi: "Phần mở đầu", en: "Top of the page" } }),
  info: z
    .strictObject({
      title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
      headOffice: label.meta({ label: { vi: "Nhãn trụ sở chính", en: "Head office label" } }),
      transactionOffice: label.meta({ label: { vi: "Nhãn văn phòng giao dịch", en: "Sales office label" } }),
      warehouse: label.meta({ label: { vi: "Nhãn kho", en: "Warehouse label" } }),
      openMap: label.meta({ label: { vi: "Liên kết mở bản đồ", en: "Open map link" } }),
      phone: label.meta({ label: { vi: "Nhãn điện thoại", en: "Phone label" } }),
      email: label.meta({ label: { vi: "Nhãn e-mail", en: "E-mail label" } }),
      hours: label.meta({ label: { vi: "Nhãn giờ làm việc", en: "Office hours label" } }),
      chat: label.meta({ label: { vi: "Nhãn trò chuyện", en: "Chat label" } }),
      chatLink: label.meta({ label: { vi: "Liên kết trò chuyện", en: "Chat link" } }),
      mapTitle: label.describe("the accessible name of the map").meta({
        label: { vi: "Tên bản đồ, cho trình đọc màn hình", en: "Name of the map, for screen readers" },
      }),
    })
    .meta({ label: { vi: "Thông tin liên hệ", en: "Contact details" } }),
  form: z
    .strictObject({
      title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
      intro: paragraph.meta({ label: { vi: "Đoạn giới thiệu", en: "Introduction" } }),
      name: label.meta({ label: { vi: "Nhãn ô họ tên", en: "Name field label" } }),
      email: label.meta({ label: { vi: "Nhãn ô e-mail", en: "E-mail field label" } }),
      phone: label.meta({ label: { vi: "Nhãn ô điện thoại", en: "Phone field label" } }),
      optional: label.meta({ label: { vi: "Chữ “không bắt buộc”", en: "“Optional” marker" } }),
      message: label.meta({ label: { vi: "Nhãn ô lời nhắn", en: "Message field label" } }),
      required: label.meta({ label: { vi: "Chữ “bắt buộc”", en: "“Required” marker" } }),
      honeypot: label
        .describe("the label of the hidden field that catches robots")
        .meta({ label: { vi: "Nhãn ô ẩn chống robot", en: "Hidden anti-robot field label" } }),
      // the consent sentence around the privacy policy's link: {before}{link}{after}; its spaces
      // are kept
      consent: z
        .strictObject({
          before: z
            .string()
            .min(1)
            .max(500)
            .meta({ label: { vi: "Phần trước liên kết", en: "Before the link" } }),
          link: label.meta({ label: { vi: "Chữ trên liên kết chính sách", en: "Policy link text" } }),
          after: z
            .string()
            .max(500)
            .meta({ label: { vi: "Phần sau liên kết", en: "After the link" } }),
        })
        .meta({ label: { vi: "Câu đồng ý", en: "Consent sentence" } }),
      submit: label.meta({ label: { vi: "Nút gửi", en: "Send button" } }),
      submitting: label.meta({ label: { vi: "Nút gửi khi đang gửi", en: "Send button while sending" } }),
      success: paragraph.meta({ label: { vi: "Thông báo gửi thành công", en: "Sent message" } }),
      failed: paragraph.meta({ label: { vi: "Thông báo gửi lỗi", en: "Failure message" } }),
      network: paragraph.meta({ label: { vi: "Thông báo lỗi mạng", en: "Network error message" } }),
      warning: paragraph.meta({ label: { vi: "Cảnh báo", en: "Warning" } }),
      blocked: TextSchema.describe("with {{seconds}}").meta({
        label: { vi: "Thông báo tạm chặn", en: "Blocked message" },
      }),
      captcha: label.meta({ label: { vi: "Nhãn kiểm tra chống robot", en: "Robot check label" } }),
      // the request for a quote beside the plain message (issue 23)
      quote: z
        .strictObject({
          kind: label
            .describe("the name of the choice between a message and a request for a quote")
            .meta({ label: { vi: "Nhãn chọn loại yêu cầu", en: "Request type label" } }),
          kindMessage: label.meta({ label: { vi: "Lựa chọn gửi tin nhắn", en: "Message choice" } }),
          kindQuote: label.meta({ label: { vi: "Lựa chọn yêu cầu báo giá", en: "Quote choice" } }),
          details: label
            .describe("the heading of the quote's fields")
            .meta({ label: { vi: "Tiêu đề phần thông tin dự án", en: "Project details heading" } }),
          company: label.meta({ label: { vi: "Nhãn ô công ty", en: "Company field label" } }),
          taxCode: label.meta({ label: { vi: "Nhãn ô mã số thuế", en: "Tax code field label" } }),
          taxCodeHint: label.meta({ label: { vi: "Gợi ý mã số thuế", en: "Tax code hint" } }),
          province: label.meta({ label: { vi: "Nhãn ô tỉnh, thành phố", en: "Province field label" } }),
          choose: label
            .describe("the first entry of a list, before anything is chosen")
            .meta({ label: { vi: "Dòng đầu danh sách chọn", en: "First entry of a list" } }),
          service: label.meta({ label: { vi: "Nhãn ô dịch vụ", en: "Service field label" } }),
          services: z
            .strictObject(
              Object.fromEntries(
                QUOTE_SERVICES.map((service) => [service, label.meta({ label: serviceLabels[service] })]),
              ) as Record<QuoteService, typeof label>,
            )
            .meta({ label: { vi: "Tên các dịch vụ", en: "Service names" } }),
          voltage: label.meta({ label: { vi: "Nhãn ô cấp điện áp", en: "Voltage field label" } }),
          voltageExample: label.meta({ label: { vi: "Ví dụ cấp điện áp", en: "Voltage example" } }),
          timeline: label.meta({ label: { vi: "Nhãn ô tiến độ", en: "Timeline field label" } }),
          timelineExample: label.meta({ label: { vi: "Ví dụ tiến độ", en: "Timeline example" } }),
          files: label.meta({ label: { vi: "Nhãn tệp đính kèm", en: "Attachments label" } }),
          chooseFiles: label.meta({ label: { vi: "Nút chọn tệp", en: "Choose files button" } }),
          noFiles: label.meta({ label: { vi: "Chữ khi chưa chọn tệp", en: "No file chosen text" } }),
          filesHint: paragraph.meta({ label: { vi: "Gợi ý tệp đính kèm", en: "Attachments hint" } }),
          submit: label.meta({ label: { vi: "Nút gửi yêu cầu báo giá", en: "Quote send button" } }),
          success: paragraph.meta({
            label: { vi: "Thông báo gửi yêu cầu báo giá thành công", en: "Quote sent message" },
          }),
        })
        .meta({ label: { vi: "Yêu cầu báo giá", en: "Request for a quote" } }),
    })
    .meta({ label: { vi: "Biểu mẫu liên hệ", en: "Contact form" } }),
});
export type ContactCopy = z.infer<typeof ContactCopySchema>;
