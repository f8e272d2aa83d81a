import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { QUOTE_FILES } from "../../contract/quote-options.ts";
import { FileTypeSniffer } from "../lib/file-type.ts";
import { HttpError } from "../lib/http-error.ts";
import type { ReceivedFile } from "../repositories/contacts.ts";
import type { Spool } from "./spool.ts";

// A request for a quote sent as multipart/form-data (issue 23): the form's fields, and up to five
// files in parts named "attachments" — 10 MB each, 25 MB together, each judged by its bytes as it
// arrives (server/lib/file-type.ts). A refusal names the field and comes before anything is
// stored. Each file is written to a folder of the request's in the spool as it arrives
// ($DATA_DIR/spool, services/spool.ts; not held in memory: 25 MB of files would be held twice, as
// chunks and as one buffer, until V8 collects them), read back one at a time as it is written to
// the database, and the folder is removed when the request ends, however it ends (`discard`: the
// contact route calls it once the request is answered or abandoned, the reading itself on any
// refusal; a graceful stop removes the spool of the process after the requests in flight).
//
// Reading slots (issue 34): at most QUOTE_SLOTS.total such requests are read at once per process,
// and at most one per client address (request.ip as the rate limits count it: an IPv6 address by
// its /64, lib/client-address.ts); another is asked to try again shortly (429). A sender must keep
// a pace: from QUOTE_PACE.graceMs on, the body must have brought QUOTE_PACE.bytesPerSecond for
// every second after the grace period, checked every QUOTE_PACE.checkMs; a slower one is cut with
// 408 (its connection closed, its files removed), so that trickling senders cannot hold the slots.

export const QUOTE_SLOTS = { total: 2, perAddress: 1 } as const;
export const QUOTE_PACE = { graceMs: 5000, bytesPerSecond: 10_000, checkMs: 1000 } as const;

// the reading slots of one process: how many are held, and by which addresses
export class QuoteSlots {
  #held = 0;
  readonly #addresses = new Map<string, number>();

  // a slot for a request from `address` (a counter key), or why not: "busy" (every slot taken)
  // or "address" (that address holds its share already)
  claim(address: string): "busy" | "address" | null {
    if ((this.#addresses.get(address) ?? 0) >= QUOTE_SLOTS.perAddress) return "address";
    if (this.#held >= QUOTE_SLOTS.total) return "busy";
    this.#held += 1;
    this.#addresses.set(address, (this.#addresses.get(address) ?? 0) + 1);
    return null;
  }

  release(address: string): void {
    this.#held = Math.max(0, this.#held - 1);
    const left = (this.#addresses.get(address) ?? 1) - 1;
    if (left > 0) this.#addresses.set(address, left);
    else this.#addresses.delete(address);
  }
}

const refuse = (key: string, status = 400) => new HttpError(status, key, { errors: [{ key, path: "attachments" }] });

// a file's name as the download will give it: no folders, no control characters, at most 255
function cleanName(name: string): string {
  const base = name.normalize("NFC").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "attachment").slice(0, 255);
}

// a checkbox or a boolean as a form sends it
const checked = (value: string) =>
  value === "true" || value === "on" || value === "1" ? true : value === "false" ? false : value;

// what a multipart request brought: its fields, its files (in the request's spool folder), and
// the removal of that folder. Made before the reading starts, so that a request abandoned in the
// middle of it has its files removed too (and none made after)
export class QuoteUpload {
  fields: Record<string, unknown> = {};
  files: ReceivedFile[] = [];
  #folder: Promise<string> | null = null;
  #discarded = false;
  readonly #spool: Spool;

  constructor(spool: Spool) {
    this.#spool = spool;
  }

  async folder(): Promise<string> {
    if (this.#discarded) throw new Error("the request is over: its files were removed");
    this.#folder ??= this.#spool.folder();
    return this.#folder;
  }

  async discard(): Promise<void> {
    this.#discarded = true;
    const folder = await this.#folder?.catch(() => null);
    if (folder) await rm(folder, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
  }
}

// the next value of an iteration, or the reading's cut (a sender too slow), whichever comes first
const before = <T>(next: Promise<T>, cut: Promise<never>) => Promise.race([next, cut]);

// a promise that fails with 408 once the body falls behind the pace, and the end of the watch
function watchPace(request: FastifyRequest): { cut: Promise<never>; stop: () => void } {
  const raw = request.raw;
  const started = Date.now();
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
  };
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearInterval(timer);
    raw.off("data", count);
  };
  const cut = new Promise<never>((_, reject) => {
    if (raw.complete) return;
    raw.on("data", count);
    raw.once("end", stop);
    timer = setInterval(() => {
      if (raw.complete) return stop();
      const late = Date.now() - started - QUOTE_PACE.graceMs;
      if (late > 0 && received < (QUOTE_PACE.bytesPerSecond * late) / 1000) {
        stop();
        request.log.info({ received, seconds: (Date.now() - started) / 1000 }, "quote upload too slow: cut");
        reject(new HttpError(408, "quote.tooSlow", { values: { rate: QUOTE_PACE.bytesPerSecond / 1000 } }));
      }
    }, QUOTE_PACE.checkMs);
  });
  cut.catch(() => {});
  return { cut, stop };
}

export async function readQuoteMultipart(request: FastifyRequest, upload: QuoteUpload): Promise<void> {
  const { fields, files } = upload;
  const parts = request
    .parts({
      limits: { fileSize: QUOTE_FILES.maxBytes, files: QUOTE_FILES.max + 1, fields: 40, fieldSize: 20_000, parts: 50 },
    })
    [Symbol.asyncIterator]();
  // the first step pipes the body into the parser; the pace is watched from then on (a listener
  // of the body's bytes added before would have them flow past the parser)
  const first = parts.next();
  const pace = watchPace(request);
  let total = 0;
  try {
    for (let next = await before(first, pace.cut); !next.done; next = await before(parts.next(), pace.cut)) {
      const part = next.value;
      if (part.type === "field") {
        if (typeof part.value === "string")
          fields[part.fieldname] = part.fieldname === "consent" ? checked(part.value) : part.value;
        continue;
      }
      if (part.fieldname !== "attachments") throw refuse("quote.fileType");
      const file = path.join(await upload.folder(), String(files.length));
      const out = createWriteStream(file, { mode: 0o600 });
      // a write that fails (a full disk, the folder removed as the request was abandoned) is
      // kept to be thrown here, never left as an 'error' event nobody listens to
      let failed: Error | null = null;
      out.on("error", (error) => {
        failed ??= error;
      });
      const sniffer = new FileTypeSniffer();
      let size = 0;
      try {
        const chunks = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
        for (
          let step = await before(chunks.next(), pace.cut);
          !step.done;
          step = await before(chunks.next(), pace.cut)
        ) {
          if (failed) throw failed;
          const chunk = step.value;
          size += chunk.length;
          if (total + size > QUOTE_FILES.totalBytes) throw refuse("quote.filesTooLarge", 413);
          sniffer.push(chunk);
          if (!out.write(chunk)) await once(out, "drain");
        }
      } finally {
        out.end();
        await finished(out).catch(() => {});
      }
      if (failed) throw failed;
      // a file input left empty sends a part without a name or bytes
      if (size === 0 && part.filename === "") continue;
      if (files.length >= QUOTE_FILES.max) throw refuse("quote.tooManyFiles");
      const type = sniffer.type();
      if (type === null) throw refuse("quote.fileType");
      files.push({ name: cleanName(part.filename), type, path: file, bytes: size });
      total += size;
    }
  } catch (error) {
    await upload.discard();
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw refuse("quote.fileTooLarge", 413);
    if (code === "FST_FILES_LIMIT") throw refuse("quote.tooManyFiles");
    throw error;
  } finally {
    pace.stop();
  }
}
