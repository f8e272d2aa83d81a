import { sql } from "kysely";
import { PROJECT_STATUS } from "../../contract/constants.ts";
import { projectTitleSlug } from "../../contract/project-slug.ts";
import type { ProjectBySlug, PublicProject } from "../../contract/public-data.ts";
import type { Db } from "../db/connect.ts";
import type { NewProject, Project } from "../db/database.ts";
import { mediaOwners, mediaUses, type OwnerUses } from "./media.ts";
import { type SlugTables, type SlugTaken, slugKeeper } from "./slugs.ts";

// the portfolio projects as the API and the public pages read and write them: one order (staff's
// display order, then the newest), one rule for what visitors see (active projects only), and the
// address rules of slugs.ts on every save, over the statements of `projectSlugTables`

// what a public page needs of a project (not its status, nor the search index's columns)
// (the image's description: the project's own, else the media library's)
const PUBLIC_COLUMNS = [
  "projects.id",
  "projects.title",
  "projects.title_vi",
  "projects.location",
  "projects.location_vi",
  "projects.description",
  "projects.description_vi",
  "projects.services_provided",
  "projects.services_provided_vi",
  "projects.image_path",
  sql<string | null>`coalesce(nullif(projects.image_alt, ''), media.alt)`.as("image_alt"),
  sql<string | null>`coalesce(nullif(projects.image_alt_vi, ''), media.alt_vi)`.as("image_alt_vi"),
  "projects.slug",
  "projects.display_order",
  "projects.created_at",
  "projects.updated_at",
] as const;

// what a save writes besides the slug
export type ProjectFields = Omit<NewProject, "slug" | "id" | "created_at" | "updated_at">;

// a project's addresses: its current slug, and its earlier ones in project_slug_history
const projectSlugTables: SlugTables = {
  lock: "project_slugs",
  holder(db, slug, exceptId) {
    let query = db.selectFrom("projects").select(["id", "title", "title_vi"]).where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
    return query.executeTakeFirst();
  },
  async slugsFrom(db, base, exceptId) {
    let current = db
      .selectFrom("projects")
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
    let earlier = db
      .selectFrom("project_slug_history")
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
    if (exceptId !== undefined) {
      current = current.where("id", "<>", exceptId);
      earlier = earlier.where("project_id", "<>", exceptId);
    }
    const [a, b] = await Promise.all([current.execute(), earlier.execute()]);
    return [...a, ...b].map((row) => row.slug);
  },
  async forgetEarlier(db, slug) {
    await db.deleteFrom("project_slug_history").where("slug", "=", slug).execute();
  },
  async keepEarlier(db, itemId, previous) {
    await db
      .insertInto("project_slug_history")
      .values({ slug: previous, project_id: itemId })
      .onConflict((conflict) => conflict.column("slug").doUpdateSet({ project_id: itemId }))
      .execute();
  },
};
const slugs = slugKeeper(projectSlugTables);
const titleSlug = projectTitleSlug;

export function projectRepository(db: Db) {
  const ordered = () =>
    db
      .selectFrom("projects")
      .orderBy("projects.display_order", "asc")
      .orderBy("projects.created_at", "desc")
      .orderBy("projects.id", "desc");
  const uses = mediaUses(db);
  const shown = () => ordered().where("status", "=", PROJECT_STATUS.ACTIVE);
  // where an earlier slug now leads: the current slug of the project it belonged to, when
  // visitors see that project (an inactive one: none)
  async function movedTo(slug: string): Promise<string | undefined> {
    const row = await db
      .selectFrom("project_slug_history as earlier")
      .innerJoin("projects", "projects.id", "earlier.project_id")
      .select("projects.slug")
      .where("earlier.slug", "=", slug)
      .where("projects.status", "=", PROJECT_STATUS.ACTIVE)
      .executeTakeFirst();
    return row?.slug;
  }

  return {
    // how many active projects have one of these titles (English or Vietnamese)
    async shownWithTitles(titles: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom("projects")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("status", "=", PROJECT_STATUS.ACTIVE)
        .where((eb) => eb.or([eb("title", "in", [...titles]), eb("title_vi", "in", [...titles])]))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    // what each project holds that can name a library image (the media library's uses)
    imageUses: async (): Promise<OwnerUses[]> =>
      (await db.selectFrom("projects").select(["id", "title", "title_vi", "image_path"]).execute()).map(
        mediaOwners.project,
      ),

    // a project, or undefined when there is none
    find: (id: number): Promise<Project | undefined> =>
      db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst(),

    // a new project, under the slug staff typed or the first free one from its title
    create: (fields: ProjectFields, typedSlug: string | null): Promise<Project | SlugTaken> =>
      slugs
        .save(db, { typed: typedSlug, base: titleSlug(fields) }, (trx, slug) =>
          trx
            .insertInto("projects")
            .values({ ...fields, slug })
            .returningAll()
            .executeTakeFirstOrThrow(),
        )
        .then((saved) => uses.saved(saved as Project | SlugTaken, mediaOwners.project)),

    // the whole project: the slug staff typed, else one from the title (its earlier slug now
    // leads to it); undefined when the project is gone
    update: (before: Project, fields: ProjectFields, typedSlug: string | null) =>
      slugs
        .save(db, { typed: typedSlug, base: titleSlug(fields), item: before }, (trx, slug) =>
          trx
            .updateTable("projects")
            .set({ ...fields, slug, updated_at: new Date().toISOString() })
            .where("id", "=", before.id)
            .returningAll()
            .executeTakeFirst(),
        )
        .then((saved) => uses.saved(saved, mediaOwners.project)),

    // shown or not; undefined when the project is gone
    setStatus: (id: number, status: Project["status"]): Promise<Project | undefined> =>
      db
        .updateTable("projects")
        .set({ status, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst(),

    async remove(id: number): Promise<void> {
      await db.deleteFrom("projects").where("id", "=", id).execute();
      await uses.removed("project", id);
    },

    // the titles of the projects at these addresses (the website figures name their pages)
    titlesBySlug: (slugs: string[]): Promise<{ slug: string; title: string; title_vi: string }[]> =>
      slugs.length === 0
        ? Promise.resolve([])
        : db.selectFrom("projects").select(["slug", "title", "title_vi"]).where("slug", "in", slugs).execute(),

    // the addresses of the projects visitors see
    shownSlugs: async (): Promise<string[]> =>
      (await db.selectFrom("projects").select("slug").where("status", "=", PROJECT_STATUS.ACTIVE).execute()).map(
        (row) => row.slug,
      ),

    // every project, for staff
    listAll: (): Promise<Project[]> => ordered().selectAll().execute(),

    // the projects visitors see, whole rows (the public API) or what the pages render
    listShown: (): Promise<Project[]> => shown().selectAll().execute(),
    listShownForPages: (): Promise<PublicProject[]> =>
      shown().leftJoin("media", "media.path", "projects.image_path").select(PUBLIC_COLUMNS).execute(),

    // a shown project by its address, or where an earlier address of it now leads
    async bySlug(slug: string): Promise<ProjectBySlug> {
      const project = await db
        .selectFrom("projects")
        .leftJoin("media", "media.path", "projects.image_path")
        .select([...PUBLIC_COLUMNS, "projects.status"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (project) {
        const { status, ...fields } = project;
        return status === PROJECT_STATUS.ACTIVE ? { project: fields } : null;
      }
      const earlier = await movedTo(slug);
      return earlier ? { movedTo: earlier } : null;
    },

    // whether a project answers at this slug (its current one or an earlier one)
    async answersAt(slug: string): Promise<boolean> {
      const current = await db.selectFrom("projects").select("id").where("slug", "=", slug).executeTakeFirst();
      if (current) return true;
      const earlier = await db
        .selectFrom("project_slug_history")
        .select("slug")
        .where("slug", "=", slug)
        .executeTakeFirst();
      return earlier !== undefined;
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
