import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type PageReadEndpoint, type PageSaveEndpoint, pageEndpoints } from "../../../../contract/endpoints/pages.ts";
import { PAGE_KEYS, type PageKey } from "../../../../contract/pages/index.ts";
import { isPageKey } from "../../../../contract/pages.ts";
import { pageSeeds } from "../../../db/page-seeds.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { pageTag } from "../../../services/content-changes.ts";
import { PREVIEW_TTL_MS, type PublishRefusal, SCHEDULE_MAX_MS } from "../../../services/pages.ts";
import { route } from "../endpoints.ts";
import { fileNames, versionSummaries, wholeVersion } from "../history.ts";

// the pages' words (decision 028): staff (Admin and Super Admin) save a page's draft, preview it,
// publish it now or at a time, and restore an earlier version. GET and PUT have a route per page,
// so the OpenAPI document shows each page's own document; the rest take the key in the address
// (contract/endpoints/pages.ts).
export default async function pageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = app.pages;

  const keyOf = (request: FastifyRequest): PageKey => {
    const key = (request.params as { key?: string }).key ?? "";
    if (!isPageKey(key)) throw new HttpError(404, "pages.notFound");
    return key;
  };
  const actor = (request: FastifyRequest) => ({ id: request.admin.id, name: request.admin.user_name });
  // the refusals of a publish, a schedule and a restore, with the fields they concern
  const refuse = (refusal: PublishRefusal): never => {
    switch (refusal.refused) {
      case "noDraft":
        throw new HttpError(409, "pages.noDraft");
      case "changedMeanwhile":
        throw new HttpError(409, "pages.changedMeanwhile");
      case "versionOutdated":
        throw new HttpError(409, "versions.outdated", {
          errors: refusal.fields.map((path) => ({ key: "pages.fieldEmpty", path })),
        });
      case "imagesGone":
        throw new HttpError(409, "versions.imagesGone", { values: { files: fileNames(refusal.files) } });
      case "incomplete":
        throw new HttpError(400, "pages.incomplete", {
          values: { count: refusal.fields.length },
          errors: refusal.fields.map((path) => ({ key: "pages.fieldEmpty", path })),
        });
    }
  };
  // the audit trail names a page by its key and its title in each language
  const noteLabel = async (request: FastifyRequest, key: PageKey, fields: Record<string, unknown>) => {
    const summary = (await pages.list()).find((page) => page.key === key);
    request.audit({ entityId: null, label: summary?.title ?? key, labelVi: summary?.title_vi ?? key, fields });
  };

  // an unknown page is 404 before its body is checked
  app.addHook("preValidation", async (request) => {
    const key = (request.params as { key?: unknown }).key;
    if (typeof key === "string" && !isPageKey(key)) throw new HttpError(404, "pages.notFound");
  });

  app.route({
    ...route(app, pageEndpoints.list),
    handler: async () => ({ success: true as const, pages: await pages.list() }),
  });

  for (const key of PAGE_KEYS) {
    // (this page's endpoints, as any page's)
    const read: PageReadEndpoint<PageKey> = pageEndpoints[`read:${key}`];
    const saveDraft: PageSaveEndpoint<PageKey> = pageEndpoints[`save:${key}`];
    app.route({
      ...route(app, read),
      handler: async () => {
        const page = await pages.detail(key);
        if (!page) throw new HttpError(404, "pages.notFound");
        return { success: true as const, page };
      },
    });

    // a draft changes nothing visitors see
    const save = route(app, saveDraft, {
      config: { changes: [], audit: { type: "page", action: "update" } },
    });
    app.route({
      ...save,
      // today's copy: what a document of this page looks like
      schema: { ...save.schema, body: save.schema.body.meta({ example: pageSeeds[key] }) },
      handler: async (request) => {
        if (!(await pages.saveDraft(key, request.body, request.admin.id))) throw new HttpError(404, "pages.notFound");
        await noteLabel(request, key, { draft: null });
        const page = await pages.detail(key);
        if (!page) throw new HttpError(404, "pages.notFound");
        return { success: true as const, message: translate(request, "pages.draftSaved"), page };
      },
    });
  }

  app.route({
    ...route(app, pageEndpoints.discardDraft, {
      config: { changes: [], audit: { type: "page", action: "delete" } },
    }),
    handler: async (request) => {
      const key = keyOf(request);
      if (!(await pages.discardDraft(key))) throw new HttpError(409, "pages.noDraft");
      await noteLabel(request, key, { draft: null });
      return { success: true as const, message: translate(request, "pages.draftDiscarded") };
    },
  });

  app.route({
    ...route(app, pageEndpoints.publish, {
      // published now: that page's cached copies go (a schedule changes nothing yet)
      config: {
        changes: (request) => {
          const key = (request.params as { key?: string }).key ?? "";
          const at = (request.body as { at?: string } | undefined)?.at;
          return isPageKey(key) && at === undefined ? [pageTag(key)] : [];
        },
        audit: { type: "page", action: "publish" },
      },
    }),
    handler: async (request) => {
      const key = keyOf(request);
      const at = request.body.at;
      if (at !== undefined) {
        const time = Date.parse(at);
        if (!(time > Date.now() && time <= Date.now() + SCHEDULE_MAX_MS)) {
          throw new HttpError(400, "pages.publishAt", { errors: [{ key: "pages.publishAt", path: "at" }] });
        }
        const instant = new Date(time).toISOString();
        const result = await pages.schedule(key, instant, request.admin.id);
        if ("refused" in result) return refuse(result);
        await noteLabel(request, key, { publish_at: instant });
        request.audit({ action: "schedule" });
        return {
          success: true as const,
          message: translate(request, "pages.scheduled"),
          publish_at: instant,
          fields: [],
        };
      }
      const result = await pages.publishNow(key, actor(request));
      if ("refused" in result) return refuse(result);
      await noteLabel(request, key, { published: null });
      return {
        success: true as const,
        message: translate(request, "pages.published"),
        publish_at: null,
        fields: result.fields,
      };
    },
  });

  app.route({
    ...route(app, pageEndpoints.previewLink),
    handler: async (request) => {
      const key = keyOf(request);
      const now = Date.now();
      return {
        success: true as const,
        url: pages.previewLink(key, request.query.lang, app.config.publicOrigin, now),
        expires_at: new Date(now + PREVIEW_TTL_MS).toISOString(),
      };
    },
  });

  app.route({
    ...route(app, pageEndpoints.versions),
    handler: async (request) => {
      return { success: true as const, versions: versionSummaries(await pages.repository.versions(keyOf(request))) };
    },
  });

  app.route({
    ...route(app, pageEndpoints.version),
    handler: async (request) => {
      return {
        success: true as const,
        version: wholeVersion(await pages.repository.version(keyOf(request), request.params.id)),
      };
    },
  });

  app.route({
    ...route(app, pageEndpoints.restore, {
      config: {
        changes: (request) => {
          const key = (request.params as { key?: string }).key ?? "";
          return isPageKey(key) ? [pageTag(key)] : [];
        },
        audit: { type: "page", action: "restore" },
      },
    }),
    handler: async (request) => {
      const key = keyOf(request);
      const result = await pages.restore(key, request.params.id, actor(request));
      if (!result) throw new HttpError(404, "versions.notFound");
      if ("refused" in result) return refuse(result);
      await noteLabel(request, key, { version: request.params.id });
      return {
        success: true as const,
        message: translate(request, "pages.restored"),
        publish_at: null,
        fields: result.fields,
      };
    },
  });
}
