import type { z } from "zod";
import type { LeadStage } from "../../../../contract/constants.ts";
import type {
  ApiContact,
  ContactListResponseSchema,
  ContactStatsResponseSchema,
} from "../../../../contract/contact.ts";

// the contact API's answers, as their schemas in contract/contact.ts say
export type ContactMessage = ApiContact;
export type ContactStats = z.infer<typeof ContactStatsResponseSchema>["stats"];
export type ContactPage = Pick<
  z.infer<typeof ContactListResponseSchema>,
  "contacts" | "pagination" | "value_vnd_total"
>;
// a lead as the list shows it: with when it came to its stage and its next open task
export type ListedLead = ContactPage["contacts"][number];

export type ContactFilter = "all" | "unread" | "read";

// the lead filters: a stage, an owner (a user's id, or nobody's), overdue only
export interface LeadFilter {
  stage: LeadStage | "all";
  assignee: number | "none" | "all";
  overdue: boolean;
}
export const ANY_LEAD: LeadFilter = { stage: "all", assignee: "all", overdue: false };
export const isAnyLead = (lead: LeadFilter) => lead.stage === "all" && lead.assignee === "all" && !lead.overdue;
