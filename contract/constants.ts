// business constants of SPEC.md section 9, kept once and shared by the browser and the server

export const LANGUAGES = ["vi", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";

export const USER_ROLE = { ADMIN: 1, SUPER_ADMIN: 2, SALES: 3 } as const;
export type UserRole = (typeof USER_ROLE)[keyof typeof USER_ROLE];

export const USER_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const PROJECT_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];

export const CONTACT_STATUS = { UNREAD: 0, READ: 1 } as const;
export type ContactStatus = (typeof CONTACT_STATUS)[keyof typeof CONTACT_STATUS];

// a contact message's stage as a lead, apart from read/unread: open until it is won, lost or spam
export const LEAD_STAGES = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const OPEN_LEAD_STAGES: readonly LeadStage[] = ["new", "contacted", "quoted"];

export const LIMITS = {
  projectsPerPagePublic: 6,
  // the /news list, a page at a time (?page=2)
  newsPerPage: 10,
  projectsPerPageAdmin: 10,
  contactsPerPage: 20,
  contactsDashboardLimit: 1000,
  contactsPollMs: 30_000,
  notificationListSize: 10,
  justInMs: 5 * 60 * 1000,
  recentLoginDays: 7,
  rateLimitWindowMs: 60_000,
  rateLimitWarningAttempts: 4,
  messageMinLength: 10,
  messageMaxLength: 5000,
  repeatedCharacterLimit: 10,
  capitalRunLimit: 20,
  carouselIntervalMs: 5000,
  homeProjectCount: 3,
  // the diagnostic tools listed on the home page (all of them are on /services/maintenance)
  homeToolCount: 6,
  transitionSeconds: 0.3,
  revealDelayMs: 10,
  toastSuccessMs: 3000,
  toastErrorMs: 4000,
  requestTimeoutMs: 10_000,
  // an upload of a large image on a slow connection
  uploadTimeoutMs: 120_000,
  uploadMaxBytes: 5 * 1024 * 1024,
} as const;

// the session-storage key of the tab's visit's first page (contract/visit-script.ts; read by the
// contact form through contract/attribution.ts): here, where the inline script can read it
// without the schemas in any bundle
export const VISIT_STORAGE_KEY = "visit";
// where the back office keeps a staff member's login token (localStorage): a browser that has one
// is staff's, whose visits are not counted (contract/visit-script.ts)
export const TOKEN_STORAGE_KEY = "token";
