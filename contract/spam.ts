import { LIMITS } from "./constants.ts";

// the spam rules of SPEC.md section 5, one function for the browser and the server

export const SPAM_WORDS = [
  "viagra",
  "casino",
  "lottery",
  "winner",
  "congratulations",
  "inheritance",
  "nigeria",
  "prince",
] as const;

export type SpamReason = "url" | "email" | "repeated" | "spamWord" | "capitals" | "length" | "duplicate";

const URL_PATTERN =
  /(https?:\/\/|ftp:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|info|biz|xyz|top|site|online|ru|cn|io|co|vn|me|us|uk)(\/\S*)?\b/i;
const EMAIL_PATTERN = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const REPEATED_PATTERN = new RegExp(`(.)\\1{${LIMITS.repeatedCharacterLimit},}`, "u");
const CAPITALS_PATTERN = new RegExp(`\\p{Lu}{${LIMITS.capitalRunLimit},}`, "u");
const SPAM_WORD_PATTERN = new RegExp(`\\b(${SPAM_WORDS.join("|")})`, "i");

export interface SpamCheckInput {
  name: string;
  email: string;
  message: string;
}

export interface LastSubmission {
  email: string;
  message: string;
}

// the first rule the submission breaks, or null when it looks like a person wrote it
export function findSpamReason(input: SpamCheckInput, last?: LastSubmission | null): SpamReason | null {
  const texts = [input.name, input.message];
  const lowered = texts.map((text) => text.toLowerCase());
  // e-mail first: its domain would otherwise read as a link
  if (lowered.some((text) => EMAIL_PATTERN.test(text))) return "email";
  if (lowered.some((text) => URL_PATTERN.test(text))) return "url";
  if (texts.some((text) => REPEATED_PATTERN.test(text))) return "repeated";
  if (lowered.some((text) => SPAM_WORD_PATTERN.test(text))) return "spamWord";
  if (texts.some((text) => CAPITALS_PATTERN.test(text))) return "capitals";
  const length = input.message.trim().length;
  if (length < LIMITS.messageMinLength || length > LIMITS.messageMaxLength) return "length";
  if (
    last &&
    last.email.trim().toLowerCase() === input.email.trim().toLowerCase() &&
    last.message.trim() === input.message.trim()
  ) {
    return "duplicate";
  }
  return null;
}
