import { sql } from "kysely";
import { type AnalyticsSummary, DEVICES, type Device, sourceOf } from "../../contract/analytics.ts";
import { vietnamDayRange } from "../../contract/audit.ts";
import type { Db } from "../db/connect.ts";
import type { AnalyticsKind } from "../db/database.ts";
import { contactOrigins } from "./contacts.ts";

// What the site brings (issue 25, migration 0035): counts added by every server (an upsert that
// adds, so several servers each add their own sums), the summary staff read with the leads
// beside them, and the roll-up of old days into months.

export interface AnalyticsCount {
  day: string;
  kind: AnalyticsKind;
  key: string;
  views: number;
  visits: number;
}

const CHUNK = 400;
const TOP = 50;

export function analyticsRepository(db: Db) {
  // a kind's keys over the range, the most first
  const top = (kind: AnalyticsKind, from: string, to: string, by: "views" | "visits") =>
    db
      .selectFrom("analytics_daily")
      .select((eb) => [
        "key",
        eb.fn.sum<number | string>("views").as("views"),
        eb.fn.sum<number | string>("visits").as("visits"),
      ])
      .where("kind", "=", kind)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("key")
      .orderBy(by, "desc")
      .orderBy("key")
      .limit(TOP)
      .execute();

  return {
    // a kind's keys by their visits over the days from `from` to `to` (the pipeline report)
    visitsBy: (kind: "source" | "campaign", from: string, to: string) => top(kind, from, to, "visits"),

    // counts added to what the day already has; sorted, so that servers adding at once take
    // their rows' locks in the same order (no deadlock on PostgreSQL)
    async add(counts: AnalyticsCount[]): Promise<void> {
      if (counts.length === 0) return;
      const sorted = [...counts].sort((a, b) =>
        a.day !== b.day
          ? a.day < b.day
            ? -1
            : 1
          : a.kind !== b.kind
            ? a.kind < b.kind
              ? -1
              : 1
            : a.key < b.key
              ? -1
              : 1,
      );
      await db.transaction().execute(async (trx) => {
        for (let at = 0; at < sorted.length; at += CHUNK) {
          await trx
            .insertInto("analytics_daily")
            .values(sorted.slice(at, at + CHUNK))
            .onConflict((conflict) =>
              conflict.columns(["day", "kind", "key"]).doUpdateSet({
                views: sql`analytics_daily.views + excluded.views`,
                visits: sql`analytics_daily.visits + excluded.visits`,
              }),
            )
            .execute();
        }
      });
    },

    // the days before `day` summed into their months, in one transaction; how many rows went
    async rollUp(before: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom("analytics_daily")
          .select((eb) => [
            sql<string>`substr(day, 1, 7)`.as("month"),
            "kind",
            "key",
            eb.fn.sum<number | string>("views").as("views"),
            eb.fn.sum<number | string>("visits").as("visits"),
          ])
          .where("day", "<", before)
          .groupBy([sql`substr(day, 1, 7)`, "kind", "key"])
          .execute();
        for (let at = 0; at < old.length; at += CHUNK) {
          await trx
            .insertInto("analytics_monthly")
            .values(
              old.slice(at, at + CHUNK).map((row) => ({
                month: row.month,
                kind: row.kind,
                key: row.key,
                views: Number(row.views),
                visits: Number(row.visits),
              })),
            )
            .onConflict((conflict) =>
              conflict.columns(["month", "kind", "key"]).doUpdateSet({
                views: sql`analytics_monthly.views + excluded.views`,
                visits: sql`analytics_monthly.visits + excluded.visits`,
              }),
            )
            .execute();
        }
        const gone = await trx.deleteFrom("analytics_daily").where("day", "<", before).executeTakeFirst();
        return Number(gone.numDeletedRows);
      });
    },

    // what staff read for the days from `from` to `to` (both included, Vietnam's days), with the
    // leads received in them by where their visit began
    // the pages by their paths (the route names them: services/page-titles.ts)
    async summary(
      from: string,
      to: string,
      ownHost?: string,
    ): Promise<
      Omit<AnalyticsSummary, "success" | "pages"> & {
        pages: Omit<AnalyticsSummary["pages"][number], "title" | "title_vi">[];
      }
    > {
      const { since, until } = vietnamDayRange(from, to);
      const [perDay, pages, sources, campaigns, languages, devices, leads] = await Promise.all([
        db
          .selectFrom("analytics_daily")
          .select((eb) => [
            "day",
            eb.fn.sum<number | string>("views").as("views"),
            eb.fn.sum<number | string>("visits").as("visits"),
          ])
          .where("kind", "=", "page")
          .where("day", ">=", from)
          .where("day", "<=", to)
          .groupBy("day")
          .execute(),
        top("page", from, to, "views"),
        top("source", from, to, "visits"),
        top("campaign", from, to, "visits"),
        top("language", from, to, "visits"),
        top("device", from, to, "visits"),
        contactOrigins(db, since as string, until as string),
      ]);
      const tally = (key: (lead: (typeof leads)[number]) => string | null) => {
        const counts = new Map<string, number>();
        for (const lead of leads) {
          const name = key(lead);
          if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        return counts;
      };
      const leadsByPage = tally((lead) => lead.landing_page);
      const leadsBySource = tally((lead) =>
        lead.landing_page || lead.referrer || lead.utm_source
          ? sourceOf(lead.referrer, lead.utm_source, ownHost)
          : null,
      );
      const leadsByCampaign = tally((lead) => lead.utm_campaign);

      const byDay = new Map(perDay.map((row) => [row.day, row]));
      const days: AnalyticsSummary["days"] = [];
      for (let day = from; day <= to; day = nextDay(day)) {
        const row = byDay.get(day);
        days.push({ day, views: Number(row?.views ?? 0), visitors: Number(row?.visits ?? 0) });
      }
      // a kind's rows with the leads of each key, and the keys that brought leads without visits
      const withLeads = <K extends string>(
        rows: { key: string; visits: number | string }[],
        leadCounts: Map<string, number>,
        name: K,
      ) => {
        const listed = rows.map((row) => ({
          [name]: row.key,
          visits: Number(row.visits),
          leads: leadCounts.get(row.key) ?? 0,
        }));
        const seen = new Set(rows.map((row) => row.key));
        for (const [key, count] of leadCounts) {
          if (!seen.has(key)) listed.push({ [name]: key, visits: 0, leads: count });
        }
        return listed as ({ [P in K]: string } & { visits: number; leads: number })[];
      };
      return {
        from,
        to,
        days,
        pages: pages.map((row) => ({
          path: row.key,
          views: Number(row.views),
          visits: Number(row.visits),
          leads: leadsByPage.get(row.key) ?? 0,
        })),
        sources: withLeads(sources, leadsBySource, "source"),
        campaigns: withLeads(campaigns, leadsByCampaign, "campaign"),
        languages: languages.map((row) => ({ language: row.key, visits: Number(row.visits) })),
        devices: devices
          .filter((row): row is typeof row & { key: Device } => (DEVICES as readonly string[]).includes(row.key))
          .map((row) => ({ device: row.key, visits: Number(row.visits) })),
        totals: {
          views: days.reduce((sum, entry) => sum + entry.views, 0),
          visitors: days.reduce((sum, entry) => sum + entry.visitors, 0),
          leads: leads.length,
        },
      };
    },
  };
}

export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
