import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { NewsInputSchema, NewsListResponseSchema, NewsSavedResponseSchema } from "../news.ts";
import { historyEndpoints } from "./history.ts";

const tags = ["news"];
const SAVE_DESCRIPTION =
  "`body` and `body_vi` are rich text (ProseMirror JSON: headings 2–3, paragraphs, lists, quotes, bold, italic and links to http(s), mailto:, tel: or a path of the site; anything else is refused), or a plain string whose paragraphs are separated by an empty line. `slug` is the item's address, `/news/{slug}` and `/en/news/{slug}`: lower-case letters, digits and single hyphens. Empty or absent on a new item: made from the Vietnamese title (`Hoàn thành nghiệm thu, đóng điện trạm nâng áp 22 kV` → `hoan-thanh-nghiem-thu-dong-dien-tram-nang-ap-22-kv`), with `-2`, `-3`… when taken; on a change: the item keeps its address unless another is sent. A slug another item has is refused with 409. After a change of address the previous one answers 301 to the new page, in both languages. Only published items (`published: 1`) are on the site: the home page shows the three latest by `published_on`.";

// news ("recent activities"): kept by any admin; the public pages read the published ones
export const newsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/news",
    access: "admins",
    tags,
    summary: "Every news item, published or draft, newest first",
    response: { 200: NewsListResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/news",
    access: "admins",
    tags,
    summary: "Add a news item",
    description: SAVE_DESCRIPTION,
    body: NewsInputSchema,
    response: { 201: NewsSavedResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/news/:id",
    access: "admins",
    tags,
    summary: "Change a news item (the whole item)",
    description: SAVE_DESCRIPTION,
    params: IdParamsSchema,
    body: NewsInputSchema,
    response: { 200: NewsSavedResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/news/:id",
    access: "admins",
    tags,
    summary: "Delete a news item",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  ...historyEndpoints("/api/news", tags),
};
