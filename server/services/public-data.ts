import type { PublicBrand, PublicData, PublicTool } from "../../contract/public-data.ts";
import type { Db } from "../db/connect.ts";
import { certificateRepository } from "../repositories/certificates.ts";
import { newsRepository } from "../repositories/news.ts";
import { projectRepository } from "../repositories/projects.ts";
import type { ContentTag } from "./content-changes.ts";

// the kind of content behind each read: a page that made the read is dropped from the page cache
// when that content changes. A new read must name its kind here (the type makes sure of it).
const contentOf: Record<keyof PublicData, ContentTag> = {
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
      read(contentOf[name]);
      return method.apply(data, args);
    };
  }
  return tracked as PublicData;
}

export function createPublicData(db: Db): PublicData {
  const projects = projectRepository(db);
  const news = newsRepository(db);
  const certificates = certificateRepository(db);
  return {
    listProjects: () => projects.listShownForPages(),
    projectBySlug: (slug: string) => projects.bySlug(slug),
    async listTools(): Promise<PublicTool[]> {
      return db
        .selectFrom("tools")
        .leftJoin("tools_categories", "tools_categories.id", "tools.tools_categories_id")
        .leftJoin("tools_companies", "tools_companies.id", "tools.tools_companies_id")
        .select([
          "tools.id",
          "tools.name",
          "tools.name_vi",
          "tools.description",
          "tools.description_vi",
          "tools.logo_path",
          "tools_categories.id as category_id",
          "tools_categories.name as category_name",
          "tools_categories.name_vi as category_name_vi",
          "tools_companies.name as company_name",
          "tools_companies.name_vi as company_name_vi",
          "tools_companies.logo_path as company_logo_path",
        ])
        .orderBy("tools.created_at", "desc")
        .orderBy("tools.id", "desc")
        .execute();
    },
    async listBrands(): Promise<PublicBrand[]> {
      const rows = await db
        .selectFrom("tools_companies")
        .select(["id", "name", "name_vi", "logo_path"])
        .where("logo_path", "is not", null)
        .where("logo_path", "<>", "")
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .execute();
      return rows as PublicBrand[];
    },
    listNews: () => news.listPublished(),
    newsBySlug: (slug: string) => news.bySlug(slug),
    listCertificates: () => certificates.listVisible(),
    projectsLastModified: () => projects.lastModified(),
  };
}
