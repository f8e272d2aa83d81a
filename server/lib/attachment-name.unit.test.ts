import { describe, expect, it } from "vitest";
import { attachmentName } from "./attachment-name.ts";

// a quote file's name as staff are offered it: the extension of what its bytes are, never one
// Windows would act on (issue 34)

const PDF = "application/pdf";
const JPEG = "image/jpeg";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describe("the name a quote file is offered under", () => {
  it.each([
    ["BaoGia.bat", PDF, "BaoGia.pdf"],
    ["Ban-ve.pdf.hta", PDF, "Ban-ve.pdf"],
    ["report.PDF", PDF, "report.PDF"],
    ["report.pdf", PDF, "report.pdf"],
    ["photo.jpeg", JPEG, "photo.jpeg"],
    ["photo.png", JPEG, "photo.jpg"],
    ["hoa-don.exe", JPEG, "hoa-don.jpg"],
    ["Bảng khối lượng.xlsx", XLSX, "Bảng khối lượng.xlsx"],
    ["a.exe.pdf", PDF, "a.pdf"],
    ["a.pdf.exe.scr", PDF, "a.pdf"],
    ["thu-tuc.docx.js", PDF, "thu-tuc.pdf"],
    // Windows drops trailing dots and spaces: "x.bat. ." would run as .bat
    ["x.bat. .", PDF, "x.pdf"],
    ["no-extension", PDF, "no-extension.pdf"],
    // a dot before a letter inside the name is no extension any more; numbers keep theirs
    ["Hợp đồng 12.2024 - Cty A.B.C.pdf", PDF, "Hợp đồng 12.2024 - Cty A_B_C.pdf"],
    ["setup.exe bao gia.pdf", PDF, "setup_exe bao gia.pdf"],
    // a right-to-left override would show "hoadon\u202Egpj.exe" as "hoadonexe.jpg"
    ["hoadon\u202Egpj.exe", JPEG, "hoadongpj.jpg"],
    ["C:\\Users\\khach\\evil.js.docx", PDF, "evil.pdf"],
    ["../../etc/passwd", PDF, "passwd.pdf"],
    ["...", PDF, "attachment.pdf"],
    ["", PDF, "attachment.pdf"],
  ])("%j as %s → %j", (name, type, offered) => {
    expect(attachmentName(name, type)).toBe(offered);
  });

  it("never ends with, or holds, an extension Windows runs", () => {
    const dangerous = ["exe", "bat", "cmd", "com", "scr", "pif", "hta", "js", "jse", "vbs", "vbe", "wsf", "wsh"];
    dangerous.push("msi", "lnk", "ps1", "reg", "cpl", "jar");
    for (const ending of dangerous) {
      for (const name of [`BaoGia.${ending}`, `BaoGia.pdf.${ending}`, `BaoGia.${ending}.pdf`, `Bao.${ending}.Gia`]) {
        const offered = attachmentName(name, PDF);
        expect(offered.endsWith(".pdf"), `${name} → ${offered}`).toBe(true);
        expect(offered.slice(0, -4), `${name} → ${offered}`).not.toContain(".");
      }
    }
  });

  it("keeps a long name within 255 characters", () => {
    expect(attachmentName(`${"đ".repeat(400)}.pdf`, PDF).length).toBeLessThanOrEqual(255);
  });

  it("without the type (a name in a lead's timeline): only a quote file's extension is kept", () => {
    expect(attachmentName("Sơ đồ một sợi.pdf")).toBe("Sơ đồ một sợi.pdf");
    expect(attachmentName("BaoGia.bat")).toBe("BaoGia");
    expect(attachmentName("Ban-ve.pdf.hta")).toBe("Ban-ve");
  });
});
