import { PAGE_PATHS } from "../../contract/pages/index.ts";
import type { Db } from "../db/connect.ts";
import { pageLabels } from "../repositories/media.ts";
import { newsRepository } from "../repositories/news.ts";
import { pageRepository } from "../repositories/pages.ts";
import { projectRepository } from "../repositories/projects.ts";

// The names of public pages by their addresses, in both languages, for staff reading figures
// about them (the Website tab's pages): a page of the site by its published title, a project's
// or news item's page by its title. `/en/…` is the same page as `/…`. An address that names no
// page now (a project hidden since) has no name.

export interface PageTitle {
  title: string;
  title_vi: string;
}

const vietnamesePath = (path: string) => (path === "/en" ? "/" : path.startsWith("/en/") ? path.slice(3) : path);
const slugUnder = (path: string, prefix: string) => {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : "";
  return rest && !rest.includes("/") ? rest : null;
};

export async function pageTitles(db: Db, paths: string[]): Promise<Map<string, PageTitle>> {
  const byVietnamese = new Map(paths.map((path) => [path, vietnamesePath(path)]));
  const wanted = [...new Set(byVietnamese.values())];
  const projectSlugs = wanted.map((path) => slugUnder(path, "/projects/")).filter((slug) => slug !== null);
  const newsSlugs = wanted.map((path) => slugUnder(path, "/news/")).filter((slug) => slug !== null);
  const [pages, projects, news] = await Promise.all([
    pageRepository(db).list(),
    projectRepository(db).titlesBySlug(projectSlugs),
    newsRepository(db).titlesBySlug(newsSlugs),
  ]);

  const named = new Map<string, PageTitle>();
  for (const page of pages) {
    const path = PAGE_PATHS[page.key as keyof typeof PAGE_PATHS];
    if (!path) continue;
    const { label, label_vi } = pageLabels(page.key, page.published);
    named.set(path, { title: label, title_vi: label_vi });
  }
  for (const row of projects) named.set(`/projects/${row.slug}`, { title: row.title, title_vi: row.title_vi });
  for (const row of news) named.set(`/news/${row.slug}`, { title: row.title, title_vi: row.title_vi });

  const titles = new Map<string, PageTitle>();
  for (const [path, vietnamese] of byVietnamese) {
    const title = named.get(vietnamese);
    if (title) titles.set(path, title);
  }
  return titles;
}
