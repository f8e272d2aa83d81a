import { useLocation } from "react-router";
import type { Language } from "../../contract/constants.ts";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languageFromPath,
  localizedPath,
} from "../../contract/language-routing.ts";

// texts that exist in both languages; a page picks the one of its URL
export type Bilingual<T> = Record<Language, T>;

// the language of the current public page, read from its URL
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

// a link to a page of the site in the current page's language
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path: string) => localizedPath(path, language);
}

export { LANGUAGE_STORAGE_KEY };

// the visitor's choice, kept where SPEC.md section 1 says: local storage and a cookie
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the cookie still works
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all the server needs to read
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
