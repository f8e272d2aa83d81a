import type { Answer, CallArguments, EndpointDeclaration, Method } from "../../../contract/endpoint.ts";
import { endpointPath } from "../../../contract/endpoint.ts";
import { type EndpointTable, endpoints } from "../../../contract/endpoints/index.ts";

// The back office's calls to the API, made from the endpoint table (contract/endpoints/,
// decision 038): `api.projects.update({ id }, body)` is the call — its method, its path with the
// parameters filled in, its body — that useApiQuery and useApiMutation (lib/api-query.ts) send,
// typed by the endpoint's schemas. No screen writes an API path of its own (a lint rule: biome.json).

export interface ApiCall<T> {
  method: Method;
  path: string;
  body?: unknown;
  // the declaration it was made from: its answers' schemas check what came back (below)
  declaration: EndpointDeclaration;
  // (the answer's type, for inference only)
  readonly answer?: T;
}

type Client<Table extends EndpointTable> = {
  [Group in keyof Table]: {
    [Name in keyof Table[Group]]: (...args: CallArguments<Table[Group][Name]>) => ApiCall<Answer<Table[Group][Name]>>;
  };
};

function client<Table extends EndpointTable>(table: Table): Client<Table> {
  const call =
    (declaration: EndpointDeclaration) =>
    (...args: unknown[]): ApiCall<unknown> => {
      let next = 0;
      const params = declaration.params ? (args[next++] as Record<string, unknown>) : undefined;
      const body = declaration.body || declaration.multipart ? args[next++] : undefined;
      const query = declaration.query ? (args[next++] as Record<string, unknown> | undefined) : undefined;
      return { method: declaration.method, path: endpointPath(declaration, params, query), body, declaration };
    };
  return Object.fromEntries(
    Object.entries(table).map(([group, members]) => [
      group,
      Object.fromEntries(Object.entries(members).map(([name, declaration]) => [name, call(declaration)])),
    ]),
  ) as unknown as Client<Table>;
}

export const api = client(endpoints);

// Answers are checked against the contract in development and in the tests' build
// (VITE_CHECK_API_ANSWERS=1): an answer that does not match is an error there, with what differs.
// The production build trusts the server, which sends every answer through the same schema.
export const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.VITE_CHECK_API_ANSWERS === "1";

export class AnswerMismatch extends Error {}

export function checkAnswer(call: ApiCall<unknown>, status: number, data: unknown): void {
  if (!CHECK_ANSWERS) return;
  const schema = call.declaration.response[status];
  // a refusal (4xx) or failure (5xx) the endpoint does not declare answers in the one error shape
  if (!schema) return;
  const result = schema.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
  const error = new AnswerMismatch(
    `${call.method} ${call.path} (${status}) does not match its contract: ${issues.join("; ")}`,
  );
  console.error(error.message);
  throw error;
}
