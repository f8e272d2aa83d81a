import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/constants.ts";
import { en } from "./locales/en.ts";
import { vi } from "./locales/vi.ts";

export const resources = { vi: { translation: vi }, en: { translation: en } } as const;

// one instance per render on the server, one per page load in the browser
export function createI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

// the language of a URL and the same page in the other language, shared with the server
export { languageFromPath, localizedPath } from "../../contract/language-routing.ts";
