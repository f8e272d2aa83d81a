import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { enPath, publicPages } from "./support/pages.ts";

// the HTML every public page is served with, checked by the W3C Nu Html Checker run offline
// (the vnu-jar package's vnu.jar on Debian's Java): no error and no warning. Its CSS checker does
// not know current CSS (@property, margin-trim, which Tailwind 4 writes into the inlined critical
// styles), so messages about CSS are left out: they judge the checker's grammar, not our markup.

const baseURL = inject("baseURL");
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const folder = mkdtempSync(path.join(tmpdir(), "site-vnu-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe("HTML validity (W3C Nu Html Checker)", () => {
  it("every public page in both languages, a project, a news item, the 404 page and the admin's shell: no error, no warning", async () => {
    const listing = async (page: string, pattern: RegExp) =>
      pattern.exec(await (await fetch(`${baseURL}${page}`)).text())?.[1];
    const project = await listing("/projects", /href="\/projects\/([^"]+)"/);
    const news = await listing("/news", /href="\/news\/([^"]+)"/);
    expect(project && news).toBeTruthy();
    const paths = [...publicPages.map((page) => page.path), `/projects/${project}`, `/news/${news}`, "/no-such-page"];
    // and the page the back office is served as before the browser renders it
    const urls = [...paths.flatMap((page) => [page, enPath(page)]), "/admin/login"];
    for (const url of urls) {
      const response = await fetch(`${baseURL}${url}`);
      expect([200, 404]).toContain(response.status);
      writeFileSync(path.join(folder, `${url.replace(/\//g, "_") || "_"}.html`), await response.text());
    }

    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", vnu, "--format", "json", "--stdout", "--exit-zero-always", folder],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stdout) as { messages: NuMessage[] }).messages;
    expect(messages.length, "the checker read the pages").toBeGreaterThan(0);
    const findings = messages
      .filter((message) => message.type === "error" || message.subType === "warning")
      .filter((message) => !message.message.startsWith("CSS:"))
      .map((message) => `${path.basename(message.url)}:${message.lastLine}: ${message.message} (${message.extract})`);
    expect(findings).toEqual([]);
  });
});
