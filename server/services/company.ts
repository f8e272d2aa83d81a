import { existsSync, readFileSync, statSync } from "node:fs";
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

// re-reads the file when it changes; a broken edit keeps the last good details and is reported
export function createCompanyInfoSource(file: string, onError: (error: unknown) => void) {
  let current = loadCompanyInfo(file);
  let stamp = existsSync(file) ? statSync(file).mtimeMs : 0;
  return () => {
    const now = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (now !== stamp) {
      stamp = now;
      try {
        current = loadCompanyInfo(file);
      } catch (error) {
        onError(error);
      }
    }
    return current;
  };
}
