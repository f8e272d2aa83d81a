import type { AdminProject } from "./types.ts";

// searching is forgiving: case, Vietnamese diacritics and extra spaces do not matter
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

type Searchable = Pick<AdminProject, "title" | "title_vi" | "location" | "location_vi">;

// the projects whose title or location, in either language, contain the query
export function filterProjects<T extends Searchable>(projects: T[], query: string): T[] {
  const needle = normalizeSearch(query);
  if (!needle) return projects;
  return projects.filter((project) =>
    [project.title, project.title_vi, project.location, project.location_vi].some((field) =>
      normalizeSearch(field).includes(needle),
    ),
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
