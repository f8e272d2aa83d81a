import type { EndpointDeclaration } from "../endpoint.ts";
import { authEndpoints } from "./auth.ts";
import { contactEndpoints } from "./contact.ts";
import { leadEndpoints } from "./leads.ts";
import { newsEndpoints } from "./news.ts";
import { projectEndpoints } from "./projects.ts";
import { userEndpoints } from "./users.ts";

// The API's endpoints, every one declared once (contract/endpoint.ts, decision 038): one group per
// resource, named as the back office calls them (`api.projects.update`). The server serves
// exactly these (a route the table lacks stops start-up), the API document is made from them.
export const endpoints = {
  projects: projectEndpoints,
  news: newsEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  contact: contactEndpoints,
  leads: leadEndpoints,
} satisfies Record<string, Record<string, EndpointDeclaration>>;

export type EndpointTable = Record<string, Record<string, EndpointDeclaration>>;

// every declaration of a table, with its group's and its own name
export function listEndpoints(table: EndpointTable): { name: string; declaration: EndpointDeclaration }[] {
  return Object.entries(table).flatMap(([group, members]) =>
    Object.entries(members).map(([name, declaration]) => ({ name: `${group}.${name}`, declaration })),
  );
}
