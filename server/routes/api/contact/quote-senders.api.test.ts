import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translateApiMessage } from "../../../../contract/messages.ts";
import { pdf, quoteBody, sendQuote, spooledFiles } from "../../../test-support/quote-upload.ts";
import { createTestApp, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// Senders that would hold the quote form shut (issue 34): a body that trickles in is cut with 408
// once it falls behind the pace (services/quote-files.ts, QUOTE_PACE), its files removed and its
// connection closed; one client address holds at most one reading slot; and any refusal answered
// before the body has arrived whole closes the connection rather than leave the rest unread.

let t: TestApp;
let origin: string;
beforeAll(async () => {
  // the client addresses come from X-Forwarded-For, as behind the site's proxy
  t = await createTestApp({ TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT_MAX: "1000" });
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const small = () => quoteBody([{ name: "ban-ve.pdf", bytes: pdf(50_000) }], "s");
const rate = { rate: 10 };

describe(`slow senders and the quote slots (${testDialect})`, () => {
  it("cuts two senders that trickle a byte every 2 s with 408 after about 6 s, removes their files and closes their connections; a quote from elsewhere then goes through", async () => {
    const started = Date.now();
    // a first 20 kB at once (the fields and the start of a file), then a byte every 2 s
    const trickle = (address: string, language: "vi" | "en") =>
      small().then((body) =>
        sendQuote(origin, body, { address, language, firstChunk: 20_000, chunk: 1, pauseMs: 2000 }),
      );
    const slow = [trickle("203.0.113.1", "en"), trickle("203.0.113.2", "vi")];
    // both slots are held meanwhile: the files are in the spool, and a third sender waits
    await expect.poll(() => spooledFiles(t.dataDir).length, { timeout: 5000 }).toBe(2);
    const meanwhile = await sendQuote(origin, await small(), { address: "203.0.113.3" });
    expect(meanwhile.status).toBe(429);
    expect(JSON.parse(meanwhile.body).message).toBe(translateApiMessage("quote.busy", "en"));

    const [english, vietnamese] = await Promise.all(slow);
    for (const answer of [english, vietnamese]) {
      expect(answer?.status).toBe(408);
      expect(answer?.connection).toBe("close");
      // 5 s of grace, then checked every second
      expect((answer?.closedAt ?? 0) - started).toBeGreaterThan(5000);
      expect((answer?.closedAt ?? 0) - started).toBeLessThan(9000);
    }
    expect(JSON.parse(english?.body ?? "").message).toBe(translateApiMessage("quote.tooSlow", "en", rate));
    expect(JSON.parse(english?.body ?? "").message).toMatch(/too slowly \(under 10 kB a second\)/);
    expect(JSON.parse(vietnamese?.body ?? "").message).toBe(translateApiMessage("quote.tooSlow", "vi", rate));
    await expect.poll(() => spooledFiles(t.dataDir), { timeout: 5000 }).toEqual([]);

    const after = await sendQuote(origin, await small(), { address: "203.0.113.3" });
    expect(after.status, after.body).toBe(201);
  }, 20_000);

  it("a steady sender above the pace is not cut, however long it takes", async () => {
    // 100 kB at 25 kB a second: 4 s, beyond the grace period, at 2.5 times the pace
    const body = await quoteBody([{ name: "du-toan.pdf", bytes: pdf(100_000) }], "steady");
    const answer = await sendQuote(origin, body, { address: "203.0.113.4", chunk: 5000, pauseMs: 200 });
    expect(answer.status, answer.body).toBe(201);
  }, 20_000);

  it("gives one address one slot: a second upload from it, or from its IPv6 /64, gets 429 at once", async () => {
    for (const [first, second] of [
      ["203.0.113.5", "203.0.113.5"],
      ["2001:db8:5:6::1", "2001:db8:5:6::abcd"],
    ] as const) {
      const body = await quoteBody([{ name: "a.pdf", bytes: pdf(400_000) }], "one");
      // about 2.4 s: 40 writes of 10 kB, 60 ms apart (long enough for the second to find it busy)
      const running = sendQuote(origin, body, { address: first, chunk: 10_000, pauseMs: 60 });
      await expect.poll(() => spooledFiles(t.dataDir).length, { timeout: 5000 }).toBe(1);
      const asked = Date.now();
      const refused = await sendQuote(origin, await small(), { address: second });
      expect(refused.status).toBe(429);
      expect(refused.closedAt - asked).toBeLessThan(1000);
      expect(JSON.parse(refused.body).message).toBe(translateApiMessage("quote.oneAtATime", "en"));
      expect((await running).status).toBe(201);
      // the slot is back once the first is answered
      expect((await sendQuote(origin, await small(), { address: second })).status).toBe(201);
    }
  }, 20_000);
});

// a raw keep-alive connection: what the server answers, and when it closes the connection
function exchange(bytes: Buffer[]): Promise<{ text: string; closedAfterAnswerMs: number | null; socket: Socket }> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    let text = "";
    let answeredAt: number | null = null;
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      answeredAt ??= Date.now();
    });
    // the server may close while this side is still writing
    socket.on("error", () => {});
    socket.on("close", () =>
      resolve({ text, closedAfterAnswerMs: answeredAt === null ? null : Date.now() - answeredAt, socket }),
    );
    // a connection still open 10 s after the answer is kept alive (the next request would wait)
    setTimeout(() => socket.destroy(), 10_000).unref();
    socket.once("connect", async () => {
      for (const part of bytes) if (!socket.write(part)) await new Promise((r) => socket.once("drain", r));
    });
  });
}
const answers = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

describe(`a refused body closes its connection (${testDialect})`, () => {
  it("a quote over 25 MB: 413 with Connection: close, and the connection closed at once (the pipelined request after it is not left waiting)", async () => {
    const body = await quoteBody(
      [0, 1, 2].map((n) => ({ name: `ban-ve-${n}.pdf`, bytes: pdf(9_000_000) })),
      "big",
    );
    const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nX-Forwarded-For: 203.0.113.9\r\nContent-Type: ${body.contentType}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;
    const next = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    const result = await exchange([Buffer.from(head), body.payload, Buffer.from(next)]);
    expect(answers(result.text)).toEqual(["HTTP/1.1 413"]);
    expect(result.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(result.text).toContain(translateApiMessage("quote.filesTooLarge", "en"));
    expect(result.closedAfterAnswerMs).not.toBeNull();
    expect(result.closedAfterAnswerMs).toBeLessThan(2000);
    await expect.poll(() => spooledFiles(t.dataDir), { timeout: 5000 }).toEqual([]);
  }, 20_000);

  it("a JSON body over the limit by its Content-Length: 413 with Connection: close, closed at once", async () => {
    const head =
      "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n";
    const result = await exchange([Buffer.from(head), Buffer.from(`{"name":"${"a".repeat(1000)}`)]);
    expect(answers(result.text)).toEqual(["HTTP/1.1 413"]);
    expect(result.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(result.closedAfterAnswerMs).toBeLessThan(2000);
  });

  it("keeps the connection of an answered request alive: a refusal of a body read whole, then the next request", async () => {
    const refused = JSON.stringify({ name: "x" });
    const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(refused)}\r\n\r\n${refused}`;
    const next = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    const result = await exchange([Buffer.from(head + next)]);
    expect(answers(result.text), result.text).toEqual(["HTTP/1.1 400", "HTTP/1.1 200"]);
  });
});

describe(`a quote upload cut by the request time limit (${testDialect})`, () => {
  let short: TestApp;
  let shortOrigin: string;
  beforeAll(async () => {
    short = await createTestApp({
      TRUST_PROXY: "loopback",
      CONTACT_RATE_LIMIT_MAX: "1000",
      REQUEST_TIMEOUT_SECONDS: "2",
    });
    shortOrigin = await short.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => short.close());

  it("leaves no spooled file and gives its address's slot back", async () => {
    // 200 kB at 25 kB a second (above the pace): 8 s, over the 2 s the request may take
    const body = await quoteBody([{ name: "ban-ve.pdf", bytes: pdf(200_000) }], "timeout");
    const cut = await sendQuote(shortOrigin, body, { address: "203.0.113.40", chunk: 5000, pauseMs: 200 });
    expect(cut.status).not.toBe(201);
    await expect.poll(() => spooledFiles(short.dataDir), { timeout: 5000 }).toEqual([]);
    const after = await small();
    const next = await sendQuote(shortOrigin, after, { address: "203.0.113.40" });
    expect(next.status, next.body).toBe(201);
    expect(await short.db.selectFrom("contact_messages").select("email").execute()).toEqual([{ email: after.email }]);
  }, 20_000);
});
