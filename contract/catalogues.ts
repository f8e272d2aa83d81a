import { ImagePathSchema, optionalText, requiredText, wholeNumber } from "./common.ts";
import { z } from "./zod.ts";

// the reference catalogues staff keep under /api/management: business categories, tools
// categories, tools companies (the brands) and tools; what staff send and what the API answers

export const CategoryInputSchema = z.object({
  name: requiredText(255),
  name_vi: requiredText(255),
  description: optionalText(5000).optional(),
  description_vi: optionalText(5000).optional(),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const ToolsCompanyInputSchema = CategoryInputSchema.extend({ logo_path: ImagePathSchema.optional() });
export type ToolsCompanyInput = z.infer<typeof ToolsCompanyInputSchema>;

export const ToolInputSchema = CategoryInputSchema.extend({
  // a reference is an id: the integer column's range, like every id
  tools_categories_id: wholeNumber(1, 2_147_483_647, "management.categoryMissing"),
  tools_companies_id: wholeNumber(1, 2_147_483_647, "management.companyMissing"),
  logo_path: ImagePathSchema.optional(),
});
export type ToolInput = z.infer<typeof ToolInputSchema>;

const catalogueEntry = {
  id: z.number().int(),
  name: z.string(),
  name_vi: z.string(),
  description: z.string().nullable(),
  description_vi: z.string().nullable(),
  created_at: z.string(),
};
export const CategorySchema = z.object(catalogueEntry);
export const ToolsCompanySchema = z.object({ ...catalogueEntry, logo_path: z.string().nullable() });
export const ToolSchema = z.object({
  ...catalogueEntry,
  logo_path: z.string().nullable(),
  tools_categories_id: z.number().int(),
  tools_companies_id: z.number().int(),
  category_name: z.string(),
  category_name_vi: z.string(),
  company_name: z.string(),
  company_name_vi: z.string(),
});

const saved = <T extends z.ZodType>(entry: T) =>
  z.object({ success: z.literal(true), message: z.string(), data: entry });
export const CategorySavedResponseSchema = saved(CategorySchema);
export const ToolsCompanySavedResponseSchema = saved(ToolsCompanySchema);
export const ToolSavedResponseSchema = saved(ToolSchema);
