import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { QUOTE_FILES } from "../../contract/quote-options.ts";
import { FileTypeSniffer } from "../lib/file-type.ts";
import { HttpError } from "../plugins/error-handler.ts";
import type { ReceivedFile } from "../repositories/contacts.ts";

// A request for a quote sent as multipart/form-data (issue 23): the form's fields, and up to five
// files in parts named "attachments" — 10 MB each, 25 MB together, each judged by its bytes as it
// arrives (server/lib/file-type.ts). A refusal names the field and comes before anything is
// stored. Each file is written to a temporary folder of the request's as it arrives (not held in
// memory: 25 MB of files would be held twice, as chunks and as one buffer, until V8 collects
// them), read back one at a time as it is written to the database, and the folder is removed when
// the request ends, answered or abandoned (`discard`). At most MAX_IN_FLIGHT such requests are
// read at once per process; another is asked to try again shortly (429).

const MAX_IN_FLIGHT = 2;
let inFlight = 0;

// one reading of a multipart request at a time beyond the limit is refused; `release` after
// the answer
export function claimQuoteSlot(): boolean {
  if (inFlight >= MAX_IN_FLIGHT) return false;
  inFlight += 1;
  return true;
}
export function releaseQuoteSlot(): void {
  inFlight = Math.max(0, inFlight - 1);
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

// what a multipart request brought: its fields, its files (in the temporary folder), and the
// removal of that folder
export interface QuoteUpload {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
  discard: () => Promise<void>;
}

export async function readQuoteMultipart(request: FastifyRequest): Promise<QuoteUpload> {
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  let folder: string | null = null;
  const discard = async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: QUOTE_FILES.maxBytes, files: QUOTE_FILES.max + 1, fields: 40, fieldSize: 20_000, parts: 50 },
    })) {
      if (part.type === "field") {
        if (typeof part.value === "string")
          fields[part.fieldname] = part.fieldname === "consent" ? checked(part.value) : part.value;
        continue;
      }
      if (part.fieldname !== "attachments") throw refuse("quote.fileType");
      folder ??= await mkdtemp(path.join(tmpdir(), "quote-"));
      const file = path.join(folder, String(files.length));
      const out = createWriteStream(file, { mode: 0o600 });
      const sniffer = new FileTypeSniffer();
      let size = 0;
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (total + size > QUOTE_FILES.totalBytes) throw refuse("quote.filesTooLarge", 413);
          sniffer.push(chunk);
          if (!out.write(chunk)) await once(out, "drain");
        }
      } finally {
        out.end();
        await once(out, "close");
      }
      // a file input left empty sends a part without a name or bytes
      if (size === 0 && part.filename === "") continue;
      if (files.length >= QUOTE_FILES.max) throw refuse("quote.tooManyFiles");
      const type = sniffer.type();
      if (type === null) throw refuse("quote.fileType");
      files.push({ name: cleanName(part.filename), type, path: file, bytes: size });
      total += size;
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw refuse("quote.fileTooLarge", 413);
    if (code === "FST_FILES_LIMIT") throw refuse("quote.tooManyFiles");
    throw error;
  }
  return { fields, files, discard };
}
