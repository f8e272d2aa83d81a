import type { FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-error.ts";
import { requestLanguage } from "../../lib/language.ts";
import type { SlugTaken } from "../../repositories/slugs.ts";

// the HTTP side of what the repositories answer: they know no HTTP (decision 025), a route turns
// their "none" and their refusals into the API's errors here

// the row, or the 404 that `key` (of contract/messages.ts) explains
export function found<T>(row: T | undefined, key: string): T {
  if (row === undefined) throw new HttpError(404, key);
  return row;
}

// what a save answered: the saved row, else the 409 of a slug another item has (naming that item
// in the request's language, next to the field), else the 404 of an item gone meanwhile
export function saved<T extends object>(
  request: FastifyRequest,
  result: T | SlugTaken | undefined,
  keys: { slugTaken: string; notFound: string },
): T {
  const row = found(result, keys.notFound);
  if (!("slugTaken" in row)) return row;
  const { slug, holder } = row.slugTaken;
  const vi = requestLanguage(request) === "vi";
  const title = holder ? (vi ? holder.title_vi || holder.title : holder.title || holder.title_vi) : "";
  throw new HttpError(409, keys.slugTaken, {
    values: { slug, title },
    errors: [{ key: keys.slugTaken, path: "slug" }],
  });
}
