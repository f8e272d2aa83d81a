import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { taskEndpoints } from "../../../../contract/endpoints/tasks.ts";
import { TASK_DUE_MAX_DAYS, type Task } from "../../../../contract/tasks.ts";
import { formatDateTime, VIETNAM_OFFSET, vietnamDay } from "../../../../contract/vietnam-time.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { leadTaskRepository, type TaskRow } from "../../../repositories/lead-tasks.ts";
import { found } from "../answers.ts";
import { route, servedAt } from "../endpoints.ts";
import { leadWork } from "../leads/shared.ts";

const DAY_MS = 24 * 3600 * 1000;

// a task as the API answers it
const apiTask = (task: TaskRow, now = Date.now()): Task => ({
  ...task,
  overdue: task.done_at === null && Date.parse(task.due_at) < now,
});

// a due time as stored (UTC, ISO 8601), refused on `due_at` unless it is ahead and within a year
function dueInstant(value: string): string {
  const due = Date.parse(value);
  const now = Date.now();
  if (due <= now || due > now + TASK_DUE_MAX_DAYS * DAY_MS) {
    throw new HttpError(400, "tasks.pastDue", { errors: [{ key: "tasks.pastDue", path: "due_at" }] });
  }
  return new Date(due).toISOString();
}

// the start of Vietnam's day `days` after today, as an instant
const vietnamDayStart = (days: number, now = new Date()) =>
  new Date(Date.parse(`${vietnamDay(now)}T00:00:00${VIETNAM_OFFSET}`) + days * DAY_MS).toISOString();

// the lead's tasks: listed, added, changed, marked done, deleted; and everyone's or one's own
// across the leads. A Sales member changes only the tasks they own or wrote, and lists only theirs
export default async function taskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contacts, findContact, worked } = leadWork(app);
  const tasks = leadTaskRepository(app.db);
  const isSales = (request: FastifyRequest) => request.admin.role === USER_ROLE.SALES;
  const assignable = async (id: number) => {
    if (!(await contacts.isAssignable(id))) {
      throw new HttpError(400, "tasks.assignee", { errors: [{ key: "tasks.assignee", path: "assignee_id" }] });
    }
  };
  // a task the caller may change, or 404/403
  const ownTask = async (request: FastifyRequest, id: number) => {
    const task = found(await tasks.find(id), "tasks.notFound");
    if (isSales(request) && task.assignee_id !== request.admin.id && task.created_by !== request.admin.id) {
      throw new HttpError(403, "tasks.notYours");
    }
    return task;
  };
  // the trail names the lead and says a task changed: never its words (they may name a person)
  const config = { changes: [], audit: { type: "contact", action: "update" } } as const;

  for (const at of servedAt(taskEndpoints.listForLead)) {
    app.route({
      ...route(app, taskEndpoints.listForLead, { at }),
      handler: async (request) => {
        await findContact(request.params.id);
        const now = Date.now();
        return {
          success: true as const,
          tasks: (await tasks.forLead(request.params.id)).map((task) => apiTask(task, now)),
        };
      },
    });
  }

  for (const at of servedAt(taskEndpoints.create)) {
    app.route({
      ...route(app, taskEndpoints.create, { at, config }),
      handler: async (request, reply) => {
        const { id } = request.params;
        await findContact(id);
        const due_at = dueInstant(request.body.due_at);
        await assignable(request.body.assignee_id);
        request.audit({ entityId: id, label: null, labelVi: null, fields: { task: true } });
        const task = await tasks.create(
          { contact_id: id, title: request.body.title, due_at, assignee_id: request.body.assignee_id },
          request.admin.id,
          formatDateTime(due_at, "vi"),
        );
        await worked(id);
        reply.status(201);
        return { success: true as const, message: translate(request, "tasks.added"), task: apiTask(task) };
      },
    });
  }

  app.route({
    ...route(app, taskEndpoints.update, { config }),
    handler: async (request) => {
      const before = await ownTask(request, request.params.id);
      const { title, due_at, assignee_id, done } = request.body;
      if (assignee_id !== undefined && assignee_id !== before.assignee_id) await assignable(assignee_id);
      request.audit({ entityId: before.contact_id, label: null, labelVi: null, fields: { task: true } });
      const changes = {
        ...(title !== undefined ? { title } : {}),
        ...(due_at !== undefined ? { due_at: dueInstant(due_at) } : {}),
        ...(assignee_id !== undefined ? { assignee_id } : {}),
        ...(done !== undefined && done !== (before.done_at !== null)
          ? { done_at: done ? new Date().toISOString() : null }
          : {}),
      };
      const task = found(await tasks.update(before.id, changes, request.admin.id), "tasks.notFound");
      await worked(task.contact_id);
      const message = "done_at" in changes ? (changes.done_at ? "tasks.done" : "tasks.reopened") : "tasks.updated";
      return { success: true as const, message: translate(request, message), task: apiTask(task) };
    },
  });

  app.route({
    ...route(app, taskEndpoints.remove, { config: { ...config, audit: { type: "contact", action: "update" } } }),
    handler: async (request) => {
      const task = await ownTask(request, request.params.id);
      request.audit({ entityId: task.contact_id, label: null, labelVi: null, fields: { task: "deleted" } });
      found((await tasks.remove(task.id)) || undefined, "tasks.notFound");
      return { success: true as const, message: translate(request, "tasks.deleted") };
    },
  });

  app.route({
    ...route(app, taskEndpoints.list),
    handler: async (request) => {
      const { mine, due } = request.query;
      const now = new Date();
      const windows = {
        overdue: { before: now.toISOString() },
        today: { from: now.toISOString(), before: vietnamDayStart(1, now) },
        week: { from: vietnamDayStart(1, now), before: vietnamDayStart(8, now) },
      } as const;
      const rows = await tasks.list({
        ...(mine || isSales(request) ? { assigneeId: request.admin.id } : {}),
        ...(due ? { open: windows[due] } : {}),
      });
      return { success: true as const, tasks: rows.map((task) => apiTask(task, now.getTime())) };
    },
  });
}
