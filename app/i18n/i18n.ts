import type { Language } from "../../contract/constants.ts";

// the language of a public page is in its URL. Texts are plain { vi, en } objects
// (app/content/), so no translation library is loaded (decision 006).

// the language of a public URL: English under /en, Vietnamese everywhere else
export function languageFromPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "vi";
}

// the same page in the other language
export function localizedPath(pathname: string, language: Language): string {
  const base = languageFromPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  if (language === "vi") return base;
  return base === "/" ? "/en" : `/en${base}`;
}
