import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import type { Db } from "../db/connect.ts";
import { TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY } from "./test-app.ts";

// requests for a quote with files as a browser sends them, sent at a chosen pace and cut where a
// test wants, a real server process to send them to (killed and restarted), and what is left
// afterwards: spooled files, and leads stored whole or not (issue 34)

const root = path.resolve(import.meta.dirname, "..", "..");

// a PDF of `size` bytes, different each time
export const pdf = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(Math.max(0, size - 16)), Buffer.from("\n%%EOF\n")]);

export interface QuoteBody {
  email: string;
  files: { name: string; bytes: Buffer }[];
  payload: Buffer;
  contentType: string;
}

let sequence = 0;
// a request for a quote from a unique address, with its files
export async function quoteBody(files: { name: string; bytes: Buffer }[], tag = "k"): Promise<QuoteBody> {
  sequence += 1;
  const email = `${tag}${sequence}-${randomBytes(3).toString("hex")}@nhamay-quote.vn`;
  const form = new FormData();
  const fields: Record<string, string> = {
    name: "Trần Thị Bích Ngọc",
    email,
    phone: "0912 345 678",
    message: `Cần báo giá lắp đặt tủ điện hạ thế cho nhà xưởng, yêu cầu số ${sequence} mã ${email.split("@")[0]}.`,
    consent: "true",
    service: "installation",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("attachments", new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  return {
    email,
    files,
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

export interface Sent {
  status: number;
  body: string;
  // the answer's Connection header
  connection?: string;
  // the connection ended without an answer (cut by the client or the server)
  error: string | null;
  closedAt: number;
}

// POST /api/contact with `body`, written `chunk` bytes at a time with `pauseMs` between, from the
// client address `address` (X-Forwarded-For: the server trusts the loopback proxy); `firstChunk`:
// the size of the first write (then `chunk` at a time); `cutAfter`: the client goes away after
// that many bytes
export function sendQuote(
  origin: string,
  body: QuoteBody,
  options: {
    address: string;
    chunk?: number;
    firstChunk?: number;
    pauseMs?: number;
    cutAfter?: number;
    language?: "vi" | "en";
  },
): Promise<Sent> {
  const { chunk = 256 * 1024, pauseMs = 0, cutAfter } = options;
  const url = new URL("/api/contact", origin);
  return new Promise((resolve) => {
    let settled = false;
    const done = (sent: Omit<Sent, "closedAt">) => {
      if (settled) return;
      settled = true;
      resolve({ ...sent, closedAt: Date.now() });
    };
    const req = httpRequest(url, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": body.contentType,
        "content-length": String(body.payload.length),
        "x-forwarded-for": options.address,
        "accept-language": options.language ?? "en",
      },
    });
    req.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => {
        text += part;
      });
      const connection = response.headers.connection;
      response.on("end", () => done({ status: response.statusCode ?? 0, body: text, connection, error: null }));
      response.on("error", (error) => done({ status: response.statusCode ?? 0, body: text, error: error.message }));
    });
    req.on("error", (error) => done({ status: 0, body: "", error: error.message }));
    let offset = 0;
    const write = () => {
      if (settled || req.destroyed) return;
      const size = offset === 0 ? (options.firstChunk ?? chunk) : chunk;
      const end = Math.min(body.payload.length, offset + size, cutAfter ?? Number.POSITIVE_INFINITY);
      if (cutAfter !== undefined && offset >= cutAfter) {
        req.destroy();
        done({ status: 0, body: "", error: "cut by the client" });
        return;
      }
      const flushed = req.write(body.payload.subarray(offset, end));
      offset = end;
      if (offset >= body.payload.length) return void req.end();
      const next = () => setTimeout(write, pauseMs);
      if (flushed) next();
      else req.once("drain", next);
    };
    write();
  });
}

// every file (not folder) under the spool, with its mode
export function spooledFiles(dataDir: string): { file: string; mode: number }[] {
  const found: { file: string; mode: number }[] = [];
  const walk = (folder: string) => {
    let entries: string[];
    try {
      entries = readdirSync(folder);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry);
      const stats = statSync(full, { throwIfNoEntry: false });
      if (!stats) continue;
      if (stats.isDirectory()) walk(full);
      else found.push({ file: full, mode: stats.mode & 0o777 });
    }
  };
  walk(path.join(dataDir, "spool"));
  return found;
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
  log: () => string;
}

// the production server's start-up and stop without the built pages
// (server/test-support/api-server.ts; `built`: server/index.ts itself, with the build), on
// `dataDir` and the database `databaseUrl` (SQLite in dataDir when undefined), trusting
// X-Forwarded-For from the loopback
export function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  built?: boolean;
}): Promise<ServerProcess> {
  const { port, dataDir, databaseUrl } = options;
  return new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SEED_ADMIN_PASSWORD: "quote-spool-pass",
      SEED_TWO_FACTOR_RULE: "none",
      JWT_SECRET: TEST_JWT_SECRET,
      TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
      TRUST_PROXY: "loopback",
      CONTACT_RATE_LIMIT_MAX: "10000",
      SHUTDOWN_GRACE_SECONDS: "3",
      LOG_LEVEL: "warn",
      SITE_MEMORY_SETTINGS: "0",
      DATABASE_URL: databaseUrl,
      TEST_DB: undefined,
      ...options.env,
    };
    if (!databaseUrl) delete env.DATABASE_URL;
    const entry = options.built ? ["server", "index.ts"] : ["server", "test-support", "api-server.ts"];
    const child = spawn(process.execPath, [path.join(root, ...entry)], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Site ready")) {
        clearTimeout(timer);
        resolve({ child, origin: `http://127.0.0.1:${port}`, exited, log: () => output });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", () => {
      clearTimeout(timer);
      reject(new Error(`the server stopped:\n${output}`));
    });
  });
}

const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export interface LeadCheck {
  // leads stored without every file sent, or with a file whose bytes differ
  halfStored: string[];
  // leads answered 201 and not found whole
  missing: string[];
  // leads stored
  stored: number;
}

// every lead of `sent` in the database: stored whole (each file, byte for byte) or not at all,
// and every acknowledged one stored
export async function checkLeads(db: Db, sent: { body: QuoteBody; acknowledged: boolean }[]): Promise<LeadCheck> {
  const halfStored: string[] = [];
  const missing: string[] = [];
  let stored = 0;
  for (const { body, acknowledged } of sent) {
    const lead = await db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", body.email)
      .executeTakeFirst();
    if (!lead) {
      if (acknowledged) missing.push(body.email);
      continue;
    }
    stored++;
    const files = await db
      .selectFrom("contact_attachments")
      .select(["name", "bytes", "data"])
      .where("contact_id", "=", lead.id)
      .orderBy("id")
      .execute();
    const whole =
      files.length === body.files.length &&
      files.every((file, index) => {
        const expected = body.files[index]?.bytes;
        return (
          expected !== undefined &&
          file.bytes === expected.length &&
          file.data !== null &&
          digest(file.data as Uint8Array) === digest(expected)
        );
      });
    if (!whole) halfStored.push(body.email);
  }
  return { halfStored, missing, stored };
}
