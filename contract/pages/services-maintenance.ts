import { z } from "../zod.ts";
import { label, list, paragraph, SectionHeadingSchema } from "./parts.ts";
import { ServiceMetaSchema, serviceCta, serviceHero, titledItems } from "./service-page.ts";

// the maintenance services page (/services/maintenance): what we offer, where, how, and why us.
// Its lists take their icons by their place (app/routes/services-maintenance.tsx), so they are no
// longer than the icons.

export const MaintenanceCopySchema = z.strictObject({
  meta: ServiceMetaSchema,
  hero: serviceHero,
  offered: SectionHeadingSchema.extend({ items: titledItems(4) }).meta({
    label: { vi: "Dịch vụ cung cấp", en: "What we offer" },
  }),
  solutions: SectionHeadingSchema.extend({ items: titledItems(8) }).meta({
    label: { vi: "Giải pháp", en: "Solutions" },
  }),
  expertise: SectionHeadingSchema.extend({
    blocks: list(
      z
        .strictObject({
          title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
          text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
          points: list(label.meta({ label: { vi: "Ý", en: "Point" } }), 1, 10).meta({
            label: { vi: "Các ý chính", en: "Key points" },
          }),
        })
        .meta({ label: { vi: "Khối", en: "Block" } }),
      1,
      3,
    )
      .describe("preventive, condition-based, M&E construction: in this order")
      .meta({ label: { vi: "Các khối nội dung", en: "Blocks" } }),
  }).meta({ label: { vi: "Chuyên môn", en: "Expertise" } }),
  // the tools themselves come from the tools catalogue (back office, Management)
  tools: SectionHeadingSchema.extend({
    makerLabel: label.meta({ label: { vi: "Nhãn hãng sản xuất", en: "Maker label" } }),
  }).meta({ label: { vi: "Dụng cụ", en: "Tools" } }),
  why: SectionHeadingSchema.extend({ items: titledItems(4) }).meta({
    label: { vi: "Lý do lựa chọn", en: "Why choose us" },
  }),
  cta: serviceCta,
});
export type MaintenanceCopy = z.infer<typeof MaintenanceCopySchema>;
