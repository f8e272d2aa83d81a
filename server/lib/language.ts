import type { FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, type Language } from "../../contract/constants.ts";
import { translateApiMessage } from "../../contract/messages.ts";

// the language of the person behind a request: X-Language, then Accept-Language, else Vietnamese
export function requestLanguage(request: FastifyRequest): Language {
  const explicit = String(request.headers["x-language"] ?? "").toLowerCase();
  if (explicit === "en" || explicit === "vi") return explicit;
  const accepted = String(request.headers["accept-language"] ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", quality] = part.trim().split(";q=");
      return { tag: tag.toLowerCase(), q: quality === undefined ? 1 : Number(quality) || 0 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    if (tag.startsWith("vi")) return "vi";
    if (tag.startsWith("en")) return "en";
  }
  return DEFAULT_LANGUAGE;
}

export function translate(request: FastifyRequest, key: string, values?: Record<string, string | number>): string {
  return translateApiMessage(key, requestLanguage(request), values);
}
