import { CtaSchema, HeroSchema, label, list, MetaSchema, TitledTextSchema } from "./parts.ts";

// a service's own page (/services/electrical, /services/maintenance): its meta also names the
// breadcrumb and the service's type for search engines
export const ServiceMetaSchema = MetaSchema.extend({
  breadcrumb: label
    .describe("the page's name in the breadcrumb")
    .meta({ label: { vi: "Tên trong đường dẫn điều hướng", en: "Name in the breadcrumb" } }),
  serviceType: label
    .describe("the service's type for search engines (schema.org serviceType)")
    .meta({ label: { vi: "Loại dịch vụ, cho công cụ tìm kiếm", en: "Service type, for search engines" } }),
}).meta({ label: { vi: "Kết quả tìm kiếm (SEO)", en: "Search engines (SEO)" } });

// what both service pages place the same way: the top of the page, a section's list of entries
// (each a title and a text), the call to action with its link back to /services
export const serviceHero = HeroSchema.meta({ label: { vi: "Phần mở đầu", en: "Top of the page" } });
export const titledItems = (max: number) =>
  list(TitledTextSchema.meta({ label: { vi: "Mục", en: "Item" } }), 1, max).meta({
    label: { vi: "Các mục", en: "Items" },
  });
export const serviceCta = CtaSchema.extend({
  back: label
    .describe("the link back to /services")
    .meta({ label: { vi: "Liên kết quay lại trang Dịch vụ", en: "Link back to “Services”" } }),
}).meta({ label: { vi: "Lời kêu gọi cuối trang", en: "Call to action" } });
