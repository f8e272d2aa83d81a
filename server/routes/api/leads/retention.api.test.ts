import { describe, expect, it } from "vitest";
import { jobLeaseRepository } from "../../../repositories/job-leases.ts";
import { LEAD_RETENTION_JOB, monthsBefore } from "../../../services/lead-retention.ts";
import { waitFor } from "../../../test-support/smtp.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, testDialect } from "../../../test-support/test-app.ts";

// the leads are kept CONTACT_RETENTION_MONTHS (Law 91/2025/QH15, the privacy policy), then deleted
// with their timeline and e-mails by a job that runs once a day on one instance; a Super Admin
// erases everything about one e-mail address at once. The trail says how many, never whom.

const monthsAgo = (months: number) => monthsBefore(new Date(), months).toISOString();

describe(`the leads' retention (${testDialect})`, () => {
  it("deletes the leads older than the keeping time, with their timeline and e-mails, once, and says how many", async () => {
    const t = await createTestApp({ CONTACT_RETENTION_MONTHS: "24" }, undefined, { retentionPollMs: 50 });
    try {
      // a lead with a note and an e-mail, in one transaction (the job may run meanwhile)
      const insert = (created_at: string, name: string) =>
        t.db.transaction().execute(async (trx) => {
          // its person, last changed when the lead came (people outlive no lead of theirs)
          const person = await trx
            .insertInto("people")
            .values({ name, email: `${name}@nhamay.vn`, search_text: name, created_at, updated_at: created_at })
            .returning("id")
            .executeTakeFirstOrThrow();
          const row = await trx
            .insertInto("contact_messages")
            .values({
              customer_name: name,
              email: `${name}@nhamay.vn`,
              message: "Báo giá",
              created_at,
              person_id: person.id,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx
            .insertInto("lead_events")
            .values({ contact_id: row.id, kind: "note", user_id: null, body: "Ghi chú" })
            .execute();
          await trx
            .insertInto("email_outbox")
            .values({ kind: "lead_reply", recipients: "[]", subject: "s", body_text: "b", contact_message_id: row.id })
            .execute();
          return row.id;
        });
      // the job runs on start-up (before these are in, or after): then the day's run, made due
      // now, finds them
      const old = await insert(monthsAgo(25), "cu");
      const recent = await insert(monthsAgo(23), "moi");
      await t.db
        .updateTable("job_leases")
        .set({ next_run_at: new Date(0).toISOString() })
        .execute();

      await waitFor(async () => {
        const left = await t.db.selectFrom("contact_messages").select("id").execute();
        return left.length === 1 ? true : undefined;
      });
      const left = await t.db.selectFrom("contact_messages").select("id").execute();
      expect(left.map((row) => row.id)).toEqual([recent]);
      const events = await t.db.selectFrom("lead_events").select("contact_id").execute();
      expect(events.map((row) => row.contact_id)).toEqual([recent]);
      const mails = await t.db.selectFrom("email_outbox").select("contact_message_id").execute();
      expect(mails.map((row) => row.contact_message_id)).toEqual([recent]);
      // the old lead's person went with it (the same run); the recent one's stays
      await waitFor(async () =>
        (await t.db.selectFrom("people").select("name").execute()).length === 1 ? true : undefined,
      );
      expect(await t.db.selectFrom("people").select("name").execute()).toEqual([{ name: "moi" }]);
      expect(old).not.toBe(recent);

      const entry = await t.db
        .selectFrom("audit_log")
        .selectAll()
        .where("entity_type", "=", "contact")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: "delete", actor_id: null, label: null, entity_id: null });
      expect(JSON.parse(entry.details)).toEqual({ fields: ["retention"], values: {}, count: 1 });
      expect(JSON.stringify(entry)).not.toContain("cu@nhamay.vn");

      // the next run is a day later
      // (its own lease: the other jobs' were made due above too, and some run more often)
      const lease = await t.db
        .selectFrom("job_leases")
        .selectAll()
        .where("name", "=", LEAD_RETENTION_JOB)
        .executeTakeFirstOrThrow();
      expect(Date.parse(lease.next_run_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    } finally {
      await t.close();
    }
  });

  it("gives each day's run to one claimant, however many ask at once", async () => {
    const t = await createTestApp();
    try {
      const leases = jobLeaseRepository(t.db);
      const now = new Date();
      const claims = await Promise.all(Array.from({ length: 6 }, () => leases.claim("test_job", now, 86_400_000)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await leases.claim("test_job", new Date(now.getTime() + 3_600_000), 86_400_000)).toBe(false);
      expect(await leases.claim("test_job", new Date(now.getTime() + 86_400_000), 86_400_000)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("counts months on the calendar", () => {
    expect(monthsBefore(new Date("2026-11-26T05:00:00Z"), 24).toISOString()).toBe("2024-11-26T05:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe(`erasing a person (${testDialect})`, () => {
  const t = appWithStaff({ boss: { role: 2 }, admin: { role: 1 }, seller: { role: 3 } });

  it("deletes every message from one address, whatever its case, for a Super Admin only, and the trail keeps no trace of it", async () => {
    for (const email of ["Hoa.Nguyen@NhaMay.vn", "hoa.nguyen@nhamay.vn", "khac@nhamay.vn"]) {
      await t.db
        .insertInto("contact_messages")
        .values({ customer_name: "Nguyễn Thị Hoa", email, message: `Báo giá ${email}` })
        .execute();
    }
    const url = `/api/leads/person?email=${encodeURIComponent(" hoa.nguyen@nhamay.vn ")}`;
    for (const role of ["admin", "seller"] as const) {
      const refused = await t.app.inject({ method: "DELETE", url, headers: bearer(t.tokens[role]) });
      expect(refused.statusCode).toBe(403);
    }
    const bad = await t.app.inject({
      method: "DELETE",
      url: "/api/leads/person?email=not-an-address",
      headers: bearer(t.tokens.boss),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("querystring.email");

    const erased = await t.app.inject({ method: "DELETE", url, headers: bearer(t.tokens.boss) });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: 2, message: "Erased 2 messages from this address." });
    const left = await t.db.selectFrom("contact_messages").select("email").execute();
    expect(left.map((row) => row.email)).toEqual(["khac@nhamay.vn"]);

    const trail = await t.db.selectFrom("audit_log").selectAll().where("entity_type", "=", "contact").execute();
    expect(trail.at(-1)).toMatchObject({ action: "delete", entity_id: null, label: null });
    expect(JSON.parse(trail.at(-1)?.details ?? "{}")).toMatchObject({ fields: ["erased"], count: 2 });
    expect(JSON.stringify(trail).toLowerCase()).not.toContain("hoa.nguyen");
  });
});
