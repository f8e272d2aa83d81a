import { endpoint } from "../endpoint.ts";
import { NotFoundListResponseSchema, NotFoundQuerySchema } from "../not-found.ts";

// the addresses visitors asked for that answered 404 (issue 24), for the Redirects screen
export const notFoundEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/not-found",
    access: "admins",
    tags: ["redirects"],
    summary: "The addresses that answered 404: the most hit (or the most recent) first",
    description:
      "The top 1 000 paths by hits are kept (robots counted apart), with when each was first and last asked for, the latest page that linked to it (origin and path) and the redirect that now answers it; `totals` counts every 404. Counts reach the database within 5 seconds.",
    query: NotFoundQuerySchema,
    response: { 200: NotFoundListResponseSchema },
  }),
};
