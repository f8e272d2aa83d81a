import type { EndpointDeclaration } from "../endpoint.ts";
import { activityEndpoints } from "./activity.ts";
import { analyticsEndpoints } from "./analytics.ts";
import { auditEndpoints } from "./audit.ts";
import { authEndpoints } from "./auth.ts";
import { certificateEndpoints } from "./certificates.ts";
import { companyEndpoints, personEndpoints, searchEndpoints } from "./companies.ts";
import { contactEndpoints } from "./contact.ts";
import { healthEndpoints } from "./health.ts";
import { launchChecklistEndpoints } from "./launch-checklist.ts";
import { leadEndpoints } from "./leads.ts";
import {
  businessCategoryEndpoints,
  toolEndpoints,
  toolsCategoryEndpoints,
  toolsCompanyEndpoints,
} from "./management.ts";
import { mediaEndpoints } from "./media.ts";
import { newsEndpoints } from "./news.ts";
import { notFoundEndpoints } from "./not-found.ts";
import { pageEndpoints } from "./pages.ts";
import { projectEndpoints } from "./projects.ts";
import { redirectEndpoints } from "./redirects.ts";
import { reportEndpoints } from "./reports.ts";
import { settingsEndpoints } from "./settings.ts";
import { taskEndpoints } from "./tasks.ts";
import { uploadEndpoints } from "./upload.ts";
import { userEndpoints } from "./users.ts";

// The API's endpoints, every one declared once (contract/endpoint.ts, decision 038): one group per
// resource, named as the back office calls them (`api.projects.update`). The server serves
// exactly these (a route the table lacks stops start-up), the API document is made from them.
export const endpoints = {
  projects: projectEndpoints,
  news: newsEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  pages: pageEndpoints,
  settings: settingsEndpoints,
  health: healthEndpoints,
  activity: activityEndpoints,
  audit: auditEndpoints,
  analytics: analyticsEndpoints,
  launchChecklist: launchChecklistEndpoints,
  certificates: certificateEndpoints,
  media: mediaEndpoints,
  upload: uploadEndpoints,
  redirects: redirectEndpoints,
  notFound: notFoundEndpoints,
  businessCategories: businessCategoryEndpoints,
  toolsCategories: toolsCategoryEndpoints,
  toolsCompanies: toolsCompanyEndpoints,
  tools: toolEndpoints,
  contact: contactEndpoints,
  leads: leadEndpoints,
  tasks: taskEndpoints,
  companies: companyEndpoints,
  people: personEndpoints,
  search: searchEndpoints,
  reports: reportEndpoints,
} satisfies Record<string, Record<string, EndpointDeclaration>>;

export type EndpointTable = Record<string, Record<string, EndpointDeclaration>>;

// every declaration of a table, with its group's and its own name
export function listEndpoints(table: EndpointTable): { name: string; declaration: EndpointDeclaration }[] {
  return Object.entries(table).flatMap(([group, members]) =>
    Object.entries(members).map(([name, declaration]) => ({ name: `${group}.${name}`, declaration })),
  );
}
