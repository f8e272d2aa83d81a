import { PAGE_PATHS } from "../../contract/pages/index.ts";
import type { Db } from "../db/connect.ts";
import { newsRepository } from "../repositories/news.ts";
import { projectRepository } from "../repositories/projects.ts";
import type { ContentChanges } from "./content-changes.ts";

// The public pages that exist now, in this process's memory (issue 25: a visit is counted only on
// a page visitors can open, so that made-up paths never become rows): every page of either
// language, and the page of each shown project and published news item. Read again on every
// change of projects or news, through the one entry point.

interface Logger {
  error(object: object, message: string): void;
}

export interface PublicPaths {
  has(path: string): boolean;
  load(): Promise<void>;
}

const STATIC = Object.values(PAGE_PATHS).filter((path): path is string => path !== null);

export async function createPublicPaths(db: Db, contentChanges: ContentChanges, log: Logger): Promise<PublicPaths> {
  const projects = projectRepository(db);
  const news = newsRepository(db);
  let paths = new Set<string>();

  async function load(): Promise<void> {
    const [projectSlugs, newsSlugs] = await Promise.all([projects.shownSlugs(), news.publishedSlugs()]);
    const vietnamese = [
      ...STATIC,
      ...projectSlugs.map((slug) => `/projects/${slug}`),
      ...newsSlugs.map((slug) => `/news/${slug}`),
    ];
    paths = new Set(vietnamese.flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]));
  }

  contentChanges.subscribe((tags) => {
    if (tags === "all" || tags.includes("projects") || tags.includes("news")) {
      load().catch((error: unknown) => log.error({ err: error }, "could not read the public pages again"));
    }
  });
  await load();
  return { has: (path) => paths.has(path), load };
}
