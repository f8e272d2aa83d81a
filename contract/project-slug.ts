import { slugify } from "./slug.ts";

// the slug a project's title makes: its Vietnamese title (the site's default language; one slug
// for both languages), else the English one, else "du-an" ("project"). The server makes it unique
// (server/services/slugs.ts); the admin form shows it while staff type the title.
export function projectTitleSlug(project: { title?: string | null; title_vi?: string | null }): string {
  return slugify(project.title_vi ?? "") || slugify(project.title ?? "") || "du-an";
}
