import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSite } from "./support.ts";

// npm run bench:lighthouse — Lighthouse (mobile: emulated phone, throttled 4G and CPU) on every
// public page in both languages, against the built site and Debian's Chromium; prints the four
// scores per page. Target: Performance >= 95; Accessibility, Best Practices and SEO 100.

const pages = [
  "/",
  "/about",
  "/services",
  "/services/electrical",
  "/services/maintenance",
  "/projects",
  "/contact",
  "/privacy",
  "/terms",
];
const only = process.argv.slice(2);
const urls = pages
  .flatMap((page) => [page, page === "/" ? "/en" : `/en${page}`])
  .filter((page) => only.length === 0 || only.includes(page));

const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const rows: { page: string; scores: number[]; failed: string[] }[] = [];
try {
  for (const page of urls) {
    // a run that Lighthouse itself could not finish (a protocol hiccup) is tried once more
    let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(`${site.url}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        formFactor: "mobile",
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      lhr = result.lhr;
      if (!lhr.runtimeError || attempt === 2) break;
      console.log(`${page}: Lighthouse could not finish (${lhr.runtimeError.code}); trying again`);
    }
    const scores = categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
    // the audits that cost points, so a drop says where to look
    const failed = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "manual",
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    rows.push({ page, scores, failed });
    console.log(
      `${page.padEnd(26)} perf ${String(scores[0]).padStart(3)}  a11y ${String(scores[1]).padStart(3)}  bp ${String(scores[2]).padStart(3)}  seo ${String(scores[3]).padStart(3)}${failed.length ? `   below 0.9: ${failed.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  await site.stop();
}

const meets = (row: (typeof rows)[number]) =>
  (row.scores[0] ?? 0) >= 95 && row.scores.slice(1).every((score) => score === 100);
const passing = rows.filter(meets).length;
console.log(`\n${passing} of ${rows.length} pages meet the target (performance >= 95, the other three 100).`);
