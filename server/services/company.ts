import { existsSync, readFileSync, statSync, unwatchFile, watchFile } from "node:fs";
import { type CompanyInfo, defaultCompanyInfo } from "../../contract/company.ts";
import { CompanyInfoSchema } from "../../contract/company-schema.ts";
import { ConfigError } from "../config.ts";

// the company's details: the file when there is one (partial files are merged over the defaults)
export function loadCompanyInfo(file: string): CompanyInfo {
  if (!existsSync(file)) return defaultCompanyInfo;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ConfigError("COMPANY_FILE", `${file} is not valid JSON: ${(error as Error).message}`);
  }
  const merged = { ...defaultCompanyInfo, ...(parsed as object) };
  const result = CompanyInfoSchema.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError("COMPANY_FILE", `${file}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return result.data;
}

// re-reads the file when it changes (checked when read, and every second by a watcher that calls
// onChange, so that cached pages showing the old details are dropped); a broken edit keeps the
// last good details and is reported
export function createCompanyInfoSource(
  file: string,
  onError: (error: unknown) => void,
  onChange: () => void = () => {},
): (() => CompanyInfo) & { close: () => void } {
  let current = loadCompanyInfo(file);
  let stamp = existsSync(file) ? statSync(file).mtimeMs : 0;
  const refresh = () => {
    const now = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (now === stamp) return;
    stamp = now;
    try {
      current = loadCompanyInfo(file);
      onChange();
    } catch (error) {
      onError(error);
    }
  };
  watchFile(file, { interval: 1000, persistent: false }, refresh);
  const source = () => {
    refresh();
    return current;
  };
  return Object.assign(source, { close: () => unwatchFile(file, refresh) });
}
