import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// a real SMTP server in the test's process: it receives what the site sends, and can refuse a
// message (a reply code and text) or take its time before answering, as a real one may

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  // the messages accepted, in order
  received: ReceivedMail[];
  // every DATA the server saw, accepted or refused
  attempts: ReceivedMail[];
  // the messages accepted whose raw text contains `text`
  accepted(text: string): ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpBehaviour {
  // a refusal for this message (seen for the attempt-th time: 1, 2, …), or null to accept it
  refuse?: (raw: string, attempt: number) => { code: number; message: string } | null;
  // called when a message's data has arrived, before the answer; the answer waits for it
  beforeAnswer?: (raw: string) => Promise<void> | void;
}

// the attempts of one message are told apart by its Subject line (retries send a new Message-ID)
const subjectOf = (raw: string) => /^Subject: .*(?:\r?\n[ \t].*)*/im.exec(raw)?.[0] ?? raw;

export async function startSmtpServer(behaviour: SmtpBehaviour = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const attempts: ReceivedMail[] = [];
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", async () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        };
        attempts.push(mail);
        const key = subjectOf(raw);
        const attempt = (seen.get(key) ?? 0) + 1;
        seen.set(key, attempt);
        await behaviour.beforeAnswer?.(raw);
        const refusal = behaviour.refuse?.(raw, attempt) ?? null;
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    accepted: (text) => received.filter((mail) => mail.raw.includes(text)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// polls until check answers something other than undefined
export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// "=?UTF-8?B?…?=" and "=?UTF-8?Q?…?=" words of a header, decoded
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

// the text body, quoted-printable or base64, decoded
export function body(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const content = rest.join("\n\n");
  if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(content, "base64").toString("utf8");
  const unwrapped = content.replace(/=\r?\n/g, "");
  const bytes = unwrapped.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw);
  return decodeHeader((match?.[1] ?? "").replace(/\r?\n[ \t]/g, " "));
}
