import { PROJECT_STATUS } from "../../contract/constants.ts";
import type { ProjectBySlug, PublicProject } from "../../contract/public-data.ts";
import type { Db } from "../db/connect.ts";
import type { Project } from "../db/database.ts";
import { HttpError } from "../plugins/error-handler.ts";

// the portfolio projects as the API and the public pages read them: one order (staff's display
// order, then the newest), one rule for what visitors see (active projects only)

// what a public page needs of a project (not its status, nor the search index's columns)
const PUBLIC_COLUMNS = [
  "id",
  "title",
  "title_vi",
  "location",
  "location_vi",
  "description",
  "description_vi",
  "services_provided",
  "services_provided_vi",
  "image_path",
  "image_alt",
  "image_alt_vi",
  "slug",
  "display_order",
  "created_at",
  "updated_at",
] as const;

export function projectRepository(db: Db) {
  const ordered = () =>
    db.selectFrom("projects").orderBy("display_order", "asc").orderBy("created_at", "desc").orderBy("id", "desc");
  const shown = () => ordered().where("status", "=", PROJECT_STATUS.ACTIVE);

  return {
    async find(id: number): Promise<Project> {
      const project = await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
      if (!project) throw new HttpError(404, "projects.notFound");
      return project;
    },

    // every project, for staff
    listAll: (): Promise<Project[]> => ordered().selectAll().execute(),

    // the projects visitors see, whole rows (the public API) or what the pages render
    listShown: (): Promise<Project[]> => shown().selectAll().execute(),
    listShownForPages: (): Promise<PublicProject[]> => shown().select(PUBLIC_COLUMNS).execute(),

    // a shown project by its address, or where an earlier address of it now leads
    async bySlug(slug: string): Promise<ProjectBySlug> {
      const project = await db
        .selectFrom("projects")
        .select([...PUBLIC_COLUMNS, "status"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (project) {
        const { status, ...fields } = project;
        return status === PROJECT_STATUS.ACTIVE ? { project: fields } : null;
      }
      const moved = await db
        .selectFrom("project_slug_history")
        .innerJoin("projects", "projects.id", "project_slug_history.project_id")
        .select("projects.slug")
        .where("project_slug_history.slug", "=", slug)
        .where("projects.status", "=", PROJECT_STATUS.ACTIVE)
        .executeTakeFirst();
      return moved ? { movedTo: moved.slug } : null;
    },

    async stats() {
      const row = await db
        .selectFrom("projects")
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.sum<number>(eb.case().when("status", "=", PROJECT_STATUS.ACTIVE).then(1).else(0).end()).as("active"),
        ])
        .executeTakeFirstOrThrow();
      const total = Number(row.total);
      const active = Number(row.active ?? 0);
      return { total, active, inactive: total - active };
    },

    // when any project last changed (the sitemap's date for the projects page)
    async lastModified(): Promise<string | null> {
      const row = await db
        .selectFrom("projects")
        .select((eb) => eb.fn.max("updated_at").as("latest"))
        .executeTakeFirst();
      return (row?.latest as string | null | undefined) ?? null;
    },
  };
}
