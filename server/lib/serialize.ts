import { CONTACT_STATUS, PROJECT_STATUS, USER_ROLE, USER_STATUS } from "../../contract/constants.ts";
import type { ContactMessage, Project, User } from "../db/database.ts";

// the shapes the API sends; a user never carries a password or its hash

export function publicUser(user: User) {
  return {
    id: user.id,
    login_name: user.login_name,
    user_name: user.user_name,
    email: user.email,
    role: user.role,
    role_name: ROLE_NAMES[user.role],
    status: user.status,
    status_name: user.status === USER_STATUS.ACTIVE ? ("Active" as const) : ("Inactive" as const),
    login_timestamp: user.login_timestamp,
    created_at: user.created_at,
    two_factor_enabled: user.totp_secret !== null,
  };
}

// field by field: on PostgreSQL the row also holds the search index's folded copy (search_text)
const ROLE_NAMES = {
  [USER_ROLE.ADMIN]: "Admin",
  [USER_ROLE.SUPER_ADMIN]: "Super Admin",
  [USER_ROLE.SALES]: "Sales",
} as const;

export function publicContact(
  contact: ContactMessage & {
    assignee_name?: string | null;
    company_name?: string | null;
    person_name?: string | null;
  },
) {
  return {
    id: contact.id,
    customer_name: contact.customer_name,
    email: contact.email,
    phone_number: contact.phone_number,
    message: contact.message,
    status: contact.status,
    status_name: contact.status === CONTACT_STATUS.READ ? ("Read" as const) : ("Unread" as const),
    created_at: contact.created_at,
    privacy_version: contact.privacy_version,
    consented_at: contact.consented_at,
    stage: contact.stage,
    assignee_id: contact.assignee_id,
    assignee_name: contact.assignee_name ?? null,
    next_action_on: contact.next_action_on,
    value_vnd: contact.value_vnd,
    company: contact.company,
    tax_code: contact.tax_code,
    province: contact.province,
    service: contact.service,
    voltage: contact.voltage,
    timeline: contact.project_timeline,
    landing_page: contact.landing_page,
    referrer: contact.referrer,
    utm_source: contact.utm_source,
    utm_medium: contact.utm_medium,
    utm_campaign: contact.utm_campaign,
    language: contact.language,
    // a lead an older instance stored has none yet: its address is as received
    received_email: contact.received_email ?? contact.email,
    company_id: contact.company_id ?? null,
    company_name: contact.company_name ?? null,
    person_id: contact.person_id ?? null,
    person_name: contact.person_name ?? null,
  };
}

export function publicProject(project: Project) {
  return {
    ...project,
    status_name: project.status === PROJECT_STATUS.ACTIVE ? ("Active" as const) : ("Inactive" as const),
  };
}
