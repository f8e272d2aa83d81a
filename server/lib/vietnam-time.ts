import type { Language } from "../../contract/constants.ts";
import { formatDateTime, formatTime } from "../../contract/vietnam-time.ts";

// a moment as people in Vietnam read it, whatever the server's own time zone, written as the
// back office writes it (contract/vietnam-time.ts), for messages and e-mails that name a time
// and may be read elsewhere: "18:33 (giờ Việt Nam)", "25 November 2026, 18:33 (Vietnam time)"

const SUFFIX: Record<Language, string> = { vi: "giờ Việt Nam", en: "Vietnam time" };

// "18:33 (giờ Việt Nam)"
export function vietnamTime(date: Date, language: Language): string {
  return `${formatTime(date)} (${SUFFIX[language]})`;
}

// "25/11/2026 18:33 (giờ Việt Nam)" · "25 November 2026, 18:33 (Vietnam time)"
export function vietnamDateTime(date: Date, language: Language): string {
  return `${formatDateTime(date, language)} (${SUFFIX[language]})`;
}
