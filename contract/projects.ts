import {
  binaryStatus,
  displayOrder,
  ImagePathSchema,
  optionalText,
  requiredText,
  SlugSchema,
  status01,
} from "./common.ts";
import { z } from "./zod.ts";

// projects (SPEC.md section 7): what staff send (POST/PUT /api/projects) and what the API answers
// (the admin list, the public list, a saved project, the counts)

export const ProjectInputSchema = z.object({
  title: requiredText(255),
  title_vi: requiredText(255),
  location: requiredText(255),
  location_vi: requiredText(255),
  description: optionalText(10_000).optional(),
  description_vi: optionalText(10_000).optional(),
  services_provided: requiredText(2000),
  services_provided_vi: requiredText(2000),
  status: binaryStatus.default(1),
  display_order: displayOrder,
  image_path: ImagePathSchema.optional(),
  // the image's alt text; empty: the title stands for it
  image_alt: optionalText(255).optional(),
  image_alt_vi: optionalText(255).optional(),
  // the page's address, /projects/{slug}; empty: made from the Vietnamese title (contract/slug.ts)
  slug: SlugSchema.optional(),
});
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

// a project as the API sends it (the admin list, the public list, a saved project)
export const ProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_vi: z.string(),
  location: z.string(),
  location_vi: z.string(),
  description: z.string().nullable(),
  description_vi: z.string().nullable(),
  services_provided: z.string(),
  services_provided_vi: z.string(),
  status: status01,
  status_name: z.enum(["Active", "Inactive"]),
  display_order: z.number().int(),
  image_path: z.string().nullable(),
  image_alt: z.string().nullable().meta({ description: "the image's alt text in English; null: the title" }),
  image_alt_vi: z.string().nullable().meta({ description: "the image's alt text in Vietnamese; null: the title" }),
  slug: z.string().meta({
    description:
      "the project's page: /projects/{slug} (Vietnamese) and /en/projects/{slug} (English); an earlier slug answers 301 to it",
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiProject = z.infer<typeof ProjectSchema>;

export const ProjectListResponseSchema = z.object({ success: z.literal(true), projects: z.array(ProjectSchema) });
export const ProjectSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  project: ProjectSchema,
});
export const ProjectStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
});
