import { existsSync, readFileSync } from "node:fs";
import { type CompanySettings, defaultCompanySettings } from "../../contract/company.ts";
import { translateApiMessage } from "../../contract/messages.ts";
import { CompanySettingsSchema } from "../../contract/settings.ts";
import { ConfigError } from "../config.ts";
import type { Db } from "../db/connect.ts";
import { type SettingsValues, settingsRepository } from "../repositories/settings.ts";
import type { ContentChanges } from "./content-changes.ts";

// The company's settings live in the database (table settings, one row). Staff change them in the
// back office (PUT /api/settings); the public pages read them through a SettingsSource that keeps
// them in memory until a "company" change — from this process or, on PostgreSQL, another one —
// says they moved.

export interface StoredSettings {
  settings: CompanySettings;
  updated_at: string | null;
  updated_by: string | null;
}

// the settings a COMPANY_FILE names (a partial file is merged over the defaults, one group at a
// time), checked by the same schema as the back office's form; a wrong file stops start-up
export function readCompanyFile(file: string): CompanySettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ConfigError("COMPANY_FILE", `${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError("COMPANY_FILE", `${file} must hold one JSON object of settings`);
  }
  const result = CompanySettingsSchema.safeParse({ ...defaultCompanySettings, ...parsed });
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = issue ? translateApiMessage(issue.message, "en") : "invalid";
    throw new ConfigError("COMPANY_FILE", `${file}: ${issue?.path.join(".")}: ${message}`);
  }
  return result.data;
}

// on a database without settings, writes the first ones: COMPANY_FILE's when the file exists,
// else the defaults. Several processes starting at once write one row (the others find it).
export async function seedSettings(db: Db, companyFile: string | null): Promise<"file" | "defaults" | "kept"> {
  const settings = settingsRepository(db);
  if (await settings.read()) return "kept";
  const fromFile = companyFile !== null && existsSync(companyFile);
  const first = fromFile ? readCompanyFile(companyFile) : defaultCompanySettings;
  await settings.insertFirst({ data: JSON.stringify(first), updated_at: null, updated_by: null });
  return fromFile ? "file" : "defaults";
}

// the stored settings; a row that no longer passes the schema (a hand edit, an older shape)
// falls back group by group to the defaults rather than break every page
export async function readSettings(db: Db): Promise<StoredSettings> {
  return storedSettings(await settingsRepository(db).read());
}

function storedSettings(row: SettingsValues | undefined): StoredSettings {
  if (!row) return { settings: defaultCompanySettings, updated_at: null, updated_by: null };
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    data = {};
  }
  return { settings: repair(data), updated_at: row.updated_at, updated_by: row.updated_by };
}

function repair(data: unknown): CompanySettings {
  const stored = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const whole = CompanySettingsSchema.safeParse({ ...defaultCompanySettings, ...stored });
  if (whole.success) return whole.data;
  const kept: Record<string, unknown> = { ...defaultCompanySettings };
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in defaultCompanySettings)) continue;
    const candidate = { ...kept, [key]: value };
    if (CompanySettingsSchema.safeParse(candidate).success) kept[key] = value;
  }
  return CompanySettingsSchema.parse(kept);
}

// replaces the groups an update names, in one transaction (two saves at once: each group ends up
// as one of them wrote it, never a mix within a group)
export function updateSettings(
  db: Db,
  update: Partial<CompanySettings>,
  by: string,
): Promise<{ before: CompanySettings; after: StoredSettings }> {
  return settingsRepository(db).update((row) => {
    const { settings: before } = storedSettings(row);
    const settings = CompanySettingsSchema.parse({ ...before, ...update });
    const updated_at = new Date().toISOString();
    return {
      values: { data: JSON.stringify(settings), updated_at, updated_by: by },
      answer: { before, after: { settings, updated_at, updated_by: by } },
    };
  });
}

export interface SettingsSource {
  // the current settings: from memory, or read again after a change
  get(): CompanySettings | Promise<CompanySettings>;
}

export function createSettingsSource(db: Db, changes: ContentChanges): SettingsSource {
  let current: CompanySettings | null = null;
  let loading: Promise<CompanySettings> | null = null;
  // a change that arrives while a read is under way makes that read's result stale
  let generation = 0;
  changes.subscribe((tags) => {
    if (tags === "all" || tags.includes("company")) {
      generation += 1;
      current = null;
      loading = null;
    }
  });
  const load = () => {
    const started = generation;
    const promise = readSettings(db).then(
      ({ settings }) => {
        if (started === generation) current = settings;
        if (loading === promise) loading = null;
        return settings;
      },
      (error: unknown) => {
        if (loading === promise) loading = null;
        throw error;
      },
    );
    loading = promise;
    return promise;
  };
  return {
    get: () => {
      if (current && changes.reliable) return current;
      if (!current) return loading ?? load();
      // while a change could go unnoticed (the change channel is down) they are read each time;
      // the last ones known serve while the database cannot answer
      const known = current;
      return (loading ?? load()).catch(() => known);
    },
  };
}
