import { endpoint } from "../endpoint.ts";
import { PipelineQuerySchema, PipelineReportSchema } from "../reports.ts";

const tags = ["reports"];

// the reports a sales manager runs the week on (issue 38, point 6)
export const reportEndpoints = {
  pipeline: endpoint({
    method: "GET",
    path: "/api/reports/pipeline",
    access: "staff",
    tags,
    summary:
      "The leads received from `from` to `to` (Vietnam's days, at most 400), grouped by stage, owner, month, service, province, source or campaign: counts by stage, quotes, value open, won and lost, win rate; by source and campaign the site's visits too",
    query: PipelineQuerySchema,
    response: { 200: PipelineReportSchema },
  }),
};
