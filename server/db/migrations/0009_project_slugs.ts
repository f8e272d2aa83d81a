import { sql } from "kysely";
import { slugify, uniqueSlug } from "../../../contract/slug.ts";
import { type AnyDb, isPostgres, nowDefault, timestampType } from "./helpers.ts";

// a page per project: each project gets the URL segment of its Vietnamese title (unique), and
// keeps the segments it had before in project_slug_history so that an old address answers 301
// to the current one. Images get alt text in both languages.
//
// The backfill names existing projects with contract/slug.ts as it is today; a later change of
// slugify changes only how a database migrated after it names its old projects, which is
// harmless (any slug of the pattern is a valid address).
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("projects").addColumn("slug", "varchar(120)").execute();
  await db.schema.alterTable("projects").addColumn("image_alt", "varchar(255)").execute();
  await db.schema.alterTable("projects").addColumn("image_alt_vi", "varchar(255)").execute();

  // the oldest project keeps the plain slug when two share a title
  const projects = await db.selectFrom("projects").select(["id", "title", "title_vi"]).orderBy("id", "asc").execute();
  const taken = new Set<string>();
  for (const project of projects) {
    const base = slugify(project.title_vi) || slugify(project.title) || "du-an";
    const slug = uniqueSlug(base, (candidate) => taken.has(candidate));
    taken.add(slug);
    await db.updateTable("projects").set({ slug }).where("id", "=", project.id).execute();
  }

  await db.schema.createIndex("projects_slug_unique").on("projects").column("slug").unique().execute();
  // a row written without a slug (plain SQL, an import) is given "du-an-{id}" by the database
  // itself, so that every project has an address; an empty slug is refused
  if (isPostgres(db)) {
    await sql`
      create function projects_default_slug() returns trigger language plpgsql as $$
      begin
        if new.slug is null or new.slug = '' then
          new.slug := 'du-an-' || new.id;
        end if;
        return new;
      end;
      $$`.execute(db);
    await sql`
      create trigger projects_default_slug before insert on projects
      for each row execute function projects_default_slug()`.execute(db);
    await sql`alter table projects alter column slug set not null`.execute(db);
    await sql`alter table projects add constraint projects_slug_check check (slug <> '')`.execute(db);
  } else {
    // SQLite adds no NOT NULL column without a default, and a trigger cannot change the row
    // being inserted: the slug is filled in right after, and an update may not empty it
    await sql
      .raw(
        `create trigger projects_default_slug after insert on projects
         when new.slug is null or new.slug = ''
         begin update projects set slug = 'du-an-' || new.id where id = new.id; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger projects_slug_required before update of slug on projects
         when new.slug is null or new.slug = ''
         begin select raise(abort, 'projects.slug is required'); end`,
      )
      .execute(db);
  }

  // the slugs a project had before: each answers 301 to the project's current page. A slug is in
  // one place at a time (a project's current slug, or one row here)
  await db.schema
    .createTable("project_slug_history")
    .addColumn("slug", "varchar(120)", (c) => c.primaryKey())
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex("project_slug_history_project_idx")
    .on("project_slug_history")
    .column("project_id")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("project_slug_history").ifExists().execute();
  if (isPostgres(db)) {
    await sql`drop trigger if exists projects_default_slug on projects`.execute(db);
    await sql`drop function if exists projects_default_slug()`.execute(db);
  } else {
    await sql`drop trigger if exists projects_default_slug`.execute(db);
    await sql`drop trigger if exists projects_slug_required`.execute(db);
  }
  await db.schema.dropIndex("projects_slug_unique").ifExists().execute();
  if (isPostgres(db)) await sql`alter table projects drop constraint if exists projects_slug_check`.execute(db);
  for (const column of ["slug", "image_alt", "image_alt_vi"]) {
    await db.schema.alterTable("projects").dropColumn(column).execute();
  }
}
