import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { redirectEndpoints } from "../../../../contract/endpoints/redirects.ts";
import { PAGE_PATHS } from "../../../../contract/pages/index.ts";
import { REDIRECTS_MAX, type RedirectInput, redirectPath } from "../../../../contract/redirects.ts";
import type { Redirect } from "../../../db/database.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { redirectRepository } from "../../../repositories/redirects.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";

// the redirects staff keep (issue 24; services/redirects.ts answers them): old addresses of the
// site sent where they live now. Refused, each naming its field: a `from` that is a live page or
// the site's own (issue 34: API, back office, monitoring, /.well-known/, every file public/ and the
// build hold), one that already has a redirect, a loop, and a chain either way (visitors are never
// sent twice)

const LIVE_PATHS = new Set(Object.values(PAGE_PATHS).filter((path): path is string => path !== null));

const publicRedirect = (row: Redirect) => ({
  id: row.id,
  from: row.from_path,
  to: row.to_target,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

// a target on this site, as a `from` would be written (no query, fragment or trailing slash);
// null: an address elsewhere
function sitePathOf(to: string): string | null {
  if (!to.startsWith("/")) return null;
  return redirectPath(to.replace(/[?#].*$/, "")) || "/";
}

export default async function redirectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const redirects = redirectRepository(app.db);
  const find = async (id: number) => found(await redirects.find(id), "redirects.notFound");
  const refuse = (status: number, key: string, path: "from" | "to", values: Record<string, string> = {}) =>
    new HttpError(status, key, { values, errors: [{ key, path }] });

  // whether an address answers by itself: a page of the site in either language, or a project's
  // or a news item's page (at its current slug or an earlier one)
  async function isLive(path: string): Promise<boolean> {
    const bare = path === "/en" ? "/" : path.startsWith("/en/") ? path.slice(3) : path;
    if (LIVE_PATHS.has(bare)) return true;
    const item = /^\/(projects|news)\/([^/]+)$/.exec(bare);
    if (!item) return false;
    let slug: string;
    try {
      slug = decodeURIComponent(item[2] as string);
    } catch {
      return false;
    }
    return redirects.slugIsLive(item[1] as "projects" | "news", slug);
  }

  async function check(input: RedirectInput, exceptId?: number): Promise<void> {
    const { from, to } = input;
    // the site's own addresses: the fixed ones (refused by the schema too) and the files it serves
    const own = app.redirects.own(from);
    if (own) throw refuse(400, `redirects.${own}`, "from", { from });
    if (await isLive(from)) throw refuse(409, "redirects.livePage", "from", { from });
    if (await redirects.from(from, exceptId)) throw refuse(409, "redirects.duplicate", "from", { from });
    const target = sitePathOf(to);
    if (target === from) throw refuse(400, "redirects.loop", "to");
    if (target !== null) {
      const next = await redirects.from(target, exceptId);
      if (next) throw refuse(409, "redirects.chainTo", "to", { from, to, next: next.to_target });
    }
    if ((await redirects.to(from, exceptId)).length > 0) throw refuse(409, "redirects.chainFrom", "from", { from });
  }

  const fields = (input: RedirectInput) => ({ from_path: input.from, to_target: input.to, status: input.status });
  const saved = async <T>(write: () => Promise<T>, from: string): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      // written meanwhile by another request
      if (isUniqueViolation(error)) throw refuse(409, "redirects.duplicate", "from", { from });
      throw error;
    }
  };

  app.route({
    ...route(app, redirectEndpoints.list),
    handler: async () => ({ success: true as const, redirects: (await redirects.list()).map(publicRedirect) }),
  });

  app.route({
    ...route(app, redirectEndpoints.create, { config: { changes: ["redirects"], audit: { type: "redirect" } } }),
    handler: async (request, reply) => {
      if ((await redirects.count()) >= REDIRECTS_MAX) throw refuse(409, "redirects.tooMany", "from");
      await check(request.body);
      const redirect = await saved(() => redirects.create(fields(request.body)), request.body.from);
      request.audit({ entityId: redirect.id, label: `${redirect.from_path} → ${redirect.to_target}` });
      // this process answers the new table before the answer leaves (the others within a second)
      await app.redirects.load();
      reply.status(201);
      return {
        success: true as const,
        message: translate(request, "redirects.created"),
        redirect: publicRedirect(redirect),
      };
    },
  });

  app.route({
    ...route(app, redirectEndpoints.update, { config: { changes: ["redirects"], audit: { type: "redirect" } } }),
    handler: async (request) => {
      const before = await find(request.params.id);
      request.audit({
        before: { from: before.from_path, to: before.to_target, status: before.status },
        label: `${request.body.from} → ${request.body.to}`,
      });
      await check(request.body, request.params.id);
      const redirect = found(
        await saved(() => redirects.update(request.params.id, fields(request.body)), request.body.from),
        "redirects.notFound",
      );
      await app.redirects.load();
      return {
        success: true as const,
        message: translate(request, "redirects.updated"),
        redirect: publicRedirect(redirect),
      };
    },
  });

  app.route({
    ...route(app, redirectEndpoints.remove, { config: { changes: ["redirects"], audit: { type: "redirect" } } }),
    handler: async (request) => {
      const before = await find(request.params.id);
      request.audit({ before, label: `${before.from_path} → ${before.to_target}` });
      await redirects.remove(request.params.id);
      await app.redirects.load();
      return { success: true as const, message: translate(request, "redirects.deleted") };
    },
  });
}
