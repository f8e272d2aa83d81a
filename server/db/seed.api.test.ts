import { afterEach, describe, expect, it } from "vitest";
import { USER_ROLE } from "../../contract/constants.ts";
import { verifyPassword } from "../services/passwords.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";
import { describeSeed, seed } from "./seed.ts";

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.destroy();
  t = undefined;
});

describe(`seed on ${testDialect}`, () => {
  it("creates the first Super Admin with a generated strong password, printed once", async () => {
    // the demo content (its pictures take seconds to store) is off in the tests of the Super
    // Admin and the two-factor rule, which it does not change; the tests below check it
    t = await createTestDatabase({ SEED_ADMIN_PASSWORD: "", SEED_DEMO_CONTENT: "false" });
    const result = await seed(t.db, { ...t.config, seedAdminPassword: undefined }, t.storage);
    const password = result.admin?.generatedPassword ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(describeSeed(result).join("\n")).toContain(password);

    const users = await t.db.selectFrom("users").selectAll().execute();
    expect(users).toHaveLength(1);
    const [admin] = users;
    expect(admin?.login_name).toBe("admin");
    expect(admin?.role).toBe(USER_ROLE.SUPER_ADMIN);
    expect(admin?.status).toBe(1);
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? "", password)).toBe(true);
    expect(await verifyPassword(admin?.password_hash ?? "", "wrong-password")).toBe(false);

    // a second run finds users and never prints a password again
    const again = await seed(t.db, { ...t.config, seedAdminPassword: undefined }, t.storage);
    expect(again.admin).toBeUndefined();
    expect(describeSeed(again).join("\n")).not.toContain(password);
  });

  it("uses SEED_ADMIN_LOGIN and SEED_ADMIN_PASSWORD when given", async () => {
    t = await createTestDatabase({
      SEED_ADMIN_LOGIN: "giamdoc",
      SEED_ADMIN_PASSWORD: "a-long-secret-1",
      SEED_DEMO_CONTENT: "false",
    });
    const result = await seed(t.db, t.config, t.storage);
    expect(result.admin).toEqual({ login: "giamdoc", generatedPassword: undefined });
    const admin = await t.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(admin.login_name).toBe("giamdoc");
    expect(await verifyPassword(admin.password_hash, "a-long-secret-1")).toBe(true);
  });

  // the demo pictures are drawn and encoded: seconds, more on a busy machine
  it("loads bilingual demo projects with images and catalogue entries, once", { timeout: 60_000 }, async () => {
    t = await createTestDatabase();
    const result = await seed(t.db, t.config, t.storage);
    expect(result.projects).toBeGreaterThanOrEqual(8);

    const projects = await t.db.selectFrom("projects").selectAll().execute();
    expect(projects.length).toBeGreaterThanOrEqual(8);
    for (const project of projects) {
      expect(project.title).not.toBe(project.title_vi);
      expect(project.title_vi).toMatch(/[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i);
      expect(project.image_path).toMatch(/^\/uploads\/demo\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
      const key = (project.image_path ?? "").replace("/uploads/", "");
      expect(await t.storage.exists(key)).toBe(true);
      expect(await t.storage.exists(key.replace(".webp", "-480w.webp"))).toBe(true);
      // each has its own page, at the slug of its Vietnamese title, and its image described
      expect(project.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(project.image_alt_vi).toBeTruthy();
      expect(project.image_alt).toBeTruthy();
    }
    expect(new Set(projects.map((project) => project.slug)).size).toBe(projects.length);
    expect(projects.map((project) => project.slug)).toContain("tram-bien-ap-22-kv-cho-nha-may-may-mac");

    for (const table of ["business_categories", "tools_categories", "tools_companies", "tools"] as const) {
      const rows = await t.db.selectFrom(table).selectAll().execute();
      expect(rows.length, table).toBeGreaterThanOrEqual(3);
    }

    // the brand partners of /services/electrical (companies with a logo) and the tools of the
    // home and maintenance pages come with pictures stored like uploads
    const brands = await t.db.selectFrom("tools_companies").selectAll().where("logo_path", "is not", null).execute();
    expect(brands.map((brand) => brand.name)).toEqual(expect.arrayContaining(["ABB", "Siemens", "Schneider Electric"]));
    const tools = await t.db.selectFrom("tools").selectAll().execute();
    for (const entry of [...brands, ...tools]) {
      expect(entry.logo_path).toMatch(/^\/uploads\/demo\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
      expect(
        await t.storage.exists((entry.logo_path ?? "").replace("/uploads/", "").replace(".webp", "-480w.webp")),
      ).toBe(true);
    }
    for (const tool of tools) {
      expect(tool.name_vi).not.toBe(tool.name);
      expect(tool.description_vi).toBeTruthy();
    }

    // the certificates of the home carousel and /about: visible, in order, pictures stored like uploads
    expect(result.certificates).toBe(3);
    const certificates = await t.db.selectFrom("certificates").selectAll().orderBy("display_order").execute();
    expect(certificates.map((certificate) => certificate.display_order)).toEqual([1, 2, 3]);
    for (const certificate of certificates) {
      expect(certificate.visible).toBe(1);
      expect(certificate.title_vi).not.toBe(certificate.title);
      expect(certificate.image_path).toMatch(/^\/uploads\/demo\/.+\.webp$/);
      expect(await t.storage.exists(certificate.image_path.replace("/uploads/", ""))).toBe(true);
    }

    // the news of the home page, published, each at the slug of its Vietnamese title
    expect(result.news).toBe(3);
    const news = await t.db.selectFrom("news").selectAll().orderBy("published_on", "desc").execute();
    expect(news.map((item) => item.slug)).toEqual([
      "hoan-thanh-nghiem-thu-dong-dien-tram-inverter-may-bien-ap-dien-mat-troi",
      "huan-luyen-an-toan-dien-dinh-ky",
      "ky-hop-dong-bao-tri-ba-nam",
    ]);
    // each text stored as the editor stores it: a rich text of (here) two paragraphs
    for (const item of news) {
      expect(item.published).toBe(1);
      const text = JSON.parse(item.body_vi) as { type: string; content: { type: string }[] };
      expect(text.type).toBe("doc");
      expect(text.content.map((block) => block.type)).toEqual(["paragraph", "paragraph"]);
    }

    // every demo picture is an item of the media library, named and described in both languages
    const media = await t.db.selectFrom("media").selectAll().execute();
    const pictures = new Set(
      [...projects, ...brands, ...tools, ...certificates].map((entry) =>
        "logo_path" in entry ? entry.logo_path : entry.image_path,
      ),
    );
    expect(new Set(media.map((item) => item.path))).toEqual(pictures);
    for (const item of media) {
      expect(item.name).toMatch(/\.webp$/);
      expect(item.name).not.toMatch(/^[0-9a-f]{24}/);
      expect(item.alt && item.alt_vi).toBeTruthy();
      expect(item.width).toBeGreaterThan(0);
    }
    expect(media.find((item) => item.name === "ABB logo.webp")).toMatchObject({ alt: "ABB logo", alt_vi: "Logo ABB" });

    const second = await seed(t.db, t.config, t.storage);
    expect(second).toMatchObject({
      projects: 0,
      businessCategories: 0,
      toolsCategories: 0,
      tools: 0,
      certificates: 0,
      news: 0,
    });
    expect(await t.db.selectFrom("projects").select("id").execute()).toHaveLength(projects.length);
  });

  it("loads no demo content when SEED_DEMO_CONTENT=false", async () => {
    t = await createTestDatabase({ SEED_DEMO_CONTENT: "false" });
    await seed(t.db, t.config, t.storage);
    expect(await t.db.selectFrom("projects").select("id").execute()).toHaveLength(0);
    expect(await t.db.selectFrom("certificates").select("id").execute()).toHaveLength(0);
    expect(await t.db.selectFrom("users").select("id").execute()).toHaveLength(1);

    // the first start has passed: turning it on later adds nothing
    const later = await seed(t.db, { ...t.config, seedDemoContent: true }, t.storage);
    expect(later).toMatchObject({ demo: "not-first-start", news: 0, certificates: 0, tools: 0 });
    expect(await t.db.selectFrom("news").select("id").execute()).toHaveLength(0);

    // npm run db:seed -- --demo adds it on purpose, to the empty tables
    const onPurpose = await seed(t.db, t.config, t.storage, { demoOnPurpose: true });
    expect(onPurpose).toMatchObject({ demo: "added", news: 3, certificates: 3 });
    expect(await t.db.selectFrom("projects").select("id").execute()).not.toHaveLength(0);
  });

  const count = async (table: "news" | "certificates" | "tools" | "projects" | "tools_companies") =>
    Number(
      (
        await (t as TestDatabase).db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // the demo pictures are drawn and encoded: seconds, more on a busy machine
  it("never adds the demo content again after staff deleted it", { timeout: 60_000 }, async () => {
    t = await createTestDatabase();
    const first = await seed(t.db, t.config, t.storage);
    expect(first.demo).toBe("added");
    expect(await count("news")).toBe(3);
    await t.db.deleteFrom("news").execute();
    await t.db.deleteFrom("certificates").execute();
    await t.db.deleteFrom("tools").execute();

    // a restart (the server seeds on every start)
    const restart = await seed(t.db, t.config, t.storage);
    expect(restart.demo).toBe("not-first-start");
    expect(describeSeed(restart)).toEqual([]);
    expect(await count("news")).toBe(0);
    expect(await count("certificates")).toBe(0);
    expect(await count("tools")).toBe(0);
  });

  it("adds no demo content when a database of the previous release is upgraded", async () => {
    t = await createTestDatabase();
    // the schema of the previous release (its last migration), with a site's data in it: staff,
    // a project, a message, and no news, certificates or tools (never made, or deleted)
    await migrateTo(t.db, "0015_two_factor", t.schema);
    await t.db
      .insertInto("users")
      .values({ login_name: "giamdoc", user_name: "Giám đốc", password_hash: "x", role: 1, status: 1 })
      .execute();
    await t.db
      .insertInto("projects")
      .values({
        title: "Substation",
        title_vi: "Trạm biến áp",
        slug: "tram-bien-ap",
        location: "HCMC",
        location_vi: "TP.HCM",
        services_provided: "Installation",
        services_provided_vi: "Lắp đặt",
      })
      .execute();
    await t.db
      .insertInto("contact_messages")
      .values({
        customer_name: "Nguyễn Văn A",
        email: "a@example.com",
        phone_number: "0901234567",
        message: "Xin báo giá",
      })
      .execute();

    // its rule for Super Admins was on: it stays on
    await t.db.updateTable("security_policy").set({ two_factor_for_super_admins: 1 }).execute();

    // what npm start does: migrate, then seed
    expect(await migrateToLatest(t.db, t.schema)).toContain("0016_installation");
    const rule = await t.db.selectFrom("security_policy").select("two_factor_required").executeTakeFirstOrThrow();
    expect(rule.two_factor_required).toBe("super_admins");
    const upgraded = await seed(t.db, t.config, t.storage);
    expect(upgraded.demo).toBe("not-first-start");
    expect(describeSeed(upgraded)).toEqual([]);
    expect(await count("news")).toBe(0);
    expect(await count("certificates")).toBe(0);
    expect(await count("tools")).toBe(0);
    expect(await count("tools_companies")).toBe(0);
    expect(await count("projects")).toBe(1);
  });

  it("requires two-factor sign-in of the Super Admins on a new installation, or what SEED_TWO_FACTOR_RULE says", async () => {
    t = await createTestDatabase({ SEED_DEMO_CONTENT: "false" });
    await seed(t.db, { ...t.config, seedTwoFactorRule: "super_admins" }, t.storage);
    const rule = async () =>
      (
        await (t as TestDatabase).db
          .selectFrom("security_policy")
          .select("two_factor_required")
          .executeTakeFirstOrThrow()
      ).two_factor_required;
    expect(await rule()).toBe("super_admins");
    // a later start does not change what the Super Admins chose since
    await t.db.updateTable("security_policy").set({ two_factor_required: "all" }).execute();
    await seed(t.db, { ...t.config, seedTwoFactorRule: "none" }, t.storage);
    expect(await rule()).toBe("all");
  });

  // the demo pictures are drawn and encoded: seconds, more on a busy machine
  it("loads the demo content once when two instances start on a new database together", {
    timeout: 60_000,
  }, async () => {
    t = await createTestDatabase();
    const results = await Promise.all([seed(t.db, t.config, t.storage), seed(t.db, t.config, t.storage)]);
    expect(results.map((result) => result.demo).sort()).toEqual(["added", "not-first-start"]);
    expect(await count("news")).toBe(3);
    expect(await count("certificates")).toBe(3);
  });
});
