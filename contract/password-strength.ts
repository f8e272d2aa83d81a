import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import type { ApiMessageKey } from "./messages.ts";

// How strong a new password must be (README → Security): zxcvbn-ts, with its dictionaries of
// common passwords (language-common: the lists attackers try first), English words and names
// (language-en), keyboard patterns, repeats, sequences and dates, and the person's own login name
// and name. A password is refused below score 3 of 4, i.e. when zxcvbn estimates it can be found
// in fewer than 10^8 guesses. The server checks every password it is given to keep (creating a
// user, changing one's own or someone's, the first admin's SEED_ADMIN_PASSWORD); the back office
// shows the same message next to the field as it is typed.
// Admin-only: the dictionaries weigh about a megabyte, so no public page may import this file (the
// back office loads it with import(), in a chunk of its own).

export const MIN_PASSWORD_SCORE = 3;

// the message keys of contract/messages.ts, one per kind of weakness
export type PasswordProblem =
  | "validation.passwordCommon"
  | "validation.passwordPattern"
  | "validation.passwordDate"
  | "validation.passwordPersonal"
  | "validation.passwordSimple";

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    // the checking time grows fast with these two (a random 200 characters took over a second with
    // the defaults): 4 l33t substitutions still find "p4ssw0rd", and the first 100 characters
    // of a password say how guessable it is
    l33tMaxSubstitutions: 4,
    maxLength: 100,
  });
  return factory;
}

// zxcvbn's warnings (plain keys: no translations are loaded) to ours
const WARNINGS: Record<string, PasswordProblem> = {
  topTen: "validation.passwordCommon",
  topHundred: "validation.passwordCommon",
  common: "validation.passwordCommon",
  similarToCommon: "validation.passwordCommon",
  wordByItself: "validation.passwordCommon",
  namesByThemselves: "validation.passwordCommon",
  commonNames: "validation.passwordCommon",
  pwned: "validation.passwordCommon",
  straightRow: "validation.passwordPattern",
  keyPattern: "validation.passwordPattern",
  simpleRepeat: "validation.passwordPattern",
  extendedRepeat: "validation.passwordPattern",
  sequences: "validation.passwordPattern",
  recentYears: "validation.passwordDate",
  dates: "validation.passwordDate",
  userInputs: "validation.passwordPersonal",
};

// "Phạm Minh Đức" → also "phamminhduc", "pham", "minh", "duc": a name is typed without its marks
// and spaces too
function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (!input) continue;
    for (const form of [input, input.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D")]) {
      words.add(form.toLowerCase());
      words.add(form.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ""));
      for (const part of form.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
    }
  }
  return [...words];
}

// null when the password is strong enough; else the message key saying why not. `personal`: the
// login name and the person's name (a password made of them is refused)
export function passwordProblem(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): PasswordProblem | null {
  const result = zxcvbn().check(password, personalWords(personal));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning;
  if (warning && warning in WARNINGS) return WARNINGS[warning] as PasswordProblem;
  // no single culprit: the parts are guessable and there are too few of them
  if (result.sequence.some((match) => match.dictionaryName === "userInputs")) return "validation.passwordPersonal";
  return "validation.passwordSimple";
}

// log10 of the guesses zxcvbn estimates for a server secret (JWT_SECRET), from its first 64
// characters: a random one of 32 characters or more is near 10^32, one made of words, names,
// keyboard runs or repeats far below
export function secretGuessesLog10(secret: string): number {
  return zxcvbn().check(secret.slice(0, 64)).guessesLog10;
}

// so that each key is sure to exist in contract/messages.ts
export const PASSWORD_PROBLEMS = [
  "validation.passwordCommon",
  "validation.passwordPattern",
  "validation.passwordDate",
  "validation.passwordPersonal",
  "validation.passwordSimple",
] as const satisfies readonly ApiMessageKey[];
