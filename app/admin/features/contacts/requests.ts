import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import type { Answer } from "../../../../contract/endpoint.ts";
import type { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { type ApiCall, api } from "../../lib/api.ts";
import { ANY_LEAD, type ContactFilter, type LeadFilter } from "./types.ts";

// the query of a filter and search: read/unread, the lead's stage, owner and overdue, the words
// (what is not set is left out of the address)
export function contactQuery({
  filter = "all",
  search = "",
  lead = ANY_LEAD,
}: {
  filter?: ContactFilter;
  search?: string;
  lead?: LeadFilter;
}) {
  return {
    status: filter === "all" ? undefined : filter === "read" ? CONTACT_STATUS.READ : CONTACT_STATUS.UNREAD,
    stage: lead.stage === "all" ? undefined : lead.stage,
    assignee: lead.assignee === "all" ? undefined : lead.assignee,
    overdue: lead.overdue ? (true as const) : undefined,
    search: search || undefined,
  };
}

// the query of one read of the lead list: the first `limit` leads of a filter and search
export function contactListQuery({
  limit,
  ...selection
}: {
  limit: number;
  filter?: ContactFilter;
  search?: string;
  lead?: LeadFilter;
}) {
  return { page: 1, limit, ...contactQuery(selection) };
}

// that read (GET /api/leads)
export const contactListCall = (selection: Parameters<typeof contactListQuery>[0]): ApiCall<LeadPage> =>
  api.leads.list(contactListQuery(selection));
type LeadPage = Answer<typeof leadEndpoints.list>;

// the staff a lead can be given to (GET /api/leads/assignees)
export type Assignee = Answer<typeof leadEndpoints.assignees>["assignees"][number];
export const readAssignees = (body: Answer<typeof leadEndpoints.assignees>) => body.assignees;
