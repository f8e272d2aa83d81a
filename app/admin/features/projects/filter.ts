import type { ApiProject } from "../../../../contract/projects.ts";
import { matchesSearch } from "../../../../contract/search-fold.ts";

type Searchable = Pick<ApiProject, "title" | "title_vi" | "location" | "location_vi">;

// whether a project's title or location, in either language, contains the query; case,
// Vietnamese marks and extra spaces do not matter
export function matchesProject(project: Searchable, query: string): boolean {
  return matchesSearch([project.title, project.title_vi, project.location, project.location_vi], query);
}
