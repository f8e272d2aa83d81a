import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { MediaAltInputSchema, MediaListResponseSchema, MediaQuerySchema, MediaSavedResponseSchema } from "../media.ts";

const tags = ["media"];

// The media library (issue 24): every image uploaded (`POST /api/upload` adds it), where each is used,
// and its description in both languages. An image is deleted only once nothing uses it.
export const mediaEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/media",
    access: "admins",
    tags,
    summary: "The media library: every image uploaded, the newest first, with where each is used",
    description:
      "`search` finds words of the file name or of either description (any case, with or without Vietnamese marks); `unused=1` lists only the images no project, news item, certificate, catalogue entry or page uses.",
    query: MediaQuerySchema,
    response: { 200: MediaListResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/media/:id",
    access: "admins",
    tags,
    summary: "Change an image's descriptions (alt text) in both languages",
    description:
      "Every place that shows the image uses them, unless it gives its own (a project's own image description). The pages that show it are rendered again at once.",
    params: IdParamsSchema,
    body: MediaAltInputSchema,
    response: { 200: MediaSavedResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/media/:id",
    access: "admins",
    tags,
    summary: "Delete an image nothing uses, and its files",
    description: "Refused (409, naming them) while a project, news item, certificate, catalogue entry or page uses it.",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
};
