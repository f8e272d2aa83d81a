import {
  CategoryInputSchema,
  CategorySavedResponseSchema,
  CategorySchema,
  ToolInputSchema,
  ToolSavedResponseSchema,
  ToolSchema,
  ToolsCompanyInputSchema,
  ToolsCompanySavedResponseSchema,
  ToolsCompanySchema,
} from "../catalogues.ts";
import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { z } from "../zod.ts";

const tags = ["management"];

// the reference catalogues under /api/management (business categories, tools categories, tools
// companies, tools): the same four endpoints each, a bare array listed and the saved entry in
// `data`. Deleting a category or company that tools still name is refused (409).
export const catalogueEndpoints = <
  const Slug extends string,
  Input extends z.ZodType,
  Entry extends z.ZodType,
  Saved extends z.ZodType,
>(
  slug: Slug,
  schemas: { input: Input; entry: Entry; saved: Saved },
) => ({
  list: endpoint({
    method: "GET",
    path: `/api/management/${slug}`,
    access: "admins",
    tags,
    summary: `Every entry of ${slug}`,
    response: { 200: z.array(schemas.entry) },
  }),
  create: endpoint({
    method: "POST",
    path: `/api/management/${slug}`,
    access: "admins",
    tags,
    summary: `Add an entry to ${slug}`,
    body: schemas.input,
    response: { 201: schemas.saved },
  }),
  update: endpoint({
    method: "PUT",
    path: `/api/management/${slug}/:id`,
    access: "admins",
    tags,
    summary: `Change an entry of ${slug} (the whole entry)`,
    params: IdParamsSchema,
    body: schemas.input,
    response: { 200: schemas.saved },
  }),
  remove: endpoint({
    method: "DELETE",
    path: `/api/management/${slug}/:id`,
    access: "admins",
    tags,
    summary: `Delete an entry of ${slug}`,
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
});

export const businessCategoryEndpoints = catalogueEndpoints("business-categories", {
  input: CategoryInputSchema,
  entry: CategorySchema,
  saved: CategorySavedResponseSchema,
});
export const toolsCategoryEndpoints = catalogueEndpoints("tools-categories", {
  input: CategoryInputSchema,
  entry: CategorySchema,
  saved: CategorySavedResponseSchema,
});
export const toolsCompanyEndpoints = catalogueEndpoints("tools-companies", {
  input: ToolsCompanyInputSchema,
  entry: ToolsCompanySchema,
  saved: ToolsCompanySavedResponseSchema,
});
// tools: each names an existing tools category and tools company (else 400 naming the field)
export const toolEndpoints = catalogueEndpoints("tools", {
  input: ToolInputSchema,
  entry: ToolSchema,
  saved: ToolSavedResponseSchema,
});
