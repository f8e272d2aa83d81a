import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { RedirectInputSchema, RedirectListResponseSchema, RedirectSavedResponseSchema } from "../redirects.ts";

const tags = ["redirects"];

// the redirects staff keep (issue 24): old addresses of the site sent where they live now
export const redirectEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/redirects",
    access: "admins",
    tags,
    summary: "Every redirect, by its old address",
    response: { 200: RedirectListResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/redirects",
    access: "admins",
    tags,
    summary: "Add a redirect",
    description:
      "Refused (naming the field): a `from` that is the site's own (400: the API, the back office, /assets, /uploads, /images, /metrics, /.well-known/, icons and manifests, and every file the site serves from public/), a `from` that is a live page (409), one that already has a redirect, a `to` that is itself redirected and a `from` that other redirects point to (no chains); a loop is a 400. Works on every instance within a second.",
    body: RedirectInputSchema,
    response: { 201: RedirectSavedResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/redirects/:id",
    access: "admins",
    tags,
    summary: "Change a redirect (the whole record)",
    params: IdParamsSchema,
    body: RedirectInputSchema,
    response: { 200: RedirectSavedResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/redirects/:id",
    access: "admins",
    tags,
    summary: "Delete a redirect",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
};
