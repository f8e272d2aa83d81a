import { describe, expect, it } from "vitest";
import { countRows } from "../../../test-support/rows.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// where a lead came from (issue 23): the visit's first page, the page that linked to it, its
// campaign and the form's language, sent with the message (JSON or multipart), checked, stored,
// answered with the lead; the referrer loses its query and fragment. A bad value is a 400 that
// names the field, and nothing is stored.

const t = appWithStaff({ seller: { role: 3 } }, { env: { CONTACT_RATE_LIMIT_MAX: "1000" } });

let sequence = 0;
const message = (extra: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: "Lê Thị Hoa",
    email: `hoa${sequence}@nhamay-binhduong.vn`,
    message: `Nhà máy cần bảo trì tủ điện hạ thế trước Tết, yêu cầu số ${sequence}.`,
    consent: true,
    ...extra,
  };
};
const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: body, headers });
const lead = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/leads/${id}`, headers: bearer(t.tokens.seller) })).json().contact;
const count = () => countRows(t.db, "contact_messages");

describe(`where a lead came from (${testDialect})`, () => {
  it("stores the first page, the referrer without its query, the campaign and the language", async () => {
    const sent = await send(
      message({
        landing_page: "/en/services/electrical",
        referrer: "https://zalo.me/g/abc?phone=0900123456#top",
        utm_source: "zalo",
        utm_medium: "social",
        utm_campaign: "Trạm biến áp 2026",
        language: "en",
      }),
    );
    expect(sent.statusCode).toBe(201);
    expect(await lead(sent.json().contact.id)).toMatchObject({
      landing_page: "/en/services/electrical",
      referrer: "https://zalo.me/g/abc",
      utm_source: "zalo",
      utm_medium: "social",
      utm_campaign: "Trạm biến áp 2026",
      language: "en",
    });
  });

  it("takes the language of the request when the form does not say it, and leaves the rest unknown", async () => {
    const english = await send(message(), { "accept-language": "en-GB,en;q=0.9" });
    expect(await lead(english.json().contact.id)).toMatchObject({
      language: "en",
      landing_page: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
    const vietnamese = await send(message({ landing_page: "", referrer: "" }));
    expect(await lead(vietnamese.json().contact.id)).toMatchObject({ language: "vi", landing_page: null });
  });

  it("comes with a request for a quote sent as multipart too", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(message({ consent: "true" }))) form.append(name, String(value));
    form.append("landing_page", "/contact");
    form.append("utm_campaign", "bao-tri-2026");
    form.append("language", "vi");
    const encoded = new Response(form);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(sent.statusCode).toBe(201);
    expect(await lead(sent.json().contact.id)).toMatchObject({
      landing_page: "/contact",
      utm_campaign: "bao-tri-2026",
      language: "vi",
    });
  });

  it.each([
    ["landing_page", "https://evil.example/", "The landing page must be a path on this site"],
    ["landing_page", "//evil.example/x", "The landing page must be a path on this site"],
    ["landing_page", `/${"a".repeat(300)}`, "The landing page must be a path on this site"],
    ["referrer", "javascript:alert(1)", "The referrer must be an http or https address."],
    ["referrer", "android-app://com.google.android.gm/", "The referrer must be an http or https address."],
    ["utm_source", "x".repeat(101), "utm_source, utm_medium and utm_campaign are text of at most 100 characters."],
    ["utm_campaign", "a\u0007b", "utm_source, utm_medium and utm_campaign are text of at most 100 characters."],
    ["language", "fr", 'The language must be "vi" or "en".'],
  ])("refuses %s %j, naming the field, and stores nothing", async (field, value, text) => {
    const before = await count();
    const refused = await send(message({ [field]: value }), { "accept-language": "en" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(text);
    expect(JSON.stringify(refused.json())).toContain(field);
    expect(await count()).toBe(before);
  });
});
