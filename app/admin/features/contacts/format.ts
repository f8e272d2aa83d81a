import { LIMITS } from "../../../../contract/constants.ts";

// the contacts screen's own rules (its dates come from app/lib/format.ts)

// a message is "Just In" for its first five minutes
export function isJustIn(iso: string, now: number): boolean {
  const age = now - new Date(iso).getTime();
  return age >= -60_000 && age < LIMITS.justInMs;
}

export function firstLine(message: string): string {
  return message.trim().split(/\r?\n/, 1)[0] ?? "";
}
