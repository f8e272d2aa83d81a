import { useSyncExternalStore } from "react";
import type { Language } from "../../contract/constants.ts";
import { LANGUAGE_STORAGE_KEY, rememberLanguage } from "./language.ts";

// the back office has no language in its URLs: it uses the stored choice (local storage, as
// SPEC.md section 1 says), Vietnamese until one is made

const listeners = new Set<() => void>();

function read(): Language {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) === "en" ? "en" : "vi";
  } catch {
    return "vi";
  }
}

export function setAdminLanguage(language: Language): void {
  rememberLanguage(language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useAdminLanguage(): Language {
  return useSyncExternalStore(subscribe, read, () => "vi");
}
