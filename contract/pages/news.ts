import { z } from "../zod.ts";
import { CtaSchema, label, MetaSchema, PaginationSchema, paragraph, text } from "./parts.ts";

// the news pages: the list (/news) and an item's page (/news/{slug}); the items' text comes from
// the database, in the page's language

export const NewsPageCopySchema = z.strictObject({
  meta: MetaSchema,
  eyebrow: label.meta({ label: { vi: "Dòng chữ nhỏ trên tiêu đề", en: "Line above the title" } }),
  title: text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } }),
  intro: paragraph.meta({ label: { vi: "Đoạn giới thiệu", en: "Introduction" } }),
  empty: paragraph
    .describe("shown while no item is published")
    .meta({ label: { vi: "Khi chưa có tin", en: "While there is no news" } }),
  // the list, ten items a page
  pagination: PaginationSchema,
  // an item's page
  breadcrumbLabel: label.describe("the accessible name of the breadcrumb").meta({
    label: { vi: "Tên đường dẫn điều hướng, cho trình đọc màn hình", en: "Name of the breadcrumb, for screen readers" },
  }),
  home: label.meta({ label: { vi: "Liên kết trang chủ", en: "Home link" } }),
  news: label.meta({ label: { vi: "Liên kết Tin tức", en: "News link" } }),
  published: label.describe("before the item's date").meta({ label: { vi: "Nhãn ngày đăng", en: "Published label" } }),
  allNews: label.meta({ label: { vi: "Liên kết tất cả tin", en: "All news link" } }),
  cta: CtaSchema.meta({ label: { vi: "Lời kêu gọi cuối trang", en: "Call to action" } }),
});
export type NewsPageCopy = z.infer<typeof NewsPageCopySchema>;
