import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { USER_ROLE, USER_STATUS } from "../../contract/constants.ts";
import { projectTitleSlug as titleSlug } from "../../contract/project-slug.ts";
import { richTextFromPlain } from "../../contract/rich-text.ts";
import { slugify, uniqueSlug } from "../../contract/slug.ts";
import type { Config } from "../config.ts";
import { mediaRepository } from "../repositories/media.ts";
import {
  rememberDrawing,
  renderDemoBrandLogo,
  renderDemoProjectImage,
  renderDemoToolPicture,
} from "../services/demo-images.ts";
import { storeImage } from "../services/images.ts";
import { hashPassword } from "../services/passwords.ts";
import type { FileStorage } from "../services/storage.ts";
import type { Db } from "./connect.ts";
import {
  demoBusinessCategories,
  demoCertificates,
  demoNews,
  demoProjects,
  demoTools,
  demoToolsCategories,
  demoToolsCompanies,
} from "./demo-content.ts";
import { isUniqueViolation } from "./errors.ts";

export interface SeedResult {
  admin?: { login: string; generatedPassword?: string };
  projects: number;
  businessCategories: number;
  toolsCategories: number;
  toolsCompanies: number;
  tools: number;
  certificates: number;
  news: number;
  // what happened to the demo content: added now; not this time (it goes into a new database's
  // first start only); or turned off by SEED_DEMO_CONTENT on this first start
  demo: "added" | "not-first-start" | "off";
}

type SeedConfig = Pick<Config, "seedAdminLogin" | "seedAdminPassword" | "seedDemoContent"> &
  Partial<Pick<Config, "seedTwoFactorRule">>;

async function countRows(
  db: Db,
  table:
    | "users"
    | "projects"
    | "business_categories"
    | "tools_categories"
    | "tools_companies"
    | "tools"
    | "certificates"
    | "news",
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// a strong password of 24 url-safe characters, for when none is configured
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

async function seedFirstAdmin(db: Db, config: SeedConfig): Promise<SeedResult["admin"]> {
  if ((await countRows(db, "users")) > 0) return undefined;
  const generatedPassword = config.seedAdminPassword ? undefined : generatePassword();
  const password = config.seedAdminPassword ?? (generatedPassword as string);
  try {
    await db
      .insertInto("users")
      .values({
        login_name: config.seedAdminLogin,
        user_name: "Super Admin",
        password_hash: await hashPassword(password),
        role: USER_ROLE.SUPER_ADMIN,
        status: USER_STATUS.ACTIVE,
      })
      .execute();
  } catch (error) {
    // another instance starting on the same new database made it first
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return { login: config.seedAdminLogin, generatedPassword };
}

async function seedProjects(db: Db, storage: FileStorage): Promise<number> {
  if ((await countRows(db, "projects")) > 0) return 0;
  const rows = [];
  const slugs = new Set<string>();
  for (const [index, project] of demoProjects.entries()) {
    // each demo project has its own page, at the slug of its Vietnamese title
    const slug = uniqueSlug(titleSlug(project), (candidate) => slugs.has(candidate));
    slugs.add(slug);
    // stored like an upload, in the widths the pages' srcset expects
    const imagePath = await storeDemo(db, storage, await renderDemoProjectImage(index), {
      name: `${slug}.webp`,
      alt: "Illustration: power pylons and lines",
      alt_vi: "Hình minh họa: cột điện và đường dây tải điện",
    });
    // spread over past months so that the portfolio shows a range of dates
    const created = new Date(Date.UTC(2026, 9 - index * 2, 12)).toISOString();
    rows.push({
      ...project,
      slug,
      image_path: imagePath,
      // what the drawn demo pictures show
      image_alt: "Illustration: power pylons and lines",
      image_alt_vi: "Hình minh họa: cột điện và đường dây tải điện",
      created_at: created,
      updated_at: created,
    });
  }
  await db.insertInto("projects").values(rows).execute();
  return rows.length;
}

// a drawn demo picture stored like an upload (WebP in the widths the pages' srcset expects), an
// item of the media library with a name and descriptions staff can find it by
async function storeDemo(
  db: Db,
  storage: FileStorage,
  bytes: Buffer,
  described: { name: string; alt: string; alt_vi: string },
): Promise<string> {
  const image = await storeImage(bytes, storage, "demo");
  await mediaRepository(db).insert({
    ...described,
    path: image.path,
    width: image.width,
    height: image.height,
    bytes: image.variants.at(-1)?.bytes ?? bytes.length,
    variants: image.variants.map(({ width, path }) => ({ width, path })),
    uploaded_by: null,
  });
  return image.path;
}

async function seedCatalogues(db: Db, storage: FileStorage) {
  const result = { businessCategories: 0, toolsCategories: 0, toolsCompanies: 0, tools: 0 };
  if ((await countRows(db, "business_categories")) === 0) {
    await db.insertInto("business_categories").values(demoBusinessCategories).execute();
    result.businessCategories = demoBusinessCategories.length;
  }
  if ((await countRows(db, "tools_categories")) === 0 && (await countRows(db, "tools_companies")) === 0) {
    await db.insertInto("tools_categories").values(demoToolsCategories).execute();
    const companies = [];
    // in this order: the brand partners are listed in the order they were added
    for (const { logo, ...company } of demoToolsCompanies) {
      companies.push({
        ...company,
        logo_path: logo
          ? await storeDemo(db, storage, await renderDemoBrandLogo(logo), {
              name: `${company.name} logo.webp`,
              alt: `${company.name} logo`,
              alt_vi: `Logo ${company.name_vi}`,
            })
          : null,
      });
    }
    await db.insertInto("tools_companies").values(companies).execute();
    result.toolsCategories = demoToolsCategories.length;
    result.toolsCompanies = companies.length;
  }
  if ((await countRows(db, "tools")) === 0) {
    const categories = await db.selectFrom("tools_categories").select(["id", "name"]).execute();
    const companies = await db.selectFrom("tools_companies").select(["id", "name"]).execute();
    const rows = [];
    for (const tool of demoTools) {
      const category = categories.find((c) => c.name === tool.category);
      const company = companies.find((c) => c.name === tool.company);
      if (!category || !company) continue;
      rows.push({
        name: tool.name,
        name_vi: tool.name_vi,
        description: tool.description,
        description_vi: tool.description_vi,
        tools_categories_id: category.id,
        tools_companies_id: company.id,
        logo_path: await storeDemo(db, storage, await renderDemoToolPicture(tool.picture), {
          name: `${tool.name}.webp`,
          alt: tool.name,
          alt_vi: tool.name_vi,
        }),
      });
    }
    if (rows.length > 0) await db.insertInto("tools").values(rows).execute();
    result.tools = rows.length;
  }
  return result;
}

// the drawings in public/images/certificates, as PNG stored like uploads
const certificateDrawings = path.resolve(import.meta.dirname, "..", "..", "public", "images", "certificates");

async function seedCertificates(db: Db, storage: FileStorage): Promise<number> {
  if ((await countRows(db, "certificates")) > 0) return 0;
  const rows = [];
  for (const [index, { picture, ...certificate }] of demoCertificates.entries()) {
    const png = await rememberDrawing(`certificate ${picture}`, async () =>
      sharp(await readFile(path.join(certificateDrawings, picture)), { density: 144 })
        .resize({ width: 1200 })
        .png()
        .toBuffer(),
    );
    rows.push({
      ...certificate,
      display_order: index + 1,
      visible: 1 as const,
      image_path: await storeDemo(db, storage, png, {
        name: `${certificate.title}.webp`,
        alt: certificate.title,
        alt_vi: certificate.title_vi,
      }),
    });
  }
  await db.insertInto("certificates").values(rows).execute();
  return rows.length;
}

async function seedNews(db: Db): Promise<number> {
  if ((await countRows(db, "news")) > 0) return 0;
  const taken = new Set<string>();
  const rows = demoNews.map((item) => {
    const slug = uniqueSlug(slugify(item.title_vi), (candidate) => taken.has(candidate));
    taken.add(slug);
    // the text as staff's editor stores it: a rich text's JSON (the demo's plain paragraphs)
    return {
      ...item,
      body: JSON.stringify(richTextFromPlain(item.body)),
      body_vi: JSON.stringify(richTextFromPlain(item.body_vi)),
      slug,
      published: 1 as const,
    };
  });
  await db.insertInto("news").values(rows).execute();
  return rows.length;
}

// whether the demo content goes in now: only the first start of a new, empty database takes it,
// once (the installation row, migration 0016, records it across instances: the one that turns it
// from 'pending' to 'done' loads it); an upgrade or a restart after staff deleted it never does
async function claimFirstStart(db: Db): Promise<boolean> {
  const result = await db
    .updateTable("installation")
    .set({ demo_content: "done", demo_content_at: new Date().toISOString() })
    .where("id", "=", 1)
    .where("demo_content", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function releaseFirstStart(db: Db): Promise<void> {
  await db
    .updateTable("installation")
    .set({ demo_content: "pending", demo_content_at: null })
    .where("id", "=", 1)
    .execute();
}

const noDemo = {
  projects: 0,
  businessCategories: 0,
  toolsCategories: 0,
  toolsCompanies: 0,
  tools: 0,
  certificates: 0,
  news: 0,
} as const;

// creates the first Super Admin on an empty database and, on the first start of a new database
// when SEED_DEMO_CONTENT is on, demo content in its empty tables. onPurpose (npm run db:seed --
// --demo) adds the demo content to whichever tables are empty, whenever it is asked.
export async function seed(
  db: Db,
  config: SeedConfig,
  storage: FileStorage,
  options: { demoOnPurpose?: boolean } = {},
): Promise<SeedResult> {
  const admin = await seedFirstAdmin(db, config);
  const firstStart = await claimFirstStart(db);
  // a new installation's two-factor rule (SEED_TWO_FACTOR_RULE; Super Admins unless told)
  if (firstStart && config.seedTwoFactorRule) {
    await db
      .updateTable("security_policy")
      .set({
        two_factor_required: config.seedTwoFactorRule,
        two_factor_for_super_admins: config.seedTwoFactorRule === "none" ? 0 : 1,
      })
      .where("id", "=", 1)
      .execute();
  }
  if (!options.demoOnPurpose && !(firstStart && config.seedDemoContent)) {
    return { admin, ...noDemo, demo: firstStart ? "off" : "not-first-start" };
  }
  try {
    const projects = await seedProjects(db, storage);
    const catalogues = await seedCatalogues(db, storage);
    const certificates = await seedCertificates(db, storage);
    const news = await seedNews(db);
    return { admin, projects, ...catalogues, certificates, news, demo: "added" };
  } catch (error) {
    // the next start tries again
    if (firstStart) await releaseFirstStart(db);
    throw error;
  }
}

export function describeSeed(result: SeedResult): string[] {
  const lines: string[] = [];
  if (result.admin?.generatedPassword) {
    lines.push(
      "",
      "  First Super Admin created. This password is shown only once: note it now and change it after you log in.",
      `    login:    ${result.admin.login}`,
      `    password: ${result.admin.generatedPassword}`,
      "  (set SEED_ADMIN_LOGIN and SEED_ADMIN_PASSWORD to choose them yourself)",
      "",
    );
  } else if (result.admin) {
    lines.push(`First Super Admin "${result.admin.login}" created with the password from SEED_ADMIN_PASSWORD.`);
  }
  const demo = [
    [result.projects, "projects"],
    [result.businessCategories, "business categories"],
    [result.toolsCategories, "tools categories"],
    [result.toolsCompanies, "tools companies"],
    [result.tools, "tools"],
    [result.certificates, "certificates"],
    [result.news, "news items"],
  ].filter(([count]) => Number(count) > 0);
  if (demo.length > 0) lines.push(`Demo content added: ${demo.map(([count, what]) => `${count} ${what}`).join(", ")}.`);
  else if (result.demo === "added") lines.push("No demo content added: every table it would go into has rows.");
  return lines;
}
