import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { type CompanySettings, defaultCompanySettings } from "../../contract/company.ts";
import type { LaunchChecklistItem } from "../../contract/launch-checklist.ts";
import type { PageKey } from "../../contract/pages/index.ts";
import type { Config } from "../config.ts";
import { backupKind } from "../db/backups.ts";
import type { Db } from "../db/connect.ts";
import { demoCertificates, demoNews, demoProjects } from "../db/demo-content.ts";
import { launchChecklistRepository } from "../repositories/launch-checklist.ts";
import { pageRepository } from "../repositories/pages.ts";
import { readSettings } from "./settings.ts";
import { twoFactorRequirement } from "./two-factor.ts";

// what still stands between the site and its launch (issue 35): each item done or not, with the
// back office's path where it is fixed (null: the operator fixes it on the server)

export const BACKUP_MAX_AGE_MS = 24 * 60 * 60_000;

// the company details that the shipped settings hold as placeholders ("ABC", 0900 000 000,
// info@example.com, "123 Sample Street"): any of them left as shipped is not ready
const placeholderFields: ((settings: CompanySettings) => unknown)[] = [
  (s) => s.name.vi,
  (s) => s.name.en,
  (s) => s.shortName,
  (s) => s.legalName,
  (s) => s.hotline,
  (s) => s.hotlineInternational,
  (s) => s.email,
  (s) => s.headOffice.vi,
  (s) => s.headOffice.en,
  (s) => s.address.street,
  (s) => s.zaloUrl,
];

export function hasPlaceholders(settings: CompanySettings): boolean {
  return placeholderFields.some((field) => field(settings) === field(defaultCompanySettings));
}

// the newest backup npm run db:backup wrote to its default place ($DATA_DIR/backups/app-….db or
// .dump) and when; a file that is not a backup (by its first bytes) does not count
export async function latestBackup(dataDir: string): Promise<Date | null> {
  const folder = path.join(dataDir, "backups");
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return null;
  }
  const found: { file: string; at: Date }[] = [];
  for (const name of names) {
    if (!/^app-.*\.(db|dump)$/.test(name)) continue;
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) found.push({ file, at: info.mtime });
  }
  found.sort((a, b) => b.at.getTime() - a.at.getTime());
  for (const candidate of found) {
    if ((await backupKind(candidate.file).catch(() => null)) !== null) return candidate.at;
  }
  return null;
}

const titles = (rows: readonly { title: string; title_vi: string }[]) =>
  rows.flatMap((row) => [row.title, row.title_vi]);

// the home page's share image, in both languages (what Zalo and Facebook show with a link to the site)
function hasShareImage(document: string | undefined): boolean {
  if (!document) return false;
  try {
    const parsed = JSON.parse(document) as Record<"vi" | "en", { meta?: { image?: string } } | undefined>;
    return (["vi", "en"] as const).every((language) => (parsed[language]?.meta?.image ?? "").trim() !== "");
  } catch {
    return false;
  }
}

export async function launchChecklist(
  db: Db,
  config: Pick<Config, "dataDir" | "notifications">,
  pageKeys: readonly PageKey[],
  now = Date.now(),
): Promise<LaunchChecklistItem[]> {
  const pages = pageRepository(db);
  const [{ settings }, published, demo, home, backup, requirement] = await Promise.all([
    readSettings(db),
    pages.editedByStaff(),
    launchChecklistRepository(db).demoShown({
      projects: titles(demoProjects),
      news: titles(demoNews),
      certificates: titles(demoCertificates),
    }),
    pages.published("home"),
    latestBackup(config.dataDir),
    twoFactorRequirement(db),
  ]);
  const demoLink =
    demo.projects > 0
      ? "/admin/projects"
      : demo.news > 0
        ? "/admin/news"
        : demo.certificates > 0
          ? "/admin/certificates"
          : "/admin/projects";
  return [
    { key: "company_details", done: !hasPlaceholders(settings), link: "/admin/settings" },
    { key: "privacy_policy", done: published.has("privacy"), link: "/admin/pages/privacy" },
    { key: "terms", done: published.has("terms"), link: "/admin/pages/terms" },
    { key: "demo_content", done: demo.projects + demo.news + demo.certificates === 0, link: demoLink },
    { key: "pages", done: pageKeys.every((key) => published.has(key)), link: "/admin/pages" },
    { key: "share_image", done: hasShareImage(home), link: "/admin/pages/home" },
    { key: "email", done: config.notifications !== null, link: null },
    { key: "backup", done: backup !== null && now - backup.getTime() < BACKUP_MAX_AGE_MS, link: null },
    { key: "two_factor", done: requirement !== "none", link: "/admin/security" },
  ];
}
