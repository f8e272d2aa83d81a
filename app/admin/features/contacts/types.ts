import type { z } from "zod";
import type {
  ApiContact,
  ContactListResponseSchema,
  ContactStatsResponseSchema,
} from "../../../../contract/contact.ts";

// the contact API's answers, as their schemas in contract/contact.ts say
export type ContactMessage = ApiContact;
export type ContactStats = z.infer<typeof ContactStatsResponseSchema>["stats"];
export type ContactPage = Pick<z.infer<typeof ContactListResponseSchema>, "contacts" | "pagination">;

export type ContactFilter = "all" | "unread" | "read";
