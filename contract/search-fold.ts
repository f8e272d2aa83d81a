// the one folding of text for searching, in the browser and on the server: lower case, without
// Vietnamese tone and vowel marks, đ as d — so "nguyen van duc" and "ĐỨC" find "Nguyễn Văn Đức".
// The databases fold stored text the same way (migration 0003_search_fold); a test checks that
// they agree with this function letter by letter.

// the Vietnamese vowels with their own marks (ă, â, ê, ô, ơ, ư), each with the five tones
const VOWELS: [string, string][] = [
  ["a", "a"],
  ["ă", "a"],
  ["â", "a"],
  ["e", "e"],
  ["ê", "e"],
  ["i", "i"],
  ["o", "o"],
  ["ô", "o"],
  ["ơ", "o"],
  ["u", "u"],
  ["ư", "u"],
  ["y", "y"],
];
// grave, acute, hook above, tilde, dot below
const TONES = ["", "\u0300", "\u0301", "\u0309", "\u0303", "\u0323"];
// the same marks written as separate (combining) characters, as decomposed (NFD) text has them:
// the five tones, then breve, circumflex and horn
export const VIETNAMESE_COMBINING_MARKS = "\u0300\u0301\u0309\u0303\u0323\u0306\u0302\u031b";

function buildFolds(): Map<string, string> {
  const folds = new Map<string, string>();
  for (const [vowel, base] of VOWELS) {
    for (const tone of TONES) {
      const letter = `${vowel}${tone}`.normalize("NFC");
      if (letter === base) continue;
      folds.set(letter, base);
      folds.set(letter.toUpperCase(), base);
    }
  }
  folds.set("đ", "d");
  folds.set("Đ", "d");
  for (const mark of VIETNAMESE_COMBINING_MARKS) folds.set(mark, "");
  return folds;
}

// every precomposed Vietnamese letter (lower and upper case) and combining mark, with what it
// folds to: 134 letters and 8 marks
export const VIETNAMESE_FOLDS: ReadonlyMap<string, string> = buildFolds();

const FOLD_PATTERN = new RegExp(`[${[...VIETNAMESE_FOLDS.keys()].join("")}]`, "gu");

// lower case, Vietnamese marks removed, đ/Đ → d; every other character is kept as it is
export function foldSearch(text: string): string {
  return text.replace(FOLD_PATTERN, (char) => VIETNAMESE_FOLDS.get(char) ?? char).toLowerCase();
}

// the browser's filters: whether one of the texts contains the query, both folded, with runs of
// spaces counted as one; an empty query matches everything
export function matchesSearch(texts: readonly (string | null | undefined)[], query: string): boolean {
  const needle = squash(foldSearch(query));
  if (!needle) return true;
  return texts.some((text) => text != null && squash(foldSearch(text)).includes(needle));
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
