import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listSiteFiles, PUBLIC_DIR, siteOwnPaths } from "./site-files.ts";

// the files the server answers itself, read from the folders (issue 34): never a redirect's `from`

const folder = mkdtempSync(path.join(tmpdir(), "site-files-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the site's own files", () => {
  it("are every file of public/ as it is, not a list kept by hand", () => {
    const files = listSiteFiles([PUBLIC_DIR]);
    expect(files).toContain("/og-image.png");
    expect(files).toContain("/favicon.svg");
    expect(files).toContain("/images/projects/scada.svg");
  });

  it("follow the folders: a file added is the site's own, the build's assets and compressed twins aside", () => {
    mkdirSync(path.join(folder, "assets"));
    mkdirSync(path.join(folder, "docs", "2026"), { recursive: true });
    writeFileSync(path.join(folder, "assets", "entry-abc.js"), "");
    writeFileSync(path.join(folder, "bang-gia.pdf"), "");
    writeFileSync(path.join(folder, "bang-gia.pdf.br"), "");
    writeFileSync(path.join(folder, "docs", "2026", "ho so nang luc.pdf"), "");
    const files = listSiteFiles([folder, undefined, path.join(folder, "missing")]);
    expect([...files].sort()).toEqual(["/bang-gia.pdf", "/docs/2026/ho so nang luc.pdf"]);

    const own = siteOwnPaths(files);
    expect(own.reason("/bang-gia.pdf")).toBe("siteFile");
    expect(own.reason("/bang-gia.pdf/")).toBe("siteFile");
    expect(own.reason("/docs/2026/ho%20so%20nang%20luc.pdf")).toBe("siteFile");
    // the fixed addresses (contract/redirects.ts) whatever the folders hold
    expect(own.reason("/metrics")).toBe("ownPath");
    expect(own.reason("/.well-known/security.txt")).toBe("ownPath");
    expect(own.reason("/favicon.ico")).toBe("ownPath");
    expect(own.reason("/manifest.json")).toBe("ownPath");
    // an old page of the site is not
    expect(own.reason("/bang-gia")).toBeNull();
    expect(own.reason("/docs/2026")).toBeNull();
    expect(own.reason("/gioi-thieu.html")).toBeNull();
    expect(own.reason("/metrics-cu")).toBeNull();
    expect(own.reason("/manifesto")).toBeNull();
  });
});
