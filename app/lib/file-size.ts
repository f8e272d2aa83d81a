import type { Language } from "../../contract/constants.ts";

// a file's size as people read it: "42 kB", "2,4 MB" in Vietnamese, "2.4 MB" in English (a module
// of its own: the contact page's form uses it without the back office's date formats)
export function formatFileSize(bytes: number, language: Language): string {
  const number = new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-GB", { maximumFractionDigits: 1 });
  return bytes < 1_000_000
    ? `${number.format(Math.max(1, Math.round(bytes / 1000)))} kB`
    : `${number.format(bytes / 1_000_000)} MB`;
}
