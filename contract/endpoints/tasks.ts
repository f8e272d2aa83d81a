import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import {
  TaskCreateSchema,
  TaskListQuerySchema,
  TaskListResponseSchema,
  TaskResponseSchema,
  TaskUpdateSchema,
} from "../tasks.ts";

const tags = ["tasks"];

// a lead's tasks (issue 38): its next steps, each with a due time and an owner, reminded by e-mail
export const taskEndpoints = {
  listForLead: endpoint({
    method: "GET",
    path: "/api/leads/:id/tasks",
    aliases: ["/api/contact/:id/tasks"],
    access: "staff",
    tags,
    summary: "A lead's tasks, open and done, by due time",
    params: IdParamsSchema,
    response: { 200: TaskListResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/leads/:id/tasks",
    aliases: ["/api/contact/:id/tasks"],
    access: "staff",
    tags,
    summary: "A task on a lead: what, when (ahead, within a year) and whose (an active staff member)",
    description: "Its owner is e-mailed at the due time. The lead's timeline records it.",
    params: IdParamsSchema,
    body: TaskCreateSchema,
    response: { 201: TaskResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/tasks/:id",
    access: "staff",
    tags,
    summary: "A task changed, or marked done or open again",
    description:
      "A due time moved must be ahead; moving it sends the reminder again at the new time. Marking it done is recorded in the lead's timeline.",
    params: IdParamsSchema,
    body: TaskUpdateSchema,
    response: { 200: TaskResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/tasks/:id",
    access: "staff",
    tags,
    summary: "A task deleted",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  list: endpoint({
    method: "GET",
    path: "/api/tasks",
    access: "staff",
    tags,
    summary: "Tasks across the leads: one's own or everyone's, open ones by when they are due",
    query: TaskListQuerySchema,
    response: { 200: TaskListResponseSchema },
  }),
};
