import { z } from "../zod.ts";
import { CtaSchema, HeroSchema, label, MetaSchema, paragraph, TextSchema } from "./parts.ts";

// the projects list (/projects) and a project's own page (/projects/{slug}, `detail`); the
// projects' own text comes from the database, in the page's language

// the dialog's address of the project, to copy and share
export const ProjectShareCopySchema = z.strictObject({
  label,
  hint: paragraph,
  copy: label,
  copied: paragraph,
  copyFailed: paragraph,
  openPage: label,
});
export type ProjectShareCopy = z.infer<typeof ProjectShareCopySchema>;

// the labels of a project's own page
export const ProjectPageCopySchema = z.strictObject({
  eyebrow: label,
  breadcrumbLabel: label.describe("the accessible name of the breadcrumb"),
  home: label,
  projects: label,
  about: label,
  details: label,
  allProjects: label,
  summary: paragraph.describe("the meta description of a project without a description"),
  cta: CtaSchema,
});
export type ProjectPageCopy = z.infer<typeof ProjectPageCopySchema>;

export const ProjectsCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema,
  listTitle: label,
  loading: label,
  empty: z.strictObject({ title: label, text: paragraph }),
  pagination: z.strictObject({
    label: label.describe("the accessible name of the pagination"),
    showing: TextSchema.describe("with {{from}}, {{to}} and {{total}}"),
    previous: label,
    next: label,
  }),
  cta: CtaSchema,
  share: ProjectShareCopySchema,
  detail: ProjectPageCopySchema,
});
export type ProjectsCopy = z.infer<typeof ProjectsCopySchema>;
