import type { PageKey } from "../../contract/pages/index.ts";
import type { PublicData } from "../../contract/public-data.ts";
import type { Db } from "../db/connect.ts";
import { catalogueRepository } from "../repositories/catalogues.ts";
import { certificateRepository } from "../repositories/certificates.ts";
import { newsRepository } from "../repositories/news.ts";
import { projectRepository } from "../repositories/projects.ts";
import { type ContentTag, pageTag } from "./content-changes.ts";
import type { PageSource } from "./pages.ts";

// the kind of content behind each read: a page that made the read is dropped from the page cache
// when that content changes. A new read must name its kind here (the type makes sure of it).
const contentOf: Record<keyof PublicData, ContentTag | ((...args: never[]) => ContentTag)> = {
  page: (key: PageKey) => pageTag(key),
  listProjects: "projects",
  projectBySlug: "projects",
  listTools: "catalogues",
  listBrands: "catalogues",
  listCertificates: "certificates",
  listNews: "news",
  newsBySlug: "news",
  projectsLastModified: "projects",
};

// the public data as one render sees it: each read reports the kind of content it touched
export function trackedData(data: PublicData, read: (tag: ContentTag) => void): PublicData {
  const tracked = {} as Record<keyof PublicData, unknown>;
  for (const name of Object.keys(contentOf) as (keyof PublicData)[]) {
    const method = data[name] as (...args: unknown[]) => unknown;
    tracked[name] = (...args: unknown[]) => {
      const kind = contentOf[name];
      read(typeof kind === "function" ? kind(...(args as never[])) : kind);
      return method.apply(data, args);
    };
  }
  return tracked as PublicData;
}

export function createPublicData(db: Db, pages: PageSource): PublicData {
  const projects = projectRepository(db);
  const news = newsRepository(db);
  const certificates = certificateRepository(db);
  const catalogues = catalogueRepository(db);
  return {
    page: (key, language) => pages.published(key, language),
    listProjects: () => projects.listShownForPages(),
    projectBySlug: (slug: string) => projects.bySlug(slug),
    listTools: () => catalogues.listToolsForPages(),
    listBrands: () => catalogues.listBrands(),
    listNews: () => news.listPublished(),
    newsBySlug: (slug: string) => news.bySlug(slug),
    listCertificates: () => certificates.listVisible(),
    projectsLastModified: () => projects.lastModified(),
  };
}
