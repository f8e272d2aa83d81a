import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeRequest,
  type FuzzOperation,
  type FuzzState,
  fuzzRequests,
  learn,
  operationsFrom,
  problemWith,
  schemaValue,
  sendByInject,
  withUploaded,
} from "../../test-support/fuzz.ts";
import { createTestApp, insertUser, type TestApp, testDialect } from "../../test-support/test-app.ts";

// Property-based fuzzing of the whole server through app.inject: requests generated from the
// OpenAPI document (every operation, so new endpoints are covered without editing this file) with
// valid-ish and hostile ids, query strings, JSON bodies, multipart bodies, methods no form sends,
// page paths and undecodable URLs (server/test-support/fuzz.ts, shared with `npm run fuzz`). Half
// the cases carry a Super Admin's token, so the handlers are reached. Expected: no 5xx, every 4xx
// of the API as { success: false, message }, no body to a HEAD.
//
// A new seed each run; a failure names it: FUZZ_SEED=<seed> replays that run (FUZZ_RUNS: cases).
// 1 000 cases on each database, each with its own seed (2 000 different cases a run; `npm run fuzz`
// sends 20 000 on its own)

const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const DEFAULT_RUNS = 1000;
const runs = Number(process.env.FUZZ_RUNS) || DEFAULT_RUNS;

let t: TestApp;
let operations: FuzzOperation[] = [];
let adminId: number;

beforeAll(async () => {
  t = await createTestApp(
    // behind a proxy, as in production (compose.yaml), so the forwarded headers are read too
    { CONTACT_RATE_LIMIT_MAX: "10000", LOGIN_RATE_LIMIT_MAX: "10000", LOG_LEVEL: "silent", TRUST_PROXY: "true" },
    undefined,
    { pages: true },
  );
  adminId = (await insertUser(t, { login_name: "fuzzer", role: 2 })).id;
  await insertUser(t, { login_name: "victim", role: 1 });
  operations = operationsFrom((await t.app.inject({ method: "GET", url: "/api/docs/json" })).json());
}, 60_000);
afterAll(() => t.close());

// a fresh token for the fuzzing Super Admin, whatever the previous request did to its account
// (a new password, deactivated, demoted, two-factor sign-in required)
async function adminToken(): Promise<string | undefined> {
  const user = await t.db.selectFrom("users").selectAll().where("id", "=", adminId).executeTakeFirst();
  if (!user) return undefined;
  if (user.status !== 1 || user.role !== 2) {
    await t.db.updateTable("users").set({ status: 1, role: 2 }).where("id", "=", adminId).execute();
  }
  // nor held back by a rule that Super Admins set up two-factor sign-in first (PUT …/policy)
  await t.db
    .updateTable("security_policy")
    .set({ two_factor_required: "none", two_factor_for_super_admins: 0 })
    .where("id", "=", 1)
    .execute();
  return t.app.startSession(user);
}

describe(`no 5xx from hostile requests (${testDialect}, seed ${seed})`, () => {
  it("covers every documented operation, the upload and operations with ids", () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(operations.some((operation) => operation.multipart)).toBe(true);
    expect(operations.filter((operation) => operation.pathParams.length > 0).length).toBeGreaterThanOrEqual(20);
  });

  it("refuses every id beyond the column's range with a 4xx: in paths, query strings and bodies", async () => {
    const tooBig = "2147483648";
    const checked: string[] = [];
    for (const operation of operations) {
      const token = await adminToken();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      // a body its schema accepts (the first fast-check makes from a fixed seed)
      const body = operation.body
        ? (fc.sample(schemaValue(operation.body), { seed: 1, numRuns: 1 })[0] as Record<string, unknown>)
        : undefined;
      const path = operation.path.replace(/\{[^}]+\}/g, "1");
      const attempts: { url: string; payload?: unknown }[] = [];
      if (operation.pathParams.length > 0) {
        attempts.push({ url: operation.path.replace(/\{[^}]+\}/g, tooBig), payload: body });
      }
      for (const parameter of operation.query) {
        if (parameter.schema.maximum === 2_147_483_647 || parameter.name.endsWith("_id")) {
          attempts.push({ url: `${path}?${parameter.name}=${tooBig}` });
        }
      }
      for (const name of Object.keys(operation.body?.properties ?? {})) {
        if (name.endsWith("_id")) attempts.push({ url: path, payload: { ...body, [name]: Number(tooBig) } });
      }
      for (const { url, payload } of attempts) {
        const response = await t.app.inject({
          method: operation.method as "GET",
          url,
          headers,
          ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
        });
        checked.push(`${operation.method} ${url}`);
        expect(response.statusCode, `${operation.method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode, `${operation.method} ${url}: ${response.body}`).toBeLessThan(500);
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    // every operation with an id in its path, the audit trail's ids, a tool's category and company
    expect(checked.length).toBeGreaterThanOrEqual(28);
  });

  it(`answers ${runs} generated requests with less than 500, refusals in the API's shape`, async () => {
    const statuses = new Map<number, number>();
    const state: FuzzState = { uploaded: [] };
    try {
      await fc.assert(
        fc.asyncProperty(fuzzRequests(operations), fc.nat(), async (generated, pick) => {
          const request = withUploaded(generated, state, pick);
          const token = request.authenticated ? await adminToken() : undefined;
          const answer = await sendByInject(t.app, request, token);
          learn(request, answer, state);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problem = problemWith(request, answer);
          if (problem) throw new Error(`${problem}\n  ${describeRequest(request)}`);
        }),
        { numRuns: runs, seed, includeErrorInReport: true },
      );
    } catch (error) {
      throw new Error(
        `Replay with FUZZ_SEED=${seed}${runs === DEFAULT_RUNS ? "" : ` FUZZ_RUNS=${runs}`}:\n${String(error)}`,
      );
    }
    const counts = [...statuses].sort(([a], [b]) => a - b);
    console.log(
      `fuzz (${testDialect}, seed ${seed}): ${counts.map(([status, count]) => `${status}: ${count}`).join(", ")}`,
    );
    expect(counts.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThanOrEqual(runs);
  }, 300_000);
});
