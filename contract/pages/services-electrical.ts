import { z } from "../zod.ts";
import { label, list, paragraph, SectionHeadingSchema } from "./parts.ts";
import { ServiceMetaSchema, serviceCta, serviceHero, titledItems } from "./service-page.ts";

// the electrical services page (/services/electrical): equipment supply, installation, testing and
// commissioning. Its lists take their icons by their place (app/routes/services-electrical.tsx), so
// they are no longer than the icons.

export const ElectricalCopySchema = z.strictObject({
  meta: ServiceMetaSchema,
  hero: serviceHero,
  scope: SectionHeadingSchema.extend({ items: titledItems(4) }).meta({ label: { vi: "Phạm vi", en: "Scope" } }),
  brands: SectionHeadingSchema.extend({
    listLabel: label.describe("the accessible name of the list of brand logos").meta({
      label: { vi: "Tên danh sách logo, cho trình đọc màn hình", en: "Name of the logo list, for screen readers" },
    }),
  }).meta({ label: { vi: "Thương hiệu", en: "Brands" } }),
  categories: SectionHeadingSchema.extend({
    brandsLabel: label.meta({ label: { vi: "Nhãn thương hiệu", en: "Brands label" } }),
    items: list(
      z
        .strictObject({
          title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
          text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
          brands: list(label.meta({ label: { vi: "Thương hiệu", en: "Brand" } }), 0, 12)
            .describe("brand names")
            .meta({ label: { vi: "Thương hiệu", en: "Brands" } }),
        })
        .meta({ label: { vi: "Nhóm", en: "Category" } }),
      1,
      9,
    ).meta({ label: { vi: "Các mục", en: "Items" } }),
  }).meta({ label: { vi: "Nhóm thiết bị", en: "Equipment categories" } }),
  why: SectionHeadingSchema.extend({ items: titledItems(6) }).meta({
    label: { vi: "Lý do lựa chọn", en: "Why choose us" },
  }),
  cta: serviceCta,
});
export type ElectricalCopy = z.infer<typeof ElectricalCopySchema>;
