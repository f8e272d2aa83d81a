import { z } from "../zod.ts";
import { CtaSchema, label, list, MetaSchema, paragraph, StatSchema, sitePath, text, uniqueKeys } from "./parts.ts";

// the home page (/): its words in one language

// each product and service names its icon by this key (routes/home/), not by its place in the list
export const PRODUCT_KEYS = ["mediumVoltage", "lowVoltage", "transformers"] as const;
export const SERVICE_KEYS = ["testing", "protection", "scada", "maintenance"] as const;
export const ProductKeySchema = z.enum(PRODUCT_KEYS);
export const ServiceKeySchema = z.enum(SERVICE_KEYS);
export type ProductKey = z.infer<typeof ProductKeySchema>;
export type ServiceKey = z.infer<typeof ServiceKeySchema>;

// a section's small line above its title, its title and its introduction, labelled
const eyebrow = label.meta({ label: { vi: "Dòng chữ nhỏ trên tiêu đề", en: "Line above the title" } });
const title = text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } });
const eyebrowed = { eyebrow, title, intro: paragraph.meta({ label: { vi: "Đoạn giới thiệu", en: "Introduction" } }) };
const icon = { vi: "Biểu tượng", en: "Icon" };

export const HomeCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: z
    .strictObject({
      eyebrow,
      title,
      subtitle: paragraph.meta({ label: { vi: "Tiêu đề phụ", en: "Subtitle" } }),
      partnersLabel: label.meta({ label: { vi: "Nhãn đối tác", en: "Partners label" } }),
      stats: list(StatSchema.meta({ label: { vi: "Số liệu", en: "Figure" } }), 1, 4).meta({
        label: { vi: "Số liệu nổi bật", en: "Key figures" },
      }),
    })
    .meta({ label: { vi: "Phần mở đầu", en: "Top of the page" } }),
  overview: z
    .strictObject({
      eyebrow,
      title,
      text: list(paragraph.meta({ label: { vi: "Đoạn văn", en: "Paragraph" } }), 1, 6).meta({
        label: { vi: "Các đoạn văn", en: "Paragraphs" },
      }),
      certificatesTitle: label.meta({ label: { vi: "Tiêu đề phần chứng chỉ", en: "Certificates heading" } }),
      link: label.meta({ label: { vi: "Chữ trên liên kết", en: "Link text" } }),
    })
    .meta({ label: { vi: "Tổng quan", en: "Overview" } }),
  products: z
    .strictObject({
      ...eyebrowed,
      items: list(
        z
          .strictObject({
            key: ProductKeySchema.describe("which product's icon the card shows").meta({ label: icon }),
            title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
            text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
            points: list(label.meta({ label: { vi: "Ý", en: "Point" } }), 1, 6).meta({
              label: { vi: "Các ý chính", en: "Key points" },
            }),
          })
          .meta({ label: { vi: "Sản phẩm", en: "Product" } }),
        1,
        PRODUCT_KEYS.length,
      )
        .refine(uniqueKeys, { error: "each product once" })
        .meta({ label: { vi: "Các sản phẩm", en: "Products" } }),
    })
    .meta({ label: { vi: "Sản phẩm", en: "Products" } }),
  services: z
    .strictObject({
      ...eyebrowed,
      specialisedTitle: label.meta({ label: { vi: "Tiêu đề dịch vụ chuyên sâu", en: "Specialised services heading" } }),
      specialised: list(
        z
          .strictObject({
            key: ServiceKeySchema.describe("which service's icon the card shows").meta({ label: icon }),
            title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
            text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
          })
          .meta({ label: { vi: "Dịch vụ", en: "Service" } }),
        1,
        SERVICE_KEYS.length,
      )
        .refine(uniqueKeys, { error: "each service once" })
        .meta({ label: { vi: "Dịch vụ chuyên sâu", en: "Specialised services" } }),
      // the tools themselves come from the tools catalogue (back office, Management)
      toolsTitle: label.meta({ label: { vi: "Tiêu đề phần dụng cụ", en: "Tools heading" } }),
      toolsAll: label
        .describe("the link shown when the catalogue holds more tools than the home page lists")
        .meta({ label: { vi: "Liên kết xem tất cả dụng cụ", en: "Link to all tools" } }),
    })
    .meta({ label: { vi: "Dịch vụ", en: "Services" } }),
  projects: z
    .strictObject({
      ...eyebrowed,
      link: label.meta({ label: { vi: "Chữ trên liên kết", en: "Link text" } }),
      loading: label.meta({ label: { vi: "Chữ khi đang tải", en: "Loading text" } }),
      fallback: list(
        z
          .strictObject({
            title: text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } }),
            location: label.meta({ label: { vi: "Địa điểm", en: "Location" } }),
            services: text(300).meta({ label: { vi: "Dịch vụ đã thực hiện", en: "Services provided" } }),
            image: sitePath.meta({ label: { vi: "Đường dẫn ảnh", en: "Image path" } }),
          })
          .meta({ label: { vi: "Dự án mẫu", en: "Sample project" } }),
        0,
        6,
      )
        .describe("the projects shown while none are published")
        .meta({
          label: {
            vi: "Dự án mẫu hiển thị khi chưa đăng dự án nào",
            en: "Sample projects shown while none is published",
          },
        }),
    })
    .meta({ label: { vi: "Dự án", en: "Projects" } }),
  social: z
    .strictObject({
      eyebrow,
      title,
      text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
      followers: label.meta({ label: { vi: "Nhãn số người theo dõi", en: "Followers label" } }),
      connections: label.meta({ label: { vi: "Nhãn số kết nối", en: "Connections label" } }),
    })
    .meta({ label: { vi: "Mạng xã hội", en: "Social media" } }),
  cta: CtaSchema.extend({
    phone: label.describe("the hotline's label").meta({ label: { vi: "Nhãn số điện thoại", en: "Phone label" } }),
    email: label.describe("the e-mail address's label").meta({ label: { vi: "Nhãn e-mail", en: "E-mail label" } }),
    address: label.describe("the office address's label").meta({ label: { vi: "Nhãn địa chỉ", en: "Address label" } }),
  }).meta({ label: { vi: "Lời kêu gọi cuối trang", en: "Call to action" } }),
  activities: z
    .strictObject({
      eyebrow,
      title,
      all: label.meta({ label: { vi: "Liên kết xem tất cả", en: "Link to all" } }),
    })
    .meta({ label: { vi: "Hoạt động gần đây", en: "Recent activities" } }),
});
export type HomeCopy = z.infer<typeof HomeCopySchema>;
