import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import type { ContactFilter } from "./types.ts";

// the address of one read of the contact list: the first `limit` messages of a filter and search
export function contactListPath({
  limit,
  filter = "all",
  search = "",
}: {
  limit: number;
  filter?: ContactFilter;
  search?: string;
}): string {
  const params = new URLSearchParams({ page: "1", limit: String(limit) });
  if (filter !== "all") params.set("status", String(filter === "read" ? CONTACT_STATUS.READ : CONTACT_STATUS.UNREAD));
  if (search) params.set("search", search);
  return `/api/contact?${params}`;
}
