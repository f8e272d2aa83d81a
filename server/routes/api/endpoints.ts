import type { FastifyContextConfig, FastifyInstance } from "fastify";
import type { EndpointDeclaration } from "../../../contract/endpoint.ts";
import { type EndpointTable, listEndpoints } from "../../../contract/endpoints/index.ts";

// The server's side of the endpoint table (contract/endpoints/, decision 038): a route is
// registered from its declaration — method, path, schemas, who may call it — and start-up stops
// on a route under /api the table lacks, or on a declaration no route serves.

declare module "fastify" {
  interface FastifyContextConfig {
    // the declaration the route was registered from (routes/api/endpoints.ts)
    endpoint?: EndpointDeclaration;
  }
}

// the route options Fastify needs for a declaration, typed by its schemas: spread into
// app.route({ ...route(app, declaration, { config }), handler }). `app` is the plugin the route is
// registered in: the declaration's path is made relative to its prefix.
export function route<const E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  options: {
    config?: Omit<FastifyContextConfig, "public" | "sales" | "endpoint">;
    // one of the declaration's aliases: the route is registered there (once more, beside its path)
    at?: NonNullable<E["aliases"]>[number];
  } = {},
) {
  const { access } = declaration;
  const path = options.at ?? declaration.path;
  if (options.at && !declaration.aliases?.includes(options.at))
    throw new Error(`${options.at}: not an alias of ${declaration.path}`);
  if (!path.startsWith(app.prefix)) throw new Error(`${path} is not under ${app.prefix}`);
  const schema = {
    tags: [...declaration.tags],
    summary: declaration.summary,
    description: declaration.description,
    security: access === "anyone" ? undefined : [{ bearerAuth: [] }],
    // an alias is an earlier path, kept for older clients: the document says to use the path
    deprecated: options.at ? true : undefined,
    // an upload: the route reads the multipart body itself
    consumes: declaration.multipart ? ["multipart/form-data"] : undefined,
    params: declaration.params as E["params"],
    querystring: declaration.query as E["query"],
    body: declaration.body as E["body"],
    response: declaration.response as E["response"],
  };
  // (Fastify warns of a schema named but undefined)
  for (const [name, value] of Object.entries(schema)) {
    if (value === undefined) delete schema[name as keyof typeof schema];
  }
  return {
    method: declaration.method,
    url: path.slice(app.prefix.length) || "/",
    schema,
    config: {
      ...options.config,
      public: access === "anyone" ? true : undefined,
      sales: access === "staff" ? true : undefined,
      endpoint: declaration,
    },
  };
}

// where a declaration's route is registered: at its path (undefined), then at each alias —
// `for (const at of servedAt(d)) app.route({ ...route(app, d, { config, at }), handler })`
export const servedAt = <const E extends EndpointDeclaration>(
  declaration: E,
): (NonNullable<E["aliases"]>[number] | undefined)[] => [undefined, ...(declaration.aliases ?? [])];

const key = (method: string, path: string) => `${method} ${path}`;

// the routes under /api that the table must hold: not the API document's, not the catch-all
const checked = (url: string) =>
  url.startsWith("/api") && !url.startsWith("/api/docs") && url !== "/api" && url !== "/api/" && url !== "/api/*";

// Holds the app to the table: every route registered under /api was registered from a declaration
// of this table (at that method and path), and once ready, every declaration has its route.
export function holdToTable(app: FastifyInstance, table: EndpointTable): void {
  const declared = new Map(listEndpoints(table).map((entry) => [entry.declaration, entry.name]));
  const served = new Set<EndpointDeclaration>();
  // (said once the app is ready: a throw while plugins register leaves them half registered)
  const problems: string[] = [];
  app.addHook("onRoute", (options) => {
    if (!checked(options.url)) return;
    const methods = [options.method].flat().filter((method) => method !== "HEAD");
    if (methods.length === 0) return;
    const declaration = options.config?.endpoint;
    const where = `${methods.join(",")} ${options.url}`;
    if (!declaration || !declared.has(declaration)) {
      problems.push(
        `${where}: not in the endpoint table (contract/endpoints/): declare it there and register it with route()`,
      );
    } else if (
      ![declaration.path, ...(declaration.aliases ?? [])].some(
        (path) => key(declaration.method, path) === key(methods.join(","), options.url.replace(/\/$/, "")),
      )
    ) {
      problems.push(`${where}: registered from ${declaration.method} ${declaration.path}`);
    } else {
      served.add(declaration);
    }
  });
  app.addHook("onReady", (done) => {
    const missing = [...declared].filter(([declaration]) => !served.has(declaration)).map(([, name]) => name);
    if (missing.length > 0) problems.push(`declared but not served: ${missing.join(", ")}`);
    done(problems.length > 0 ? new Error(problems.join("; ")) : undefined);
  });
}
