import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// the pipeline report (issue 38, point 6): the leads of a range of Vietnam's days grouped by stage,
// owner, month, service, province, source and campaign, with counts by stage, quotes, values and
// win rate; by campaign and source the site's own visits beside them; a range over 400 days, a
// reversed one or an unknown grouping is refused naming the field

const t = appWithStaff({ chef: { role: 2, user_name: "Trần Quản Lý" } });

const report = (query: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/reports/pipeline?${query}`,
    headers: { ...bearer(t.tokens.chef), "accept-language": "vi" },
  });

describe(`the pipeline report (${testDialect})`, () => {
  it("groups the range's leads and sums their value, with the visits of each campaign and source", async () => {
    const me = t.ids.chef;
    const lead = (values: Record<string, unknown>) => ({
      customer_name: "Khách",
      email: "k@nhamay.vn",
      message: "Báo giá",
      ...values,
    });
    await t.db
      .insertInto("contact_messages")
      .values([
        // 1 November in Vietnam (31 October in UTC)
        lead({
          created_at: "2026-10-31T18:00:00.000Z",
          stage: "won",
          value_vnd: 500_000_000,
          assignee_id: me,
          utm_campaign: "tram-bien-ap",
          utm_source: "facebook",
          service: "testing",
          province: "Thành phố Hà Nội",
        }),
        lead({
          created_at: "2026-11-05T03:00:00.000Z",
          stage: "lost",
          value_vnd: 200_000_000,
          utm_campaign: "tram-bien-ap",
          referrer: "https://www.google.com/",
        }),
        lead({
          created_at: "2026-11-20T03:00:00.000Z",
          stage: "quoted",
          value_vnd: 300_000_000,
          assignee_id: me,
          referrer: "https://www.google.com/",
        }),
        lead({ created_at: "2026-12-02T03:00:00.000Z", stage: "new" }),
        // outside the range: before it, and after it
        lead({ created_at: "2026-10-31T16:59:00.000Z", stage: "won", value_vnd: 9_000_000_000 }),
        lead({ created_at: "2026-12-31T17:00:00.000Z", stage: "won", value_vnd: 9_000_000_000 }),
      ] as never)
      .execute();
    await t.db
      .insertInto("analytics_daily")
      .values([
        { day: "2026-11-03", kind: "campaign", key: "tram-bien-ap", views: 90, visits: 40 },
        { day: "2026-11-04", kind: "campaign", key: "bao-tri-2027", views: 20, visits: 12 },
        { day: "2026-11-04", kind: "source", key: "google", views: 300, visits: 150 },
      ])
      .execute();
    const range = "from=2026-11-01&to=2026-12-31";

    const stages = (await report(`${range}&by=stage`)).json();
    expect(stages.totals).toMatchObject({
      leads: 4,
      won: 1,
      lost: 1,
      quoted: 1,
      new: 1,
      quotes: 3,
      open_value_vnd: 300_000_000,
      won_value_vnd: 500_000_000,
      lost_value_vnd: 200_000_000,
      win_rate: 0.5,
      visits: null,
    });
    expect(stages.rows.map((row: { key: string }) => row.key).sort()).toEqual(["lost", "new", "quoted", "won"]);

    const owners = (await report(`${range}&by=owner`)).json();
    const owner = (key: string | null) => owners.rows.find((row: { key: string | null }) => row.key === key);
    expect(owner(String(me))).toMatchObject({ label: "Trần Quản Lý", leads: 2, won_value_vnd: 500_000_000 });
    expect(owner(null)).toMatchObject({ label: null, leads: 2 });

    const months = (await report(`${range}&by=month`)).json();
    expect(months.rows.map((row: { key: string; leads: number }) => [row.key, row.leads])).toEqual([
      ["2026-11", 3],
      ["2026-12", 1],
    ]);

    const campaigns = (await report(`${range}&by=campaign`)).json();
    const campaign = (key: string | null) => campaigns.rows.find((row: { key: string | null }) => row.key === key);
    expect(campaign("tram-bien-ap")).toMatchObject({ visits: 40, leads: 2, quotes: 2, won_value_vnd: 500_000_000 });
    expect(campaign("bao-tri-2027")).toMatchObject({ visits: 12, leads: 0, won_value_vnd: 0, win_rate: null });
    expect(campaigns.totals.visits).toBe(52);

    const sources = (await report(`${range}&by=source`)).json();
    const source = (key: string) => sources.rows.find((row: { key: string }) => row.key === key);
    expect(source("google")).toMatchObject({ visits: 150, leads: 2, lost: 1, quoted: 1 });
    expect(source("facebook")).toMatchObject({ leads: 1, won: 1 });
    expect(source("direct")).toMatchObject({ leads: 1 });

    const services = (await report(`${range}&by=service`)).json();
    expect(services.rows.find((row: { key: string }) => row.key === "testing")).toMatchObject({ leads: 1 });
    const provinces = (await report(`${range}&by=province`)).json();
    expect(provinces.rows.find((row: { key: string }) => row.key === "Thành phố Hà Nội")).toMatchObject({ leads: 1 });
  });

  it("refuses a range over 400 days, a reversed one and an unknown grouping, naming the field", async () => {
    for (const [query, path, message] of [
      [
        "from=2025-01-01&to=2026-02-05",
        "querystring.from",
        "Một báo cáo tối đa 400 ngày: hãy chọn ngày bắt đầu muộn hơn.",
      ],
      ["from=2026-11-10&to=2026-11-01", "querystring.to", "Ngày kết thúc không được trước ngày bắt đầu."],
      ["from=2026-11-01&to=2026-11-30&by=colour", "querystring.by", ""],
      ["from=2026-02-30&to=2026-03-01", "querystring.from", "Hãy nhập ngày theo dạng YYYY-MM-DD, từ năm 2000."],
    ] as const) {
      const refused = await report(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().errors[0].path).toBe(path);
      if (message) expect(refused.json().message).toBe(message);
    }
    // 400 days, both ends counted, are allowed; 401 are not
    expect((await report("from=2025-10-27&to=2026-11-30")).statusCode).toBe(200);
    expect((await report("from=2025-10-26&to=2026-11-30")).statusCode).toBe(400);
  });
});
