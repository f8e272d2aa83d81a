import type { QuoteFileType } from "../../contract/quote-options.ts";

// What a file is, by its bytes rather than its name (a quote's attachments, issue 23): PDF, JPEG,
// PNG and WebP by their first bytes; XLSX and DOCX are ZIP archives, told apart by the part every
// such file has (xl/workbook.xml, word/document.xml), whose name appears in the archive's entry
// headers as the bytes pass. Fed chunk by chunk, so a file is judged while it streams to storage
// and never held whole; `type()` at the end: null for anything else (an executable renamed .pdf).

const SIGNATURES: [QuoteFileType | "zip", (head: Buffer) => boolean][] = [
  ["application/pdf", (head) => head.subarray(0, 5).toString("latin1") === "%PDF-"],
  ["image/jpeg", (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff],
  ["image/png", (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  [
    "image/webp",
    (head) => head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP",
  ],
  ["zip", (head) => head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))],
];
const HEAD_BYTES = 12;
const PARTS = { xlsx: "xl/workbook.xml", docx: "word/document.xml" } as const;
const OVERLAP = Math.max(PARTS.xlsx.length, PARTS.docx.length);

export class FileTypeSniffer {
  #head = Buffer.alloc(0);
  #kind: QuoteFileType | "zip" | null | undefined;
  #seen = { xlsx: false, docx: false };
  #tail = "";

  push(chunk: Buffer): void {
    if (this.#kind === undefined) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
      if (this.#head.length === HEAD_BYTES) {
        this.#kind = SIGNATURES.find(([, matches]) => matches(this.#head))?.[0] ?? null;
      }
    }
    this.#scan(chunk);
  }

  // an archive's part names, looked for across chunk boundaries
  #scan(chunk: Buffer): void {
    if (this.#kind !== "zip" && this.#kind !== undefined) return;
    const text = this.#tail + chunk.toString("latin1");
    if (text.includes(PARTS.xlsx)) this.#seen.xlsx = true;
    if (text.includes(PARTS.docx)) this.#seen.docx = true;
    this.#tail = text.slice(-OVERLAP);
  }

  type(): QuoteFileType | null {
    const kind =
      this.#kind === undefined ? (SIGNATURES.find(([, matches]) => matches(this.#head))?.[0] ?? null) : this.#kind;
    if (kind !== "zip") return kind;
    if (this.#seen.xlsx === this.#seen.docx) return null;
    return this.#seen.xlsx
      ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      : "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  }
}

export function sniffFileType(chunks: Iterable<Buffer>): QuoteFileType | null {
  const sniffer = new FileTypeSniffer();
  for (const chunk of chunks) sniffer.push(chunk);
  return sniffer.type();
}
