import type { Db } from "../db/connect.ts";

// rows for tests that write straight into the database

// a project with only what its table requires
export const bareProject = {
  title: "T",
  title_vi: "T",
  location: "L",
  location_vi: "L",
  services_provided: "S",
  services_provided_vi: "S",
  description: null,
  description_vi: null,
  image_path: null,
};

// the columns of a contact message: the spec's, the consent (0020), the lead's (0022) and its
// replies' thread (0023), the quote (0027), where it came from (0028) and the address it came
// from (0040);
// PostgreSQL adds the search index's search_text, never part of an answer
export const CONTACT_MESSAGE_COLUMNS = [
  "assignee_id",
  "company",
  "company_id",
  "consented_at",
  "created_at",
  "customer_name",
  "email",
  "id",
  "landing_page",
  "language",
  "message",
  "next_action_on",
  "person_id",
  "phone_number",
  "privacy_version",
  "project_timeline",
  "province",
  "received_email",
  "referrer",
  "service",
  "stage",
  "status",
  "tax_code",
  "thread_id",
  "utm_campaign",
  "utm_medium",
  "utm_source",
  "value_vnd",
  "voltage",
];

// how many rows a table holds now (a test's "and nothing was stored")
export async function countRows(db: Db, table: "contact_messages" | "news" | "not_found_paths"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
