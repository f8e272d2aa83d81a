import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "../../../contract/endpoint.ts";
import { endpoints, listEndpoints } from "../../../contract/endpoints/index.ts";
import { HealthResponseSchema } from "../../../contract/health.ts";
import { buildApp } from "../../app.ts";
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testDialect,
} from "../../test-support/test-app.ts";

// The server serves the endpoint table (contract/endpoints/, decision 038), no more and no less:
// a route the table lacks, or a declaration no route serves, stops start-up.

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await database.destroy();
});

// start-up with the given table: the error it stops with, or null when it started
async function startWith(table: Record<string, Record<string, ReturnType<typeof endpoint>>>) {
  const app = await buildApp({
    config: database.config,
    db: database.db,
    storage: database.storage,
    endpointTable: table,
  });
  try {
    await app.ready();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await app.close().catch(() => undefined);
  }
}

describe(`the endpoint table (${testDialect})`, () => {
  it("stops start-up when a route's declaration is removed from the table", async () => {
    const { remove: _removed, ...projects } = endpoints.projects;
    const error = await startWith({ ...endpoints, projects });
    expect(error).toContain("DELETE /api/projects/:id: not in the endpoint table");
  });

  it("stops start-up when the table declares an endpoint no route serves", async () => {
    const extra = endpoint({
      method: "GET",
      path: "/api/projects/unserved",
      access: "admins",
      tags: ["projects"],
      response: { 200: HealthResponseSchema },
    });
    const error = await startWith({ ...endpoints, extra: { extra } });
    expect(error).toContain("declared but not served: extra.extra");
  });

  it("documents every declaration at its path, with its method and who may call it", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const { name, declaration } of listEndpoints(endpoints)) {
      const path = declaration.path.replace(/:([A-Za-z]+)/g, "{$1}");
      const operation = document.paths[path]?.[declaration.method.toLowerCase()];
      expect(operation, `${name}: ${declaration.method} ${path}`).toBeDefined();
      expect(operation.tags, name).toEqual(declaration.tags);
      expect(Boolean(operation.security), name).toBe(declaration.access !== "anyone");
    }
  });
});
