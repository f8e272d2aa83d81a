import type { z } from "zod";
import type { ProjectStatus } from "../../../contract/constants.ts";
import type { ProjectInputSchema } from "../../../contract/schemas.ts";

// a project as GET /api/projects/admin sends it
export interface AdminProject {
  id: number;
  title: string;
  title_vi: string;
  location: string;
  location_vi: string;
  description: string | null;
  description_vi: string | null;
  services_provided: string;
  services_provided_vi: string;
  status: ProjectStatus;
  status_name: string;
  display_order: number;
  image_path: string | null;
  image_alt: string | null;
  image_alt_vi: string | null;
  // the public page: /projects/{slug} and /en/projects/{slug}
  slug: string;
  created_at: string;
  updated_at: string;
}

// what the form holds and what its resolver hands to the submit handler
export type ProjectFormInput = z.input<typeof ProjectInputSchema>;
export type ProjectFormOutput = z.output<typeof ProjectInputSchema>;

// the image of the form: a chosen file not uploaded yet, or a stored path, or nothing
export interface ImageChoice {
  file: File | null;
  path: string | null;
}
