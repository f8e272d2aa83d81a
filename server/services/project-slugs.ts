import { projectTitleSlug } from "../../contract/project-slug.ts";
import { uniqueSlug } from "../../contract/slug.ts";
import type { Db } from "../db/connect.ts";

// A project's address is /projects/{slug}: made from its Vietnamese title (the site's default
// language; one slug for both languages) unless staff type one. Every slug a project had before
// stays in project_slug_history and answers 301 to its current page, so a link shared in Zalo
// keeps working after a rename. A slug is in one place at a time: some project's current slug,
// or one row of the history.

type Executor = Pick<Db, "selectFrom" | "deleteFrom" | "insertInto">;

export const titleSlug = projectTitleSlug;

// the project other than `exceptId` whose current slug this is
export async function slugHolder(db: Executor, slug: string, exceptId?: number) {
  let query = db.selectFrom("projects").select(["id", "title", "title_vi"]).where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

// the first free slug from `base`: not the current slug of another project, nor an earlier slug
// of another project (whose old links must keep leading to it); the project's own are free
export async function freeSlug(db: Executor, base: string, projectId?: number): Promise<string> {
  // base is letters, digits and hyphens only: nothing in it is a LIKE wildcard
  let current = db
    .selectFrom("projects")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  let earlier = db
    .selectFrom("project_slug_history")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (projectId !== undefined) {
    current = current.where("id", "<>", projectId);
    earlier = earlier.where("project_id", "<>", projectId);
  }
  const [a, b] = await Promise.all([current.execute(), earlier.execute()]);
  const taken = new Set([...a, ...b].map((row) => row.slug));
  return uniqueSlug(base, (slug) => taken.has(slug));
}

// after a project took `slug`: it is nobody's earlier slug any more, and the one it had before
// (if any) now leads to it
export async function recordSlugChange(db: Executor, projectId: number, slug: string, previous?: string) {
  await db.deleteFrom("project_slug_history").where("slug", "=", slug).execute();
  if (previous === undefined || previous === slug) return;
  await db
    .insertInto("project_slug_history")
    .values({ slug: previous, project_id: projectId })
    .onConflict((conflict) => conflict.column("slug").doUpdateSet({ project_id: projectId }))
    .execute();
}
