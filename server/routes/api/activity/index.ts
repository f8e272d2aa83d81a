import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "../../../../contract/zod.ts";

const ActivityQuerySchema = z.object({
  limit: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z.number().int().min(1).max(50).default(10),
    )
    .catch(10),
});

export type ActivityKind = "contact_received" | "project_created" | "project_updated" | "user_added";

export interface ActivityItem {
  kind: ActivityKind;
  at: string;
  id: number;
  title: string;
  title_vi: string | null;
}

// GET /api/activity: the latest real events for the dashboard, newest first
export default async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/",
    { schema: { tags: ["dashboard"], security: [{ bearerAuth: [] }], querystring: ActivityQuerySchema } },
    async (request) => {
      const { limit } = request.query;
      const [contacts, projects, updated, users] = await Promise.all([
        app.db
          .selectFrom("contact_messages")
          .select(["id", "customer_name", "created_at"])
          .orderBy("created_at", "desc")
          .limit(limit)
          .execute(),
        app.db
          .selectFrom("projects")
          .select(["id", "title", "title_vi", "created_at"])
          .orderBy("created_at", "desc")
          .limit(limit)
          .execute(),
        app.db
          .selectFrom("projects")
          .select(["id", "title", "title_vi", "updated_at"])
          .whereRef("updated_at", ">", "created_at")
          .orderBy("updated_at", "desc")
          .limit(limit)
          .execute(),
        app.db
          .selectFrom("users")
          .select(["id", "user_name", "created_at"])
          .orderBy("created_at", "desc")
          .limit(limit)
          .execute(),
      ]);
      const items: ActivityItem[] = [
        ...contacts.map((row) => ({
          kind: "contact_received" as const,
          at: row.created_at,
          id: row.id,
          title: row.customer_name,
          title_vi: null,
        })),
        ...projects.map((row) => ({
          kind: "project_created" as const,
          at: row.created_at,
          id: row.id,
          title: row.title,
          title_vi: row.title_vi,
        })),
        ...updated.map((row) => ({
          kind: "project_updated" as const,
          at: row.updated_at,
          id: row.id,
          title: row.title,
          title_vi: row.title_vi,
        })),
        ...users.map((row) => ({
          kind: "user_added" as const,
          at: row.created_at,
          id: row.id,
          title: row.user_name,
          title_vi: null,
        })),
      ];
      items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
      return { success: true, activity: items.slice(0, limit) };
    },
  );
}
