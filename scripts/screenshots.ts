import { rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { startSite } from "../bench/support.ts";

// npm run screenshots: the README's pictures of the home page, taken from the running product

const out = path.resolve(import.meta.dirname, "..", "docs", "screenshots");
const site = await startSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const [language, url] of [
    ["vi", "/"],
    ["en", "/en"],
  ] as const) {
    for (const [suffix, viewport] of [
      ["", { width: 1280, height: 800 }],
      ["-phone", { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${site.url}${url}`, { waitUntil: "networkidle" });
      const png = path.join(out, `home-${language}${suffix}.png`);
      await page.screenshot({ path: png });
      await sharp(png)
        .webp({ quality: 80 })
        .toFile(png.replace(/\.png$/, ".webp"));
      rmSync(png);
      await context.close();
    }
  }
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await site.stop();
}
