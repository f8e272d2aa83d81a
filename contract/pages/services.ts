import { z } from "../zod.ts";
import {
  CtaSchema,
  HeroSchema,
  label,
  list,
  MetaSchema,
  paragraph,
  SectionHeadingSchema,
  TitledTextSchema,
} from "./parts.ts";

// the services page (/services): the three service groups, how a job runs, and the call to action

export const ServicesCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema.meta({ label: { vi: "Phần mở đầu", en: "Top of the page" } }),
  overview: SectionHeadingSchema.meta({ label: { vi: "Tổng quan", en: "Overview" } }),
  cards: list(
    z
      .strictObject({
        label: label.meta({ label: { vi: "Nhãn", en: "Label" } }),
        title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
        summary: paragraph.meta({ label: { vi: "Tóm tắt", en: "Summary" } }),
        features: list(label.meta({ label: { vi: "Đặc điểm", en: "Feature" } }), 1, 8).meta({
          label: { vi: "Đặc điểm", en: "Features" },
        }),
      })
      .meta({ label: { vi: "Thẻ", en: "Card" } }),
    3,
    3,
  )
    .describe("electrical, maintenance, emergency: in this order (the page links the first two, calls for the third)")
    .meta({ label: { vi: "Thẻ dịch vụ", en: "Service cards" } }),
  actions: z
    .strictObject({
      electrical: label.meta({ label: { vi: "Nút dịch vụ điện", en: "Electrical services button" } }),
      maintenance: label.meta({ label: { vi: "Nút dịch vụ bảo trì", en: "Maintenance services button" } }),
      emergencyNote: label
        .describe("the line above the emergency card's call button")
        .meta({ label: { vi: "Dòng trên nút gọi khẩn cấp", en: "Line above the emergency call button" } }),
    })
    .meta({ label: { vi: "Nút hành động", en: "Buttons" } }),
  // the steps take their icons by their place in the list (app/routes/services.tsx)
  process: SectionHeadingSchema.extend({
    steps: list(TitledTextSchema.meta({ label: { vi: "Bước", en: "Step" } }), 1, 4).meta({
      label: { vi: "Các bước", en: "Steps" },
    }),
  }).meta({ label: { vi: "Quy trình", en: "Process" } }),
  cta: CtaSchema.meta({ label: { vi: "Lời kêu gọi cuối trang", en: "Call to action" } }),
  schema: z
    .strictObject({
      catalogName: label
        .describe("the name of the offer catalogue for search engines")
        .meta({ label: { vi: "Tên danh mục dịch vụ", en: "Service catalogue name" } }),
    })
    .meta({ label: { vi: "Dữ liệu cho công cụ tìm kiếm", en: "Data for search engines" } }),
});
export type ServicesCopy = z.infer<typeof ServicesCopySchema>;
