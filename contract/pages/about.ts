import { z } from "../zod.ts";
import {
  CtaSchema,
  HeroSchema,
  label,
  list,
  MetaSchema,
  paragraph,
  StatSchema,
  TitledTextSchema,
  text,
} from "./parts.ts";

// the about page (/about): its words in one language. Values and departments take their icons by
// their place in the list (app/routes/about.tsx), so those lists are no longer than the icons.

// a section's small line above its title, its title and its introduction, labelled
const eyebrow = label.meta({ label: { vi: "Dòng chữ nhỏ trên tiêu đề", en: "Line above the title" } });
const title = text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } });
const eyebrowed = { eyebrow, title, intro: paragraph.meta({ label: { vi: "Đoạn giới thiệu", en: "Introduction" } }) };
const items = { vi: "Các mục", en: "Items" };

export const AboutCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema.meta({ label: { vi: "Phần mở đầu", en: "Top of the page" } }),
  // the brands themselves are the catalogue's brand partners (the tools companies with a logo):
  // one list for every page, so the title's "{{brands}}" is their number
  brands: z
    .strictObject({ ...eyebrowed, title: title.describe('"{{brands}}" is the number of brand partners') })
    .meta({ label: { vi: "Thương hiệu", en: "Brands" } }),
  experience: z
    .strictObject({
      eyebrow,
      title,
      paragraphs: list(paragraph.meta({ label: { vi: "Đoạn văn", en: "Paragraph" } }), 1, 6).meta({
        label: { vi: "Các đoạn văn", en: "Paragraphs" },
      }),
      stats: list(StatSchema.meta({ label: { vi: "Số liệu", en: "Figure" } }), 1, 6).meta({
        label: { vi: "Số liệu nổi bật", en: "Key figures" },
      }),
      sectorsTitle: label.meta({ label: { vi: "Tiêu đề lĩnh vực", en: "Sectors heading" } }),
      sectors: list(label.meta({ label: { vi: "Lĩnh vực", en: "Sector" } }), 1, 12).meta({
        label: { vi: "Lĩnh vực", en: "Sectors" },
      }),
      profile: z
        .strictObject({
          title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
          founded: label.meta({ label: { vi: "Nhãn năm thành lập", en: "Founded label" } }),
          headOffice: label.meta({ label: { vi: "Nhãn trụ sở chính", en: "Head office label" } }),
          hotline: label.meta({ label: { vi: "Nhãn hotline", en: "Hotline label" } }),
          email: label.meta({ label: { vi: "Nhãn e-mail", en: "E-mail label" } }),
        })
        .meta({ label: { vi: "Hồ sơ công ty", en: "Company profile" } }),
    })
    .meta({ label: { vi: "Kinh nghiệm", en: "Experience" } }),
  mission: z
    .strictObject({
      eyebrow,
      title,
      statement: paragraph.meta({ label: { vi: "Tuyên bố sứ mệnh", en: "Mission statement" } }),
      visionTitle: label.meta({ label: { vi: "Tiêu đề tầm nhìn", en: "Vision heading" } }),
      vision: paragraph.meta({ label: { vi: "Tầm nhìn", en: "Vision" } }),
      commitmentsTitle: label.meta({ label: { vi: "Tiêu đề cam kết", en: "Commitments heading" } }),
      commitments: list(text(500).meta({ label: { vi: "Cam kết", en: "Commitment" } }), 1, 10).meta({
        label: { vi: "Các cam kết", en: "Commitments" },
      }),
    })
    .meta({ label: { vi: "Sứ mệnh", en: "Mission" } }),
  values: z
    .strictObject({
      ...eyebrowed,
      items: list(TitledTextSchema.meta({ label: { vi: "Giá trị", en: "Value" } }), 1, 6).meta({ label: items }),
    })
    .meta({ label: { vi: "Giá trị cốt lõi", en: "Core values" } }),
  timeline: z
    .strictObject({
      ...eyebrowed,
      items: list(
        z
          .strictObject({
            year: text(40)
              .describe("the milestone's year, or {{foundingYear}}")
              .meta({ label: { vi: "Năm", en: "Year" } }),
            title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
            text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
          })
          .meta({ label: { vi: "Mốc", en: "Milestone" } }),
        1,
        20,
      ).meta({ label: items }),
    })
    .meta({ label: { vi: "Các mốc phát triển", en: "Milestones" } }),
  organisation: z
    .strictObject({
      ...eyebrowed,
      top: TitledTextSchema.describe("the board at the top of the chart").meta({
        label: { vi: "Ban lãnh đạo ở đầu sơ đồ", en: "Board at the top of the chart" },
      }),
      departments: list(TitledTextSchema.meta({ label: { vi: "Phòng ban", en: "Department" } }), 1, 6).meta({
        label: { vi: "Các phòng ban", en: "Departments" },
      }),
    })
    .meta({ label: { vi: "Sơ đồ tổ chức", en: "Organisation chart" } }),
  certifications: z
    .strictObject({
      ...eyebrowed,
      issuedBy: label.describe("with {{issuer}}").meta({ label: { vi: "Nhãn đơn vị cấp", en: "Issued by label" } }),
      validUntil: label.describe("with {{date}}").meta({ label: { vi: "Nhãn hiệu lực đến", en: "Valid until label" } }),
    })
    .meta({ label: { vi: "Chứng nhận", en: "Certifications" } }),
  cta: CtaSchema.meta({ label: { vi: "Lời kêu gọi cuối trang", en: "Call to action" } }),
});
export type AboutCopy = z.infer<typeof AboutCopySchema>;
