import { performance } from "node:perf_hooks";
import fc from "fast-check";
import { Secret, TOTP } from "otpauth";
import {
  describeRequest,
  type FuzzAnswer,
  type FuzzRequest,
  type FuzzState,
  fuzzRequests,
  learn,
  operationsFrom,
  problemWith,
  sendByHttp,
  withUploaded,
} from "../server/test-support/fuzz.ts";
import { createPostgresDatabase } from "../server/test-support/test-app.ts";
import { BENCH_ADMIN_PASSWORD, startSite } from "./support.ts";

// npm run fuzz: 20 000 generated requests (FUZZ_RUNS) against a live server — the built site
// started as `npm start` runs it, on a fresh SQLite database, or on a fresh PostgreSQL database
// made beside DATABASE_URL / TEST_DATABASE_URL (dropped afterwards); or the server at FUZZ_URL,
// logged in as FUZZ_LOGIN / FUZZ_PASSWORD (its two-factor sign-in is turned on first, and each
// later login gives a code, as the staff's would). The same generators as the in-suite fuzz test
// (server/test-support/fuzz.ts); half the requests carry a Super Admin's token. Prints the count
// by status code and every 5xx (and every refusal not in the API's shape) with the request that
// caused it; exits with 1 if there was any. FUZZ_SEED replays a run's requests (the order in
// which FUZZ_CONCURRENCY requests at a time meet the database may still differ).

const runs = Number(process.env.FUZZ_RUNS) || 20_000;
const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const concurrency = Number(process.env.FUZZ_CONCURRENCY) || 4;
const BATCH = 500;

interface Target {
  url: string;
  login: string;
  password: string;
  database: string;
  log: () => string;
  stop: () => Promise<void>;
}

async function startTarget(): Promise<Target> {
  if (process.env.FUZZ_URL) {
    return {
      url: process.env.FUZZ_URL.replace(/\/$/, ""),
      login: process.env.FUZZ_LOGIN ?? "admin",
      password: process.env.FUZZ_PASSWORD ?? process.env.SEED_ADMIN_PASSWORD ?? "",
      database: "the database it runs on",
      log: () => "",
      stop: async () => {},
    };
  }
  const postgresBase = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  let created: { url: string; drop: () => Promise<void> } | undefined;
  if (postgresBase) {
    process.env.TEST_DATABASE_URL = postgresBase;
    created = await createPostgresDatabase();
  }
  try {
    const site = await startSite({
      ...(created ? { DATABASE_URL: created.url } : {}),
      // the fuzzing sends contact messages and logins by the thousand from one address
      CONTACT_RATE_LIMIT_MAX: "10000",
      LOGIN_RATE_LIMIT_MAX: "10000",
      // behind a proxy, as in production (compose.yaml), so the forwarded headers are read too
      TRUST_PROXY: "true",
    });
    return {
      url: site.url,
      login: "admin",
      password: BENCH_ADMIN_PASSWORD,
      database: created
        ? `PostgreSQL, a fresh database beside ${new URL(postgresBase as string).host}`
        : "SQLite, fresh",
      log: site.output,
      async stop() {
        await site.stop();
        await created?.drop();
      },
    };
  } catch (error) {
    await created?.drop();
    throw error;
  }
}

const post = async (url: string, body: object, token?: string) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
};

// the fuzzing Super Admin's second factor, once enrolled (issue 20, part 10): its key and the
// recovery codes left
interface SecondFactor {
  secret: string;
  recovery: string[];
}

const totp = (secret: string, offset: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

// a login as the staff would: the password, then (two-factor sign-in on) a code from the app — the
// current step's or the next one's, each usable once — else a recovery code, else the next step
async function logIn(target: Target, factor?: SecondFactor): Promise<{ token: string; id: number }> {
  for (let tries = 0; tries < 20; tries++) {
    const first = await post(`${target.url}/api/auth/login`, { login_name: target.login, password: target.password });
    let answer = first;
    if (first.status === 200 && first.body.twoFactorRequired && factor) {
      const challenge = String(first.body.challenge);
      const codes = [totp(factor.secret, 0), totp(factor.secret, 1)];
      for (const code of codes) {
        answer = await post(`${target.url}/api/auth/login/two-factor`, { challenge, code });
        if (answer.status === 200) break;
      }
      if (answer.status !== 200 && factor.recovery.length > 0) {
        const again = await post(`${target.url}/api/auth/login`, {
          login_name: target.login,
          password: target.password,
        });
        answer = await post(`${target.url}/api/auth/login/two-factor`, {
          challenge: String(again.body.challenge),
          code: factor.recovery.shift(),
        });
      }
      if (answer.status !== 200) {
        // both steps' codes used: the next step brings a new one
        await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100));
        continue;
      }
    }
    const user = answer.body.user as { id: number; role: number } | undefined;
    if (answer.status !== 200 || typeof answer.body.token !== "string" || !user) {
      throw new Error(`could not log in as ${target.login} (${answer.status}): ${JSON.stringify(answer.body)}`);
    }
    if (user.role !== 2) throw new Error(`${target.login} is not a Super Admin`);
    return { token: answer.body.token, id: user.id };
  }
  throw new Error(`could not log in as ${target.login} with a code`);
}

// two-factor sign-in turned on for the fuzzing Super Admin, as the Security screen does it: so a
// fuzzed rule that requires it (of Super Admins, or of everyone) holds it back from nothing
async function enrol(target: Target, token: string): Promise<SecondFactor> {
  const setup = await post(`${target.url}/api/auth/two-factor/setup`, { password: target.password }, token);
  if (setup.status === 409) {
    throw new Error(`${target.login} has two-factor sign-in on already: turn it off (Security screen) and run again`);
  }
  const secret = String(setup.body.secret);
  const enabled = await post(`${target.url}/api/auth/two-factor/enable`, { code: totp(secret, 0) }, token);
  if (enabled.status !== 200) throw new Error(`could not turn on two-factor sign-in (${enabled.status})`);
  return { secret, recovery: (enabled.body.recoveryCodes as string[]).slice() };
}

// a second staff member, password only, whose token the requests that would end or take the
// fuzzing account's own session carry instead (logout, log out everywhere, the password checks
// of the two-factor screen, which count wrong passwords on the account's lockout)
async function spareAccount(target: Target, token: string): Promise<{ login: string; password: string }> {
  const login = `fuzz-spare-${Math.random().toString(36).slice(2, 8)}`;
  const password = `Spare-${Math.random().toString(36).slice(2)}-Fuzz-${Date.now()}`;
  const created = await post(
    `${target.url}/api/auth/register`,
    { login_name: login, user_name: "Fuzz spare", password, role: 1, status: 1 },
    token,
  );
  if (created.status !== 201) throw new Error(`could not create the spare account (${created.status})`);
  return { login, password };
}

const SPARE_PATHS = /^\/api\/auth\/(logout|two-factor\/(setup|disable|recovery-codes))(\/|\?|$)/;

const target = await startTarget();
let failed = false;
try {
  let session = await logIn(target);
  const factor = await enrol(target, session.token);
  // the session it was turned on from goes on; later logins need a code
  const spare = await spareAccount(target, session.token);
  const spareLogIn = async () =>
    String(
      (await post(`${target.url}/api/auth/login`, { login_name: spare.login, password: spare.password })).body.token,
    );
  let spareToken = await spareLogIn();
  // the document needs a staff token in production (API_DOCS=staff, the default there)
  const document = await (
    await fetch(`${target.url}/api/docs/json`, { headers: { authorization: `Bearer ${session.token}` } })
  ).json();
  const operations = operationsFrom(document);
  const arbitrary = fuzzRequests(operations, { anyMethod: true });
  console.log(
    `npm run fuzz: ${runs} requests, seed ${seed}, ${concurrency} at a time, ${operations.length} documented operations, ${target.url} (${target.database})`,
  );

  // the fuzzing account must stay usable: a request that would change its own password (which
  // ends its tokens) goes to another user instead; "01", "+1" or "1.0" name it as well as "1"
  const ownId = session.id;
  const keepAccount = (request: FuzzRequest): FuzzRequest => {
    const match = /^\/api\/auth\/users\/([^/?]+)/.exec(request.url);
    if (!match) return request;
    let id: number;
    try {
      id = Number(decodeURIComponent(match[1] as string).trim());
    } catch {
      return request;
    }
    if (id !== ownId) return request;
    return { ...request, url: request.url.replace(match[0], `/api/auth/users/${ownId + 1}`) };
  };

  const statuses = new Map<string, number>();
  const byKind = new Map<string, Map<string, number>>();
  const problems: { request: FuzzRequest; answer?: FuzzAnswer; problem: string }[] = [];
  let next = 0;
  let batch: FuzzRequest[] = [];
  let batchStart = 0;
  let relogins = 0;
  const state: FuzzState = { uploaded: [] };
  let done = 0;
  const started = performance.now();

  const take = (): FuzzRequest | undefined => {
    if (next >= runs) return undefined;
    const index = next++;
    if (index >= batchStart + batch.length) {
      batchStart = index;
      batch = fc.sample(arbitrary, { seed: seed + index / BATCH, numRuns: Math.min(BATCH, runs - index) });
    }
    return batch[index - batchStart];
  };
  const count = (request: FuzzRequest, label: string) => {
    statuses.set(label, (statuses.get(label) ?? 0) + 1);
    const kind = byKind.get(request.kind) ?? new Map<string, number>();
    kind.set(label, (kind.get(label) ?? 0) + 1);
    byKind.set(request.kind, kind);
  };

  async function worker() {
    for (let request = take(); request; request = take()) {
      request = withUploaded(keepAccount(request), state, done);
      let answer: FuzzAnswer;
      try {
        // what would end the fuzzing account's own session, or count wrong passwords on its
        // lockout, goes with the spare account's token
        const spareRequest = request.authenticated && SPARE_PATHS.test(request.url);
        answer = await sendByHttp(target.url, request, spareRequest ? spareToken : session.token);
        if (spareRequest && answer.status === 401) spareToken = await spareLogIn();
      } catch (error) {
        count(request, "no answer");
        problems.push({ request, problem: `no answer: ${String(error)}` });
        continue;
      }
      // a 401 to the admin's token: the account changed after all; log in again, once per change
      if (request.authenticated && answer.status === 401 && request.url.startsWith("/api/")) {
        const me = await fetch(`${target.url}/api/auth/me`, { headers: { authorization: `Bearer ${session.token}` } });
        if (me.status === 401) {
          session = await logIn(target, factor);
          relogins++;
        }
      }
      // a rule that requires two-factor sign-in does not hold the fuzzing account back (it has
      // it), but would hold the spare one: turned off again at once
      if (request.url.startsWith("/api/auth/two-factor/policy") && answer.status === 200) {
        await fetch(`${target.url}/api/auth/two-factor/policy`, {
          method: "PUT",
          headers: { authorization: `Bearer ${session.token}`, "content-type": "application/json" },
          body: JSON.stringify({ required: "none" }),
        });
      }
      learn(request, answer, state);
      count(request, String(answer.status));
      const problem = problemWith(request, answer);
      if (problem) problems.push({ request, answer, problem });
      done++;
      if (done % 2000 === 0) {
        const seconds = (performance.now() - started) / 1000;
        console.log(`  ${done} requests in ${seconds.toFixed(0)} s`);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  // the server must still be up and answering
  const health = await fetch(`${target.url}/api/health`).then(
    (response) => response.status,
    () => 0,
  );

  const sorted = [...statuses].sort(([a], [b]) => a.localeCompare(b));
  const total = sorted.reduce((sum, [, value]) => sum + value, 0);
  console.log(`\n${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s); by status:`);
  for (const [status, value] of sorted) console.log(`  ${status.padEnd(9)} ${String(value).padStart(6)}`);
  const fivexx = sorted.filter(([status]) => status.startsWith("5")).reduce((sum, [, value]) => sum + value, 0);
  console.log(`  5xx       ${String(fivexx).padStart(6)}`);
  console.log("by kind of request:");
  for (const [kind, counts] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    const parts = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([status, value]) => `${status}: ${value}`);
    console.log(`  ${kind.padEnd(14)} ${parts.join(", ")}`);
  }
  if (relogins > 0) console.log(`logged in again ${relogins} time(s)`);
  console.log(`health after the run: ${health}`);

  for (const { request, answer, problem } of problems.slice(0, 30)) {
    console.log(`\n✗ ${problem}\n  ${describeRequest(request)}`);
    if (answer && answer.status >= 500) console.log(`  answer: ${answer.body.toString("utf8").slice(0, 300)}`);
  }
  if (problems.length > 30) console.log(`\n… and ${problems.length - 30} more`);
  const errors = target
    .log()
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));
  if (errors.length > 0) {
    console.log(`\nthe server logged ${errors.length} error(s); the first:`);
    for (const line of errors.slice(0, 5)) console.log(`  ${line.slice(0, 1500)}`);
  }
  failed = problems.length > 0 || health !== 200;
  console.log(
    failed
      ? `\nFAILED: ${problems.length} problem(s)${health !== 200 ? ", and the server is not healthy" : ""}; replay with FUZZ_SEED=${seed}`
      : `\nOK: no 5xx, every refusal in the API's shape (seed ${seed})`,
  );
} finally {
  await target.stop();
}
process.exit(failed ? 1 : 0);
