import { z } from "../zod.ts";
import { CtaSchema, HeroSchema, label, MetaSchema, PaginationSchema, paragraph } from "./parts.ts";

// the projects list (/projects) and a project's own page (/projects/{slug}, `detail`); the
// projects' own text comes from the database, in the page's language

const cta = { vi: "Lời kêu gọi cuối trang", en: "Call to action" };

// the dialog's address of the project, to copy and share
export const ProjectShareCopySchema = z.strictObject({
  label: label.meta({ label: { vi: "Nhãn", en: "Label" } }),
  hint: paragraph.meta({ label: { vi: "Gợi ý", en: "Hint" } }),
  copy: label.meta({ label: { vi: "Nút sao chép", en: "Copy button" } }),
  copied: paragraph.meta({ label: { vi: "Thông báo đã sao chép", en: "Copied message" } }),
  copyFailed: paragraph.meta({ label: { vi: "Thông báo sao chép lỗi", en: "Copy failed message" } }),
  openPage: label.meta({ label: { vi: "Nút mở trang", en: "Open page button" } }),
});
export type ProjectShareCopy = z.infer<typeof ProjectShareCopySchema>;

// the labels of a project's own page
export const ProjectPageCopySchema = z.strictObject({
  eyebrow: label.meta({ label: { vi: "Dòng chữ nhỏ trên tiêu đề", en: "Line above the title" } }),
  breadcrumbLabel: label.describe("the accessible name of the breadcrumb").meta({
    label: { vi: "Tên đường dẫn điều hướng, cho trình đọc màn hình", en: "Name of the breadcrumb, for screen readers" },
  }),
  home: label.meta({ label: { vi: "Liên kết trang chủ", en: "Home link" } }),
  projects: label.meta({ label: { vi: "Liên kết Dự án", en: "Projects link" } }),
  about: label.meta({ label: { vi: "Tiêu đề phần giới thiệu dự án", en: "About the project heading" } }),
  details: label.meta({ label: { vi: "Tiêu đề phần thông tin", en: "Details heading" } }),
  allProjects: label.meta({ label: { vi: "Liên kết tất cả dự án", en: "All projects link" } }),
  summary: paragraph
    .describe("the meta description of a project without a description")
    .meta({ label: { vi: "Mô tả mặc định của dự án", en: "Default description of a project" } }),
  cta: CtaSchema.meta({ label: cta }),
});
export type ProjectPageCopy = z.infer<typeof ProjectPageCopySchema>;

export const ProjectsCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema.meta({ label: { vi: "Phần mở đầu", en: "Top of the page" } }),
  listTitle: label.meta({ label: { vi: "Tiêu đề danh sách", en: "List heading" } }),
  loading: label.meta({ label: { vi: "Chữ khi đang tải", en: "Loading text" } }),
  empty: z
    .strictObject({
      title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
      text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
    })
    .meta({ label: { vi: "Khi chưa có dự án", en: "While there are no projects" } }),
  pagination: PaginationSchema,
  cta: CtaSchema.meta({ label: cta }),
  share: ProjectShareCopySchema.meta({ label: { vi: "Chia sẻ dự án", en: "Share a project" } }),
  detail: ProjectPageCopySchema.meta({ label: { vi: "Trang của một dự án", en: "A project's page" } }),
});
export type ProjectsCopy = z.infer<typeof ProjectsCopySchema>;
