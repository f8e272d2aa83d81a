import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { AuditAction, AuditEntityType } from "../../contract/audit.ts";
import type {
  ContactStatus,
  Language,
  LeadStage,
  ProjectStatus,
  UserRole,
  UserStatus,
} from "../../contract/constants.ts";
import type { QuoteFileType, QuoteService } from "../../contract/quote-options.ts";

// one declaration per table (SPEC.md section 3); timestamps are ISO 8601 strings on both databases

// set by the database; only seeding and imports pass an explicit value
type CreatedAt = ColumnType<string, string | undefined, never>;
type Timestamp = ColumnType<string, string | undefined, string>;

export interface ContactMessagesTable {
  id: Generated<number>;
  customer_name: string;
  email: string;
  phone_number: string | null;
  message: string;
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>;
  created_at: CreatedAt;
  // the privacy policy the visitor accepted (its version) and when; null before the form asked
  privacy_version: string | null;
  consented_at: ColumnType<string | null, string | null | undefined, string | null>;
  // the message as a lead (migration 0022): its stage, owner (a user), next step's day
  // (YYYY-MM-DD) and estimated value in VND
  stage: ColumnType<LeadStage, LeadStage | undefined, LeadStage>;
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  next_action_on: ColumnType<string | null, string | null | undefined, string | null>;
  value_vnd: ColumnType<number | null, number | null | undefined, number | null>;
  // the Message-ID of the first reply staff sent from the back office (migration 0023): later
  // replies name it so that the visitor's mail program threads them
  thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  // a request for a quote (migration 0027): null on a plain message
  company: ColumnType<string | null, string | null | undefined, string | null>;
  tax_code: ColumnType<string | null, string | null | undefined, string | null>;
  province: ColumnType<string | null, string | null | undefined, string | null>;
  service: ColumnType<QuoteService | null, QuoteService | null | undefined, QuoteService | null>;
  voltage: ColumnType<string | null, string | null | undefined, string | null>;
  project_timeline: ColumnType<string | null, string | null | undefined, string | null>;
  // where the lead came from (migration 0028; contract/attribution.ts)
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  referrer: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  // the address the enquiry came from (migration 0040), beside `email`, which staff may correct:
  // a reply to another address needs an Admin; null: stored by an older instance, as received
  received_email: ColumnType<string | null, string | null | undefined, string | null>;
  // its company and person (migration 0045); null: not linked (yet)
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
  person_id: ColumnType<number | null, number | null | undefined, number | null>;
}

// a customer company (migration 0045): `name_key` (its name folded, without its legal form) and
// `search_text` are written with it (lib/company-matching.ts)
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  tax_code: string | null;
  province: string | null;
  address: string | null;
  website: string | null;
  industry: string | null;
  email_domain: string | null;
  notes: string | null;
  name_key: string | null;
  search_text: string;
  created_at: CreatedAt;
  updated_at: ColumnType<string, string | undefined, string>;
}

// a person of a customer (migration 0045): e-mail in lower case, phone's digits as `phone_key`
export interface PeopleTable {
  id: Generated<number>;
  company_id: number | null;
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  phone_key: string | null;
  search_text: string;
  created_at: CreatedAt;
  updated_at: ColumnType<string, string | undefined, string>;
}

// the files sent with a request for a quote, in the database (migration 0027)
export interface ContactAttachmentsTable {
  id: Generated<number>;
  contact_id: number;
  name: string;
  type: QuoteFileType;
  bytes: number;
  data: Buffer;
  created_at: CreatedAt;
}

// an old address of the site and where it goes now (migration 0030)
export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  to_target: string;
  status: 301 | 302;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export type Redirect = Selectable<RedirectsTable>;

// the addresses that answered 404 (migration 0031): the top 1 000 by hits, and the totals (one row)
export interface NotFoundPathsTable {
  path: string;
  // bigint: a string on PostgreSQL, a number on SQLite (read through Number())
  hits: ColumnType<number | string, number, number>;
  bot_hits: ColumnType<number | string, number, number>;
  first_seen: string;
  last_seen: string;
  referrer: string | null;
}
export interface NotFoundTotalsTable {
  id: number;
  hits: ColumnType<number | string, number, number>;
  bot_hits: ColumnType<number | string, number, number>;
}

// an image of the media library (migration 0034), and where it is used
export interface MediaTable {
  id: Generated<number>;
  path: string;
  name: ColumnType<string, string | undefined, string>;
  width: number;
  height: number;
  bytes: number;
  // JSON: [{ width, path }]
  variants: string;
  alt: string | null;
  alt_vi: string | null;
  search_text: ColumnType<string, string | undefined, string>;
  uploaded_by: number | null;
  created_at: CreatedAt;
}
export type MediaRow = Selectable<MediaTable>;
export interface MediaUsesTable {
  media_id: number;
  owner_type: string;
  owner_id: string;
  label: string;
  label_vi: string;
}

// what the site brings (migration 0035): a day's (or, after 25 months, a month's) counts per kind
// of key — page, source, campaign, language, device
export interface AnalyticsDailyTable {
  day: string;
  kind: AnalyticsKind;
  key: string;
  // bigint: a string on PostgreSQL, a number on SQLite (read through Number())
  views: ColumnType<number | string, number, number>;
  visits: ColumnType<number | string, number, number>;
}
export type AnalyticsKind = "page" | "source" | "campaign" | "language" | "device";
export interface AnalyticsMonthlyTable {
  month: string;
  kind: AnalyticsKind;
  key: string;
  views: ColumnType<number | string, number, number>;
  visits: ColumnType<number | string, number, number>;
}

// a job that runs once a period on one instance: when it runs next (migration 0025)
export interface JobLeasesTable {
  name: string;
  next_run_at: string;
}

// what happens to a lead, in order (migration 0023): notes, stage and owner changes, replies, and
// the files a request for a quote came with (user_id null: the visitor)
export type LeadEventKind = "note" | "stage" | "assignee" | "reply" | "files";
export interface LeadEventsTable {
  id: Generated<number>;
  contact_id: number;
  kind: LeadEventKind;
  // the staff member; null when the user was deleted since
  user_id: number | null;
  // a note's text, a reply's body
  body: string | null;
  // JSON: a change's { from, to }, a reply's { subject }
  data: string | null;
  // a reply's e-mail in the outbox; null once the outbox deleted it after sending
  outbox_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

// a lead's task (migration 0044): what, when (UTC, ISO 8601), whose; done or not; its reminder sent
export interface LeadTasksTable {
  id: Generated<number>;
  contact_id: number;
  title: string;
  due_at: string;
  // null: unassigned (the owner was deleted since)
  assignee_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  done_at: ColumnType<string | null, string | null | undefined, string | null>;
  reminded_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  login_name: string;
  user_name: string;
  // an argon2id hash, never the password itself
  password_hash: string;
  role: UserRole;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  // bumped on password change or deactivation so that older tokens stop working
  token_version: ColumnType<number, number | undefined, number>;
  login_timestamp: string | null;
  created_at: CreatedAt;
  // two-factor sign-in (migration 0015): the authenticator secret, encrypted (set: it is on);
  // the one being set up; the last 30-second step a code was accepted for
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending: ColumnType<string | null, string | null | undefined, string | null>;
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  // wrong codes in a row, whatever the address (migration 0018); at 10 the code step closes until
  // totp_locked_until (recovery codes still work)
  totp_failures: ColumnType<number, number | undefined, number>;
  totp_locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  // where a lead assigned to them is announced (migration 0026); null: no e-mail
  email: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  // an Argon2id hash of the code without its dashes, in lower case (sha256 hex for codes made
  // before migration 0018)
  code_hash: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export type TwoFactorRequirement = "none" | "super_admins" | "all";
export interface SecurityPolicyTable {
  id: number;
  // kept in step with two_factor_required, for a previous version started on this database
  two_factor_for_super_admins: number;
  // who must use two-factor sign-in (migration 0018)
  two_factor_required: ColumnType<TwoFactorRequirement, TwoFactorRequirement | undefined, TwoFactorRequirement>;
  updated_at: string | null;
}

export interface ProjectsTable {
  id: Generated<number>;
  title: string;
  title_vi: string;
  location: string;
  location_vi: string;
  description: string | null;
  description_vi: string | null;
  services_provided: string;
  services_provided_vi: string;
  status: ColumnType<ProjectStatus, ProjectStatus | undefined, ProjectStatus>;
  display_order: ColumnType<number, number | undefined, number>;
  image_path: string | null;
  // the image's alt text; empty: the title stands for it
  image_alt: string | null;
  image_alt_vi: string | null;
  // the project's URL segment (/projects/{slug}), from its Vietnamese title, unique; a row
  // inserted without one gets "du-an-{id}" from the database (migration 0009)
  slug: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// the slugs a project had before; each answers 301 to the project's current page
export interface ProjectSlugHistoryTable {
  slug: string;
  project_id: number;
  created_at: CreatedAt;
}

// the slugs a news item had before; each answers 301 to the item's current page (migration 0019)
export interface NewsSlugHistoryTable {
  slug: string;
  news_id: number;
  created_at: CreatedAt;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  name_vi: string;
  description: string | null;
  description_vi: string | null;
  created_at: CreatedAt;
}

export interface ToolsCompaniesTable extends CategoryTable {
  logo_path: string | null;
}

export interface ToolsTable extends CategoryTable {
  tools_categories_id: number;
  tools_companies_id: number;
  logo_path: string | null;
}

export interface LoginFailuresTable {
  login_key: string;
  failures: number;
  first_failed_at: string;
  locked_until: string | null;
}

// written once, never changed: no column can be set by an update (the database refuses it too)
type Fixed<T> = ColumnType<T, T, never>;

export interface AuditLogTable {
  id: Generated<number>;
  created_at: ColumnType<string, string | undefined, never>;
  actor_id: Fixed<number | null>;
  // the person's name at the time of the action
  actor_name: Fixed<string | null>;
  action: Fixed<AuditAction>;
  entity_type: Fixed<AuditEntityType>;
  entity_id: Fixed<number | null>;
  label: Fixed<string | null>;
  label_vi: Fixed<string | null>;
  // JSON of AuditDetails (server/services/audit-log.ts)
  details: Fixed<string>;
  ip: Fixed<string | null>;
}

// the certificates of the home carousel and the /about gallery (migration 0011)
export interface CertificatesTable {
  id: Generated<number>;
  title: string;
  title_vi: string;
  issuer: string | null;
  issuer_vi: string | null;
  // YYYY-MM-DD; null: no end
  valid_until: string | null;
  display_order: ColumnType<number, number | undefined, number>;
  visible: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  image_path: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// news: the home page's latest, /news and /news/{slug} (migration 0012)
export interface NewsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  title_vi: string;
  summary: string;
  summary_vi: string;
  body: string;
  body_vi: string;
  // YYYY-MM-DD
  published_on: string;
  image_path: string | null;
  published: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// an e-mail to send, written in the transaction of the event it tells about, sent by the outbox
// worker (server/services/email-outbox.ts; migration 0013)
export type OutboxStatus = "waiting" | "sent" | "failed";
export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  // JSON array of addresses
  recipients: string;
  subject: string;
  body_text: string;
  reply_to: string | null;
  contact_message_id: number | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<string, string | undefined, never>;
  // the next try; while a worker sends the row, the end of its lease
  next_attempt_at: Timestamp;
  last_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  // JSON of { messageId, inReplyTo?, references? } (migration 0023): a reply to a visitor
  headers: ColumnType<string | null, string | null | undefined, string | null>;
}

// the company's settings: one row, id 1 (migration 0010)
export interface SettingsTable {
  id: number;
  // JSON of CompanySettings (contract/company.ts)
  data: string;
  updated_at: string | null;
  updated_by: string | null;
}

// uploaded images when UPLOADS_STORE=database (migration 0014): one row per file, keyed by the
// path under /uploads/; bytes come back as a Buffer from PostgreSQL, a Uint8Array from SQLite
export interface UploadsTable {
  key: string;
  content_type: string;
  size: number;
  bytes: Uint8Array;
  // also the file's Last-Modified; a file saved again under its key takes the new time
  created_at: ColumnType<string, string | undefined, string>;
}

// what the installation has done once (migration 0016): the demo content of a first start
export interface InstallationTable {
  id: number;
  demo_content: "pending" | "done";
  demo_content_at: string | null;
}

// staff sessions (migration 0017): each login, until it ends
export type SessionEndReason = "logout" | "everywhere" | "ended-by-admin" | "password" | "idle" | "two-factor-reset";
export interface UserSessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  end_reason: SessionEndReason | null;
}

// a staff member invited by e-mail, until they accept (migration 0041): the link's token only as
// its SHA-256 hash; the e-mail address in lower case, one pending invitation each
export interface StaffInvitationsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  login_name: string;
  user_name: string;
  role: UserRole;
  invited_by: number | null;
  outbox_id: number | null;
  created_at: CreatedAt;
  expires_at: string;
}

// the public pages' words (migration 0021): each page's document as published, its draft and when
// the draft goes live by itself; JSON text, checked by contract/pages/
export interface PagesTable {
  key: string;
  published: string;
  published_at: ColumnType<string, string | undefined, string>;
  draft: string | null;
  draft_updated_at: string | null;
  draft_updated_by: number | null;
  publish_at: string | null;
  scheduled_by: number | null;
}

// every published version of a page, and every saved version of a news item or a project
// (migration 0021), whole
export interface ContentVersionsTable {
  id: Generated<number>;
  entity_type: "page" | "news" | "project";
  entity_key: string;
  document: string;
  fields: string;
  actor_id: number | null;
  actor_name: string | null;
  created_at: CreatedAt;
}

export interface Database {
  pages: PagesTable;
  content_versions: ContentVersionsTable;
  redirects: RedirectsTable;
  not_found_paths: NotFoundPathsTable;
  not_found_totals: NotFoundTotalsTable;
  media: MediaTable;
  media_uses: MediaUsesTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_monthly: AnalyticsMonthlyTable;
  user_sessions: UserSessionsTable;
  installation: InstallationTable;
  user_recovery_codes: UserRecoveryCodesTable;
  security_policy: SecurityPolicyTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  certificates: CertificatesTable;
  news: NewsTable;
  news_slug_history: NewsSlugHistoryTable;
  audit_log: AuditLogTable;
  login_failures: LoginFailuresTable;
  contact_messages: ContactMessagesTable;
  email_outbox: EmailOutboxTable;
  lead_events: LeadEventsTable;
  contact_attachments: ContactAttachmentsTable;
  lead_tasks: LeadTasksTable;
  companies: CompaniesTable;
  people: PeopleTable;
  job_leases: JobLeasesTable;
  users: UsersTable;
  staff_invitations: StaffInvitationsTable;
  projects: ProjectsTable;
  project_slug_history: ProjectSlugHistoryTable;
  business_categories: CategoryTable;
  tools_categories: CategoryTable;
  tools_companies: ToolsCompaniesTable;
  tools: ToolsTable;
}

export type PageRow = Selectable<PagesTable>;
export type ContentVersion = Selectable<ContentVersionsTable>;
export type ContactMessage = Selectable<ContactMessagesTable>;
export type Company = Selectable<CompaniesTable>;
export type Person = Selectable<PeopleTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type OutboxEmail = Selectable<EmailOutboxTable>;
export type NewOutboxEmail = Insertable<EmailOutboxTable>;
export type LeadEvent = Selectable<LeadEventsTable>;
export type User = Selectable<UsersTable>;
export type StaffInvitation = Selectable<StaffInvitationsTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
export type Category = Selectable<CategoryTable>;
export type NewCategory = Insertable<CategoryTable>;
export type ToolsCompany = Selectable<ToolsCompaniesTable>;
export type NewToolsCompany = Insertable<ToolsCompaniesTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
export type Certificate = Selectable<CertificatesTable>;
export type News = Selectable<NewsTable>;
export type Tool = Selectable<ToolsTable>;
export type NewTool = Insertable<ToolsTable>;
