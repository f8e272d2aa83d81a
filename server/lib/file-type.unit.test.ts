import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-type.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));
// a ZIP entry header naming a part, as an OOXML file has them
const zipEntry = (name: string) =>
  bytes([0x50, 0x4b, 0x03, 0x04], "\u0014\u0000\u0000\u0000\u0008\u0000", name, "....");

describe("a file's type, by its bytes", () => {
  it("knows PDF, JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffFileType([bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj")])).toBe("application/pdf");
    expect(sniffFileType([bytes([0xff, 0xd8, 0xff, 0xe0], "\u0000\u0010JFIF\u0000")])).toBe("image/jpeg");
    expect(sniffFileType([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\u0000\u0000\u0000\rIHDR")])).toBe(
      "image/png",
    );
    expect(sniffFileType([bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")])).toBe("image/webp");
  });

  it("tells a spreadsheet from a document inside the ZIP, across chunk boundaries", () => {
    const xlsx = Buffer.concat([zipEntry("[Content_Types].xml"), zipEntry("xl/workbook.xml")]);
    expect(sniffFileType([xlsx])).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const docx = Buffer.concat([zipEntry("[Content_Types].xml"), zipEntry("word/document.xml")]);
    // cut in the middle of the part's name, and in the middle of the signature
    const cut = docx.indexOf("word/document.xml") + 6;
    expect(sniffFileType([docx.subarray(0, 2), docx.subarray(2, cut), docx.subarray(cut)])).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("refuses what is none of them: an executable named .pdf, a plain ZIP, text, nothing", () => {
    expect(
      sniffFileType([bytes("MZ\u0090\u0000\u0003\u0000\u0000\u0000\u0004\u0000\u0000\u0000This program")]),
    ).toBeNull();
    expect(sniffFileType([zipEntry("setup.exe")])).toBeNull();
    expect(sniffFileType([bytes("hello, this is text")])).toBeNull();
    expect(sniffFileType([])).toBeNull();
    // a PDF's name inside a ZIP does not make it a PDF
    expect(sniffFileType([zipEntry("drawing.pdf"), bytes("%PDF-1.7")])).toBeNull();
  });
});
