import type { Language } from "./constants.ts";

// One template syntax for every text the site shows, in the browser and from the server:
// "{{name}}" marks filled from values, and texts that change with a number written as
// { one, other } and picked by the language's plural rules (Intl.PluralRules: English "1 entry" /
// "2 entries"; Vietnamese has one form, so a plain string is enough there).

export interface Plural {
  one: string;
  other: string;
}

export type Text = string | Plural;

const MARK = /\{\{(\w+)\}\}/g;

// fills the "{{name}}" marks; a mark without a value stays as it is
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(MARK, (mark, name: string) => (name in values ? String(values[name]) : mark));
}

const rules = new Map<Language, Intl.PluralRules>();

// the form of a text for a number, in a language
export function plural(text: Text, count: number, language: Language): string {
  if (typeof text === "string") return text;
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule.select(count) === "one" ? text.one : text.other;
}

// picks the form for values[by] (count unless told), then fills every mark
export function fillPlural(
  text: Text,
  values: Record<string, string | number>,
  language: Language,
  by = "count",
): string {
  return fill(plural(text, Number(values[by] ?? 0), language), values);
}
