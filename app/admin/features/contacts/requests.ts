import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import type { Api, ContactFilter, ContactPage } from "./types.ts";

// every call this screen makes to the contact API, typed once

export function fetchContactPage(
  api: Api,
  {
    page,
    limit,
    filter = "all",
    search = "",
  }: { page: number; limit: number; filter?: ContactFilter; search?: string },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filter !== "all") params.set("status", String(filter === "read" ? CONTACT_STATUS.READ : CONTACT_STATUS.UNREAD));
  if (search) params.set("search", search);
  return api<ContactPage>(`/api/contact?${params}`, { signal });
}
