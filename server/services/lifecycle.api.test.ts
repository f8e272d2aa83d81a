import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, insertUser, login, type TestApp, testDialect } from "../test-support/test-app.ts";

// issue 19, part 6: connections that end before their answer are forgotten. A response's close
// ran after its socket's close and put the closed socket back into the lifecycle's connections:
// 5 000 uploads dropped half-way left 5 000 entries (35 MB) and a SIGTERM waited the whole grace
// period for connections that no longer existed.

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  // the contact form's limit per address is raised so the messages wait for their bodies (a
  // refusal with 429 would answer them before their connection ends)
  t = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "10000" }, undefined, { pages: true });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = Number(new URL(address).port);
  await insertUser(t, { login_name: "uploader" });
  token = await login(t, "uploader");
});
afterAll(() => t.close());

function opened(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

// a request that promises 100 kB and sends 2 kB of it
function partialPost(target: string, contentType: string, extra = ""): string {
  return (
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n${extra}\r\n` +
    "x".repeat(2048)
  );
}

describe(`connections that end before their answer (${testDialect})`, () => {
  it("are forgotten: the open count goes back to 0 and a stop resolves at once with nothing cut", async () => {
    const lifecycle = t.app.lifecycle;
    expect(lifecycle.open).toBe(0);

    const contacts = await Promise.all(Array.from({ length: 200 }, opened));
    for (const socket of contacts) socket.write(partialPost("/api/contact", "application/json"));
    const uploads = await Promise.all(Array.from({ length: 50 }, opened));
    for (const socket of uploads)
      socket.write(
        partialPost("/api/upload", "multipart/form-data; boundary=xyz", `Authorization: Bearer ${token}\r\n`),
      );
    // every one of them is a request in progress, waiting for the rest of its body
    await until(() => lifecycle.pending >= 250, 5000);
    expect(lifecycle.pending).toBe(250);
    expect(lifecycle.open).toBe(250);

    // pages: some cut as soon as their request is sent, some after the request line only
    const pages = await Promise.all(Array.from({ length: 100 }, opened));
    pages.forEach((socket, index) => {
      socket.write(index % 2 ? "GET /about HTTP/1.1\r\n" : "GET /en/projects HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    });
    await until(() => lifecycle.open >= 350, 2000);

    for (const socket of [...contacts, ...uploads, ...pages]) socket.destroy();

    await until(() => lifecycle.open === 0 && lifecycle.pending === 0, 5000);
    expect(lifecycle.open).toBe(0);
    expect(lifecycle.pending).toBe(0);

    // the server still answers
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    await health.arrayBuffer();

    // no connection left to wait for: the stop does not wait for the grace period
    const started = Date.now();
    const { cut } = await lifecycle.stop(t.app.server, 10_000);
    const ms = Date.now() - started;
    expect(cut).toBe(0);
    expect(ms).toBeLessThan(2000);
  });
});
