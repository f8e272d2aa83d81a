import { sql } from "kysely";
import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// every entity of SPEC.md section 3, with the indexes the admin screens need

export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);

  await withId(db, db.schema.createTable("contact_messages"))
    .addColumn("customer_name", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("phone_number", "varchar(30)")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("contact_messages_status_check", sql`status in (0, 1)`)
    .execute();
  await db.schema
    .createIndex("contact_messages_status_created_at_idx")
    .on("contact_messages")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("contact_messages_created_at_idx").on("contact_messages").column("created_at").execute();
  await db.schema.createIndex("contact_messages_email_idx").on("contact_messages").column("email").execute();

  await withId(db, db.schema.createTable("users"))
    .addColumn("login_name", "varchar(50)", (c) => c.notNull())
    .addColumn("user_name", "varchar(100)", (c) => c.notNull())
    .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
    .addColumn("role", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("login_timestamp", ts)
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("users_role_check", sql`role in (1, 2)`)
    .addCheckConstraint("users_status_check", sql`status in (0, 1)`)
    .execute();
  // login names are unique whatever their letter case
  await db.schema
    .createIndex("users_login_name_unique")
    .on("users")
    .unique()
    .expression(sql`lower(login_name)`)
    .execute();

  await withId(db, db.schema.createTable("projects"))
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
    .addColumn("location", "varchar(255)", (c) => c.notNull())
    .addColumn("location_vi", "varchar(255)", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("description_vi", "text")
    .addColumn("services_provided", "text", (c) => c.notNull())
    .addColumn("services_provided_vi", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_path", "varchar(500)")
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("projects_status_check", sql`status in (0, 1)`)
    .addCheckConstraint("projects_display_order_check", sql`display_order >= 0`)
    .execute();
  await db.schema
    .createIndex("projects_status_display_order_idx")
    .on("projects")
    .columns(["status", "display_order", "created_at"])
    .execute();

  for (const table of ["business_categories", "tools_categories", "tools_companies"]) {
    let builder = withId(db, db.schema.createTable(table))
      .addColumn("name", "varchar(255)", (c) => c.notNull())
      .addColumn("name_vi", "varchar(255)", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("description_vi", "text");
    if (table === "tools_companies") builder = builder.addColumn("logo_path", "varchar(500)");
    await builder.addColumn("created_at", ts, (c) => c.notNull().defaultTo(now)).execute();
  }

  await withId(db, db.schema.createTable("tools"))
    .addColumn("name", "varchar(255)", (c) => c.notNull())
    .addColumn("name_vi", "varchar(255)", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("description_vi", "text")
    // restrict: a category or company still used by a tool cannot be deleted
    .addColumn("tools_categories_id", "integer", (c) =>
      c.notNull().references("tools_categories.id").onDelete("restrict"),
    )
    .addColumn("tools_companies_id", "integer", (c) =>
      c.notNull().references("tools_companies.id").onDelete("restrict"),
    )
    .addColumn("logo_path", "varchar(500)")
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("tools_category_idx").on("tools").column("tools_categories_id").execute();
  await db.schema.createIndex("tools_company_idx").on("tools").column("tools_companies_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "tools",
    "tools_companies",
    "tools_categories",
    "business_categories",
    "projects",
    "users",
    "contact_messages",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
