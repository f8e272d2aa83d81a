import { ActivityQuerySchema, ActivityResponseSchema } from "../activity.ts";
import { endpoint } from "../endpoint.ts";

// the dashboard's Recent Activity: the latest events, newest first: the messages visitors sent,
// and what staff did (from the audit trail, with who did it; logins are left to the trail)
export const activityEndpoints = {
  latest: endpoint({
    method: "GET",
    path: "/api/activity",
    access: "admins",
    tags: ["dashboard"],
    query: ActivityQuerySchema,
    response: { 200: ActivityResponseSchema },
  }),
};
