import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import {
  ProjectInputSchema,
  ProjectListResponseSchema,
  ProjectSavedResponseSchema,
  ProjectStatsResponseSchema,
} from "../projects.ts";
import { historyEndpoints } from "./history.ts";

const tags = ["projects"];
const SAVE_DESCRIPTION =
  "`slug` is the project's address, `/projects/{slug}` and `/en/projects/{slug}`: lower-case letters, digits and single hyphens. Empty or absent: made from the Vietnamese title with its marks folded (`Trạm biến áp 22 kV` → `tram-bien-ap-22-kv`), with `-2`, `-3`… when taken. A slug another project has is refused with 409. After a change the previous slug answers 301 to the new page, in both languages.";

// projects (SPEC.md section 7): the public list, and staff's list, counts and changes
export const projectEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/projects",
    access: "anyone",
    tags,
    summary: "Active projects for the public site",
    response: { 200: ProjectListResponseSchema },
  }),
  stats: endpoint({
    method: "GET",
    path: "/api/projects/stats",
    access: "admins",
    tags,
    response: { 200: ProjectStatsResponseSchema },
  }),
  all: endpoint({
    method: "GET",
    path: "/api/projects/admin",
    access: "admins",
    tags,
    summary: "Every project, shown or not",
    response: { 200: ProjectListResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/projects",
    access: "admins",
    tags,
    description: SAVE_DESCRIPTION,
    body: ProjectInputSchema,
    response: { 201: ProjectSavedResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/projects/:id",
    access: "admins",
    tags,
    description: SAVE_DESCRIPTION,
    params: IdParamsSchema,
    body: ProjectInputSchema,
    response: { 200: ProjectSavedResponseSchema },
  }),
  toggleStatus: endpoint({
    method: "PUT",
    path: "/api/projects/:id/toggle-status",
    access: "admins",
    tags,
    params: IdParamsSchema,
    response: { 200: ProjectSavedResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/projects/:id",
    access: "admins",
    tags,
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  ...historyEndpoints("/api/projects", tags),
};
