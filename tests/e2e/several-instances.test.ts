import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startSite } from "../../bench/support.ts";
import { startSmtpServer, waitFor } from "../../server/test-support/smtp.ts";
import { freshDatabase as fresh } from "./support/fresh-database.ts";

// issue 11, "done when": two server processes behind an imaginary load balancer, on one fresh
// PostgreSQL database and one Redis (a private redis-server, so that the test can stop it), with
// the images in the database and a real SMTP server that refuses at first. What one instance
// does, the other knows; what is counted per visitor is counted once; every e-mail is sent once;
// and Redis going away costs no request an error.
// (Edits reaching the other's pages within a second, and images served by the other, are
// several-servers.test.ts.)

const postgresUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function freshDatabase(url: string): Promise<string> {
  const database = await fresh(url, "several_instances");
  cleanups.push(database.drop);
  return database.url;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  await waitFor(async () => {
    const { connect } = await import("node:net");
    return new Promise<true | undefined>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(undefined));
    });
  });
  return redis;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));
}

let counter = 0;
const contact = (url: string) => {
  counter += 1;
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify({
      name: `Khách hàng số ${counter}`,
      email: `khach${counter}@nhamay.vn`,
      phone: "0901 234 567",
      consent: true,
      message: `Yêu cầu số ${counter}: chúng tôi cần thí nghiệm định kỳ trạm biến áp 22 kV.`,
    }),
  });
};

describe.skipIf(!postgresUrl)("two server processes on one PostgreSQL database and one Redis", () => {
  it("share tokens, limits and e-mail, and keep answering when Redis stops", async () => {
    // the mail server refuses each message's first two tries (451: try later)
    const smtp = await startSmtpServer({
      refuse: (_raw, attempt) => (attempt <= 2 ? { code: 451, message: "Try again later" } : null),
    });
    cleanups.push(smtp.close);
    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    cleanups.push(() => stopProcess(redis));

    const env = {
      DATABASE_URL: await freshDatabase(postgresUrl as string),
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      UPLOADS_STORE: "database",
      JWT_SECRET: "d5Yq1vX0kP8mZr2LwT7sNb4Hc9GfJ3aEuR6yQiOpVxKt",
      TWO_FACTOR_KEY: "NQ1fS6yq8w0Vb3eZp7rT2uX9kL4mH5cJ1gA0dF8sYvE=",
      SEED_ADMIN_PASSWORD: "several-instances-password",
      SEED_TWO_FACTOR_RULE: "none",
      SEED_DEMO_CONTENT: "false",
      CONTACT_RATE_LIMIT_MAX: "5",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "sales@congty.vn",
      EMAIL_POLL_SECONDS: "1",
      EMAIL_RETRY_SECONDS: "1",
    };
    const first = await startSite(env);
    cleanups.push(first.stop);
    const second = await startSite(env);
    cleanups.push(second.stop);
    const instances = [first, second];

    // a token issued by one instance is accepted by the other
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login_name: "admin", password: "several-instances-password" }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${second.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);

    // six messages from one address, alternating instances: the sixth is refused
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      statuses.push((await contact(instances[index % 2]?.url as string)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    // each of the five messages' e-mails arrives exactly once, with both instances sending
    await waitFor(() => (smtp.received.length >= 5 ? true : undefined), 30_000);
    // time for a duplicate to show up, if one were coming
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // each e-mail names its visitor as the reply address (the Vietnamese text is MIME-encoded)
    for (let number = 1; number <= 5; number++) {
      expect(smtp.accepted(`khach${number}@nhamay.vn`), `message ${number}`).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(5);
    // each was refused twice first
    expect(smtp.attempts).toHaveLength(15);

    // Redis stops: every request is still answered, none with a 5xx, and the limits hold per process
    await stopProcess(redis);
    const during: number[] = [];
    // six contact messages to each instance: counting on its own, each lets five through
    for (let index = 0; index < 12; index++) {
      const target = instances[index % 2]?.url as string;
      during.push((await contact(target)).status);
      during.push((await fetch(`${target}/api/projects`)).status);
      during.push(
        (
          await fetch(`${target}/api/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ login_name: "admin", password: "several-instances-password" }),
          })
        ).status,
      );
    }
    expect(during.filter((status) => status >= 500)).toEqual([]);
    // per process, each instance lets through at most its own five
    expect(during.filter((status) => status === 201).length).toBeLessThanOrEqual(10);
    expect(during).toContain(429);

    // Redis is back: the instances use it again, and still no request fails
    redis = await startRedis(redisPort);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await Promise.all(
      instances.map(async (instance) => (await fetch(`${instance.url}/api/health`)).status),
    );
    expect(after).toEqual([200, 200]);
  }, 120_000);
});
