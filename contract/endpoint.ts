import type { z } from "./zod.ts";

// One endpoint of the API, declared once (decision 038): its method and path, the schemas of its
// parameters, query, body and answers, who may call it and what the API document says of it.
// The server registers its route from this declaration (server/routes/api/endpoints.ts) and
// refuses to start with a route the table lacks; the back office calls it through functions made
// from it (app/admin/lib/api.ts), typed by the same schemas. The table itself is
// contract/endpoints/index.ts.

// who may call it: anyone (no sign-in), any staff member (Sales included: the leads and one's own
// sign-in), Admins and Super Admins (the default of the back office), Super Admins only
export type Access = "anyone" | "staff" | "admins" | "super-admins";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface EndpointDeclaration {
  method: Method;
  // the full path, Fastify's form: `/api/projects/:id`
  path: `/api/${string}` | "/api";
  // earlier paths that still answer the same (kept for clients of an earlier version: a rolling
  // upgrade's older instances' back office); the route is registered at each
  aliases?: readonly `/api/${string}`[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  // the body is multipart form data (an upload), read by the route itself
  multipart?: true;
  // the answers by status; at least one 2xx (a download declares its bytes as a string)
  response: Partial<Record<number, z.ZodType>>;
  tags: readonly string[];
  summary?: string;
  description?: string;
  // the 403 key a refused caller gets when access is "super-admins" (contract/messages.ts);
  // none: "auth.superAdminOnly"
  refusal?: string;
}

// the declaration as given, its literal types kept
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

type SuccessCode = 200 | 201 | 202 | 204;

// what a successful call answers (the union of the 2xx schemas' outputs)
export type Answer<E extends EndpointDeclaration> = {
  [Code in keyof E["response"]]: Code extends SuccessCode
    ? E["response"][Code] extends z.ZodType
      ? z.output<E["response"][Code]>
      : never
    : never;
}[keyof E["response"]];

// the arguments of a call: the path's parameters, then the body, then the query, each only when
// the endpoint has one
export type CallArguments<E extends EndpointDeclaration> = [
  ...(E["params"] extends z.ZodType ? [params: z.input<E["params"]>] : []),
  ...(E["body"] extends z.ZodType ? [body: z.input<E["body"]>] : E["multipart"] extends true ? [body: FormData] : []),
  ...(E["query"] extends z.ZodType ? [query?: z.input<E["query"]>] : []),
];

// the path with its parameters filled in, and the query appended (values left undefined or
// empty are left out)
export function endpointPath(
  declaration: Pick<EndpointDeclaration, "path">,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = declaration.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`${declaration.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
