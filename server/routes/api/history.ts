import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AuditEntityType } from "../../../contract/audit.ts";
import { changedFields } from "../../../contract/document-diff.ts";
import type { HistoryEndpoints } from "../../../contract/endpoints/history.ts";
import type { z } from "../../../contract/zod.ts";
import type { ContentVersion } from "../../db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { translate } from "../../lib/language.ts";
import { mediaRepository } from "../../repositories/media.ts";
import { type VersionActor, type VersionSummary, versionRepository } from "../../repositories/versions.ts";
import type { ContentTag } from "../../services/content-changes.ts";
import { route } from "./endpoints.ts";

// The history of a kind of record staff edit (news items, projects; decision 028): every save
// keeps the record's fields as a version, with who saved it and what changed, and any version can
// be restored through the record's own save (a new version). The pages keep theirs on publishing
// (routes/api/pages).

export interface History<Row extends { id: number }, Input> {
  type: "news" | "project";
  // the record's fields a version keeps: what its save takes
  document(row: Row): Record<string, unknown>;
  // what a version is checked against before it is restored (today's rules)
  input: z.ZodType<Input>;
}

// the answers of the version routes (of records here, of pages in routes/api/pages): a list, and
// one version whole; a version that is not there is 404
export const versionSummaries = (list: VersionSummary[]) =>
  list.map((version) => ({ ...version, fields: JSON.parse(version.fields) as string[] }));
export function wholeVersion(version: ContentVersion | undefined) {
  if (!version) throw new HttpError(404, "versions.notFound");
  return {
    id: version.id,
    created_at: version.created_at,
    actor_name: version.actor_name,
    fields: JSON.parse(version.fields) as string[],
    document: JSON.parse(version.document) as Record<string, unknown>,
  };
}

// the files a refusal names, by their names (…/uploads/2026/11/abc.webp → abc.webp)
export const fileNames = (paths: string[]) => paths.map((path) => path.slice(path.lastIndexOf("/") + 1)).join(", ");

const actorOf = (request: FastifyRequest): VersionActor => ({ id: request.admin.id, name: request.admin.user_name });

// after a save: the record before (null: a new one) and after. A record saved before history
// began gets its state before this save as its first version
export async function keepVersion<Row extends { id: number }>(
  request: FastifyRequest,
  history: Pick<History<Row, unknown>, "type" | "document">,
  before: Row | null,
  after: Row,
): Promise<void> {
  const versions = versionRepository(request.server.db);
  const key = String(after.id);
  const now = history.document(after);
  if (before === null) {
    await versions.add(history.type, key, now, [], actorOf(request));
    return;
  }
  const then = history.document(before);
  if ((await versions.count(history.type, key)) === 0) {
    await versions.add(history.type, key, then, [], { id: null, name: null });
  }
  const fields = changedFields(then, now);
  if (fields.length > 0) await versions.add(history.type, key, now, fields, actorOf(request));
}

// GET /:id/versions, GET /:id/versions/:version and POST /:id/versions/:version/restore
export function historyRoutes<Row extends { id: number }, Input>(
  fastify: FastifyInstance,
  options: History<Row, Input> & {
    // the record's declarations of its history (contract/endpoints/history.ts)
    endpoints: HistoryEndpoints;
    auditType: AuditEntityType;
    changes: readonly ContentTag[];
    notFound: string;
    find(id: number): Promise<Row | undefined>;
    // the save a restore goes through: the record's own (its slug rules, its answer's record)
    restore(request: FastifyRequest, reply: FastifyReply, row: Row, input: Input): Promise<Row>;
  },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { endpoints, type } = options;
  const versions = versionRepository(app.db);
  const record = async (id: number) => {
    const row = await options.find(id);
    if (!row) throw new HttpError(404, options.notFound);
    return row;
  };

  app.route({
    ...route(app, endpoints.versions),
    handler: async (request) => {
      await record(request.params.id);
      return {
        success: true as const,
        versions: versionSummaries(await versions.list(type, String(request.params.id))),
      };
    },
  });

  app.route({
    ...route(app, endpoints.version),
    handler: async (request) => {
      const version = await versions.find(type, String(request.params.id), request.params.version);
      return { success: true as const, version: wholeVersion(version) };
    },
  });

  app.route({
    ...route(app, endpoints.restore, {
      config: { changes: options.changes, audit: { type: options.auditType, action: "restore" } },
    }),
    handler: async (request, reply) => {
      const before = await record(request.params.id);
      const version = await versions.find(type, String(request.params.id), request.params.version);
      if (!version) throw new HttpError(404, "versions.notFound");
      const input = options.input.safeParse(JSON.parse(version.document));
      if (!input.success) throw new HttpError(409, "versions.outdated");
      const gone = await mediaRepository(request.server.db).gone([input.data]);
      if (gone.length > 0) throw new HttpError(409, "versions.imagesGone", { values: { files: fileNames(gone) } });
      request.audit({ before, fields: { version: version.id } });
      const after = await options.restore(request, reply, before, input.data);
      await keepVersion(request, options, before, after);
      return {
        success: true as const,
        message: translate(request, "versions.restored"),
        fields: changedFields(options.document(before), options.document(after)),
      };
    },
  });
}
