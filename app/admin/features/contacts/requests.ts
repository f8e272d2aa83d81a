import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import { ANY_LEAD, type ContactFilter, type LeadFilter } from "./types.ts";

// the query of a filter and search: read/unread, the lead's stage, owner and overdue, the words
export function contactQuery({
  filter = "all",
  search = "",
  lead = ANY_LEAD,
}: {
  filter?: ContactFilter;
  search?: string;
  lead?: LeadFilter;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", String(filter === "read" ? CONTACT_STATUS.READ : CONTACT_STATUS.UNREAD));
  if (lead.stage !== "all") params.set("stage", lead.stage);
  if (lead.assignee !== "all") params.set("assignee", String(lead.assignee));
  if (lead.overdue) params.set("overdue", "true");
  if (search) params.set("search", search);
  return params;
}

// the address of one read of the contact list: the first `limit` messages of a filter and search
export function contactListPath({
  limit,
  ...selection
}: {
  limit: number;
  filter?: ContactFilter;
  search?: string;
  lead?: LeadFilter;
}): string {
  const params = new URLSearchParams({ page: "1", limit: String(limit) });
  for (const [name, value] of contactQuery(selection)) params.set(name, value);
  return `/api/contact?${params}`;
}

// GET /api/contact/assignees: the staff a lead can be given to
export type Assignee = { id: number; user_name: string };
export const readAssignees = (body: { assignees?: Assignee[] }) =>
  Array.isArray(body.assignees) ? body.assignees : undefined;
