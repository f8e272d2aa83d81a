import { expect } from "vitest";
import { bearer, type TestApp } from "./test-app.ts";

// the records staff save through the API, and the field of the answer that holds the one saved
const SAVED_IN = { projects: "project", news: "news", certificates: "certificate" } as const;
type Endpoint = keyof typeof SAVED_IN;

// a new record's POST to /api/{endpoint}, or (with its id) an edit's PUT, as `token`
export function saveRecord(
  t: Pick<TestApp, "app">,
  token: string,
  endpoint: Endpoint,
  payload: object,
  id?: number,
  language = "en",
) {
  return t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/api/${endpoint}/${id}` : `/api/${endpoint}`,
    headers: { ...bearer(token), "accept-language": language },
    payload,
  });
}

// the same, expecting it to succeed (201 made, 200 changed): the record as saved
export async function savedRecord<T>(
  t: Pick<TestApp, "app">,
  token: string,
  endpoint: Endpoint,
  payload: object,
  id?: number,
): Promise<T> {
  const response = await saveRecord(t, token, endpoint, payload, id);
  expect(response.statusCode, response.body).toBe(id ? 200 : 201);
  return response.json()[SAVED_IN[endpoint]];
}

// the earlier addresses of a project or a news item, in order (repositories/slugs.ts)
export async function slugHistory(t: Pick<TestApp, "db">, of: "project" | "news", id: number): Promise<string[]> {
  const rows =
    of === "project"
      ? await t.db
          .selectFrom("project_slug_history")
          .select("slug")
          .where("project_id", "=", id)
          .orderBy("slug")
          .execute()
      : await t.db.selectFrom("news_slug_history").select("slug").where("news_id", "=", id).orderBy("slug").execute();
  return rows.map((row) => row.slug);
}

// a project as staff enter it, with every required field
export const projectInput = (overrides: object = {}) => ({
  title: "Substation retrofit",
  title_vi: "Cải tạo trạm biến áp",
  location: "Long An",
  location_vi: "Long An",
  description: "Two transformers.",
  description_vi: "Hai máy biến áp.",
  services_provided: "Installation",
  services_provided_vi: "Lắp đặt",
  status: 1,
  display_order: 3,
  ...overrides,
});

let messages = 0;
// a contact form message that passes every check, each from an e-mail address of its own
export function contactMessage() {
  messages += 1;
  return {
    name: "Phạm Minh Tuấn",
    email: `tuan${messages}@nhamay.vn`,
    phone: "+84 (028) 3822.1234",
    consent: true,
    message: `Chúng tôi cần kiểm tra hệ thống rơ le bảo vệ cho trạm số ${messages}.`,
  };
}
