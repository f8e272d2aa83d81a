import type { z } from "zod";
import type { ApiProject, ProjectInputSchema } from "../../../../contract/projects.ts";

// a project as GET /api/projects/admin sends it (its schema is contract/projects.ts)
export type AdminProject = ApiProject;

// what the form holds and what its resolver hands to the submit handler
export type ProjectFormInput = z.input<typeof ProjectInputSchema>;
export type ProjectFormOutput = z.output<typeof ProjectInputSchema>;

// the image of the form: a chosen file not uploaded yet, or a stored path, or nothing
export interface ImageChoice {
  file: File | null;
  path: string | null;
}
