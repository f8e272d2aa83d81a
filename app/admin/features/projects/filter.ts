import { matchesSearch } from "../../../../contract/search-fold.ts";
import type { AdminProject } from "./types.ts";

type Searchable = Pick<AdminProject, "title" | "title_vi" | "location" | "location_vi">;

// the projects whose title or location, in either language, contain the query; case,
// Vietnamese marks and extra spaces do not matter
export function filterProjects<T extends Searchable>(projects: T[], query: string): T[] {
  return projects.filter((project) =>
    matchesSearch([project.title, project.title_vi, project.location, project.location_vi], query),
  );
}

// the rows of one page of the table
export function pageSlice<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

// the page to show: the asked one, kept within the pages there are
export function clampPage(page: number, total: number, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, page), pages);
}
