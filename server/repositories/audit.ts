import type { AuditAction, AuditEntityType } from "../../contract/audit.ts";
import type { Db } from "../db/connect.ts";
import type { AuditLogRow, NewAuditLogRow } from "../db/database.ts";

// the audit trail: an entry written (by the API's audit hook alone, services/audit-log.ts, which
// makes it), and read newest first. The database refuses to change or delete entries.

// what the trail is filtered by: who, which record, what, and when (since included, until not)
export type AuditFilter = {
  actorId?: number;
  entityType?: AuditEntityType;
  entityId?: number;
  action?: AuditAction;
  since?: string;
  until?: string;
};

export function auditRepository(db: Db) {
  const newest = () => db.selectFrom("audit_log").orderBy("created_at", "desc").orderBy("id", "desc");

  return {
    async write(entry: NewAuditLogRow): Promise<void> {
      await db.insertInto("audit_log").values(entry).execute();
    },

    // one page of the entries the filter selects, and how many it selects
    async page(filter: AuditFilter, page: number, limit: number): Promise<{ rows: AuditLogRow[]; total: number }> {
      let query = db.selectFrom("audit_log");
      if (filter.actorId !== undefined) query = query.where("actor_id", "=", filter.actorId);
      if (filter.entityType !== undefined) query = query.where("entity_type", "=", filter.entityType);
      if (filter.entityId !== undefined) query = query.where("entity_id", "=", filter.entityId);
      if (filter.action !== undefined) query = query.where("action", "=", filter.action);
      if (filter.since !== undefined) query = query.where("created_at", ">=", filter.since);
      if (filter.until !== undefined) query = query.where("created_at", "<", filter.until);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },

    // everyone the trail names, with the latest name each had (the last time it was written)
    async people(): Promise<{ id: number; user_name: string }[]> {
      const rows = await db
        .selectFrom("audit_log")
        .select((eb) => ["actor_id", "actor_name", eb.fn.max("created_at").as("last")])
        .where("actor_id", "is not", null)
        .where("actor_name", "is not", null)
        .groupBy(["actor_id", "actor_name"])
        .execute();
      const latest = new Map<number, { name: string; last: string }>();
      for (const row of rows) {
        if (row.actor_id === null || row.actor_name === null) continue;
        const last = String(row.last);
        const known = latest.get(row.actor_id);
        if (!known || known.last < last) latest.set(row.actor_id, { name: row.actor_name, last });
      }
      return [...latest.entries()].map(([id, { name }]) => ({ id, user_name: name }));
    },

    // the latest things staff did, logins left out (the dashboard's activity)
    latestActions: (limit: number): Promise<AuditLogRow[]> =>
      newest().selectAll().where("action", "not in", ["login", "login_failed"]).limit(limit).execute(),
  };
}
