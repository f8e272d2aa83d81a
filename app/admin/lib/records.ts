import type { Language } from "../../../contract/constants.ts";

// a form's text fields from a record (null: a new one): each field's value, or "" where the
// record has none
export function textValues<T extends object, K extends keyof T & string>(
  record: T | null | undefined,
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, (record?.[name] as string | null | undefined) ?? ""])) as Record<
    K,
    string
  >;
}

// a record's text in the interface's language, else in the other one (a record may lack one)
export function inLanguage<V extends string | null | undefined>(language: Language, vi: V, en: V): V {
  return language === "vi" ? vi || en : en || vi;
}
