import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bareProject, CONTACT_MESSAGE_COLUMNS } from "../test-support/rows.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateToLatest } from "./migrate.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

async function columnsOf(table: string): Promise<string[]> {
  const tables = await t.db.introspection.getTables();
  // on PostgreSQL, the tables of this test's schema: other schemas of the database have theirs
  const found = tables.find((candidate) => candidate.name === table && (!t.schema || candidate.schema === t.schema));
  return (found?.columns ?? []).map((column) => column.name).sort();
}

describe(`schema on ${testDialect}`, () => {
  it("creates every entity of the spec with its fields", async () => {
    // plus, on PostgreSQL, the search index's generated column (migration 0003_search_fold)
    const searchColumn = testDialect === "postgres" ? ["search_text"] : [];
    expect(await columnsOf("contact_messages")).toEqual([...CONTACT_MESSAGE_COLUMNS, ...searchColumn].sort());
    expect(await columnsOf("users")).toEqual(
      [
        "created_at",
        // where a lead assigned to them is announced (migration 0026)
        "email",
        "id",
        "login_name",
        "login_timestamp",
        "password_hash",
        "role",
        "status",
        "token_version",
        // two-factor sign-in (migration 0015): the encrypted secret, the one being set up, the
        // last step a code was accepted for; wrong codes in a row and the code step's lock (0018)
        "totp_failures",
        "totp_last_step",
        "totp_locked_until",
        "totp_pending",
        "totp_secret",
        "user_name",
      ].sort(),
    );
    expect(await columnsOf("projects")).toEqual(
      [
        "created_at",
        "description",
        "description_vi",
        "display_order",
        "id",
        "image_alt",
        "image_alt_vi",
        "image_path",
        "location",
        "location_vi",
        "services_provided",
        "services_provided_vi",
        "slug",
        "status",
        "title",
        "title_vi",
        "updated_at",
      ].sort(),
    );
    expect(await columnsOf("project_slug_history")).toEqual(["created_at", "project_id", "slug"]);
    expect(await columnsOf("news_slug_history")).toEqual(["created_at", "news_id", "slug"]);
    const category = ["created_at", "description", "description_vi", "id", "name", "name_vi"];
    expect(await columnsOf("business_categories")).toEqual([...category].sort());
    expect(await columnsOf("tools_categories")).toEqual([...category].sort());
    expect(await columnsOf("tools_companies")).toEqual([...category, "logo_path"].sort());
    expect(await columnsOf("tools")).toEqual(
      [...category, "logo_path", "tools_categories_id", "tools_companies_id"].sort(),
    );
    // uploaded images when UPLOADS_STORE=database (migration 0014)
    expect(await columnsOf("uploads")).toEqual(["bytes", "content_type", "created_at", "key", "size"]);
    expect(await columnsOf("user_recovery_codes")).toEqual(["code_hash", "created_at", "id", "used_at", "user_id"]);
    expect(await columnsOf("security_policy")).toEqual([
      "id",
      "two_factor_for_super_admins",
      "two_factor_required",
      "updated_at",
    ]);
    // staff sessions (migration 0017) and the installation's first start (0016)
    expect(await columnsOf("user_sessions")).toEqual([
      "created_at",
      "end_reason",
      "ended_at",
      "expires_at",
      "id",
      "last_seen_at",
      "user_id",
    ]);
    expect(await columnsOf("installation")).toEqual(["demo_content", "demo_content_at", "id"]);
    // staff invitations (migration 0041): the link's token only as its hash
    expect(await columnsOf("staff_invitations")).toEqual([
      "created_at",
      "email",
      "expires_at",
      "id",
      "invited_by",
      "login_name",
      "outbox_id",
      "role",
      "token_hash",
      "user_name",
    ]);
  });

  it("keeps an upload's bytes exactly (bytea on PostgreSQL, blob on SQLite)", async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    await t.db
      .insertInto("uploads")
      .values({ key: "demo/all-bytes.png", content_type: "image/png", size: 256, bytes })
      .execute();
    const row = await t.db
      .selectFrom("uploads")
      .selectAll()
      .where("key", "=", "demo/all-bytes.png")
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
    expect(row.created_at).toMatch(ISO);
    await expect(
      t.db
        .insertInto("uploads")
        .values({ key: "demo/all-bytes.png", content_type: "image/png", size: 1, bytes })
        .execute(),
    ).rejects.toThrow();
  });

  it("running the migrations again changes nothing", async () => {
    expect(await migrateToLatest(t.db, t.schema)).toEqual([]);
  });

  it("sets defaults and created_at in the database, as ISO timestamps", async () => {
    const before = Date.now();
    const contact = await t.db
      .insertInto("contact_messages")
      .values({ customer_name: "Nguyễn Văn An", email: "an@example.vn", phone_number: null, message: "Xin chào" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(contact.status).toBe(0);
    expect(contact.created_at).toMatch(ISO);
    expect(Math.abs(Date.parse(contact.created_at) - before)).toBeLessThan(60_000);
    expect(contact.customer_name).toBe("Nguyễn Văn An");

    const project = await t.db.insertInto("projects").values(bareProject).returningAll().executeTakeFirstOrThrow();
    expect(project.status).toBe(1);
    expect(project.display_order).toBe(0);
    expect(project.created_at).toMatch(ISO);
  });

  it("refuses a negative display_order and out-of-range status codes", async () => {
    await expect(
      t.db
        .insertInto("projects")
        .values({ ...bareProject, display_order: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto("contact_messages")
        .values({ customer_name: "A", email: "a@b.vn", phone_number: null, message: "m", status: 2 as 0 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto("users")
        .values({ login_name: "r", user_name: "R", password_hash: "x", role: 4 as 1 })
        .execute(),
    ).rejects.toThrow();
  });

  it("keeps login names unique whatever their letter case", async () => {
    await t.db
      .insertInto("users")
      .values({ login_name: "Minh", user_name: "Minh", password_hash: "x", role: 1 })
      .execute();
    await expect(
      t.db
        .insertInto("users")
        .values({ login_name: "minh", user_name: "Minh 2", password_hash: "x", role: 1 })
        .execute(),
    ).rejects.toThrow();
  });

  it("links tools to an existing category and company and protects them from deletion", async () => {
    const category = await t.db
      .insertInto("tools_categories")
      .values({ name: "Testers", name_vi: "Máy đo", description: null, description_vi: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const company = await t.db
      .insertInto("tools_companies")
      .values({ name: "Megger", name_vi: "Megger", description: null, description_vi: null, logo_path: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const tool = {
      name: "MIT525",
      name_vi: "MIT525",
      description: null,
      description_vi: null,
      logo_path: null,
    };
    await expect(
      t.db
        .insertInto("tools")
        .values({ ...tool, tools_categories_id: 999_999, tools_companies_id: company.id })
        .execute(),
    ).rejects.toThrow();
    await t.db
      .insertInto("tools")
      .values({ ...tool, tools_categories_id: category.id, tools_companies_id: company.id })
      .execute();
    await expect(t.db.deleteFrom("tools_categories").where("id", "=", category.id).execute()).rejects.toThrow();
    await expect(t.db.deleteFrom("tools_companies").where("id", "=", company.id).execute()).rejects.toThrow();
  });

  it("has the indexes the admin screens use", async () => {
    const names =
      testDialect === "postgres"
        ? (
            await sql<{
              indexname: string;
            }>`select indexname from pg_indexes where schemaname = current_schema()`.execute(t.db)
          ).rows.map((row) => row.indexname)
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(t.db)).rows.map(
            (row) => row.name,
          );
    expect(names).toEqual(
      expect.arrayContaining([
        "contact_messages_status_created_at_idx",
        "contact_messages_created_at_idx",
        "projects_status_display_order_idx",
        "users_login_name_unique",
        "email_outbox_due_idx",
      ]),
    );
  });

  it("keeps an e-mail outbox with its states, defaults and due index (migration 0013_outbox)", async () => {
    expect(await columnsOf("email_outbox")).toEqual(
      [
        "attempts",
        "body_text",
        "contact_message_id",
        "created_at",
        "headers",
        "id",
        "kind",
        "last_attempt_at",
        "last_error",
        "next_attempt_at",
        "recipients",
        "reply_to",
        "sent_at",
        "status",
        "subject",
      ].sort(),
    );
    const message = {
      kind: "test",
      recipients: "[]",
      subject: "s",
      body_text: "b",
      reply_to: null,
      contact_message_id: null,
    };
    const row = await t.db.insertInto("email_outbox").values(message).returningAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "waiting", attempts: 0, sent_at: null, last_error: null });
    expect(row.created_at).toMatch(ISO);
    expect(row.next_attempt_at).toMatch(ISO);
    await expect(
      t.db
        .updateTable("email_outbox")
        .set({ status: "lost" as "sent" })
        .where("id", "=", row.id)
        .execute(),
    ).rejects.toThrow();
    // a message that does not exist cannot be referred to
    await expect(
      t.db
        .insertInto("email_outbox")
        .values({ ...message, contact_message_id: 999_999 })
        .execute(),
    ).rejects.toThrow();
  });

  it("keeps a text index for the contact search (migration 0003_search_fold)", async () => {
    if (testDialect === "postgres") {
      const found = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'contact_messages_search_idx'`.execute(
        t.db,
      );
      expect(found.rows[0]?.indexdef).toMatch(/using gin \(search_text .*gin_trgm_ops\)/i);
    } else {
      const found = await sql<{
        name: string;
      }>`select name from sqlite_master where name like 'contact_messages_%' and type in ('table', 'trigger') order by name`.execute(
        t.db,
      );
      expect(found.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          "contact_messages_folded",
          "contact_messages_search",
          "contact_messages_search_delete",
          "contact_messages_search_insert",
          "contact_messages_search_update",
        ]),
      );
    }
  });
});
