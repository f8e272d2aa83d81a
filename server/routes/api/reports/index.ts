import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sourceOf } from "../../../../contract/analytics.ts";
import { vietnamDayRange } from "../../../../contract/audit.ts";
import { LEAD_STAGES, type LeadStage } from "../../../../contract/constants.ts";
import { reportEndpoints } from "../../../../contract/endpoints/reports.ts";
import type { PipelineRow } from "../../../../contract/reports.ts";
import { analyticsRepository } from "../../../repositories/analytics.ts";
import { type PipelineGroup, pipelineGroups } from "../../../repositories/contacts.ts";
import { userRepository } from "../../../repositories/users.ts";
import { route } from "../endpoints.ts";

// the pipeline report (issue 38, point 6): the database groups the leads of the range; here a
// group gets its owner's name, its win rate and (by source and campaign) the site's visits, and
// the sources are named as the website figures name them (contract/analytics.ts sourceOf)

type Sums = Omit<PipelineRow, "key" | "label" | "win_rate" | "visits">;
const EMPTY: Sums = {
  leads: 0,
  new: 0,
  contacted: 0,
  quoted: 0,
  won: 0,
  lost: 0,
  spam: 0,
  quotes: 0,
  open_value_vnd: 0,
  won_value_vnd: 0,
  lost_value_vnd: 0,
};
const add = (sums: Sums, group: PipelineGroup): Sums => ({
  leads: sums.leads + group.leads,
  new: sums.new + group.new,
  contacted: sums.contacted + group.contacted,
  quoted: sums.quoted + group.quoted,
  won: sums.won + group.won,
  lost: sums.lost + group.lost,
  spam: sums.spam + group.spam,
  quotes: sums.quotes + group.quoted + group.won + group.lost,
  open_value_vnd: sums.open_value_vnd + group.open_value,
  won_value_vnd: sums.won_value_vnd + group.won_value,
  lost_value_vnd: sums.lost_value_vnd + group.lost_value,
});
const winRate = (sums: Sums) => (sums.won + sums.lost > 0 ? sums.won / (sums.won + sums.lost) : null);

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const analytics = analyticsRepository(app.db);
  const users = userRepository(app.db, app.config.database.kind);
  const ownHost = new URL(app.config.publicOrigin).host;

  app.route({
    ...route(app, reportEndpoints.pipeline),
    handler: async (request) => {
      const { from, to, by } = request.query;
      const { since, until } = vietnamDayRange(from, to);
      const groups = await pipelineGroups(app.db, app.config.database.kind, since as string, until as string, by);
      // a source is named from its referrer and tag, as the website figures name it
      const merged = new Map<string | null, Sums>();
      for (const group of groups) {
        const key =
          by === "source"
            ? group.referrer || group.utm_source
              ? sourceOf(group.referrer, group.utm_source, ownHost)
              : "direct"
            : group.key;
        merged.set(key, add(merged.get(key) ?? EMPTY, group));
      }
      const visits =
        by === "source" || by === "campaign"
          ? new Map((await analytics.visitsBy(by, from, to)).map((row) => [row.key, Number(row.visits)]))
          : null;
      const names =
        by === "owner" ? new Map((await users.activeNames()).map((user) => [String(user.id), user.user_name])) : null;
      const rows: PipelineRow[] = [...merged].map(([key, sums]) => ({
        key,
        label: names && key !== null ? (names.get(key) ?? null) : null,
        ...sums,
        win_rate: winRate(sums),
        visits: visits ? (key === null ? 0 : (visits.get(key) ?? 0)) : null,
      }));
      // the sources and campaigns that brought visits and no lead have a row too
      if (visits) {
        for (const [key, count] of visits) {
          if (!merged.has(key)) rows.push({ key, label: null, ...EMPTY, win_rate: null, visits: count });
        }
      }
      rows.sort((a, b) =>
        by === "month"
          ? String(a.key).localeCompare(String(b.key))
          : by === "stage"
            ? LEAD_STAGES.indexOf(a.key as LeadStage) - LEAD_STAGES.indexOf(b.key as LeadStage)
            : b.leads - a.leads || (b.visits ?? 0) - (a.visits ?? 0) || String(a.key).localeCompare(String(b.key)),
      );
      const totals = groups.reduce(add, EMPTY);
      return {
        success: true as const,
        from,
        to,
        by,
        rows,
        totals: {
          ...totals,
          win_rate: winRate(totals),
          visits: visits ? [...visits.values()].reduce((sum, count) => sum + count, 0) : null,
        },
      };
    },
  });
}
