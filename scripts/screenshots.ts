import { rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { startSite } from "../bench/support.ts";

// npm run screenshots: the README's pictures (the home page, the Settings screen), taken from the running product

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
  // the back office's Settings screen, in Vietnamese, as a Super Admin sees it
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "vi-VN" });
  await context.addInitScript(() => window.localStorage.setItem("i18nextLng", "vi"));
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/login?redirect=%2Fadmin%2Fsettings`);
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#login-name").fill(process.env.SEED_ADMIN_LOGIN || "admin");
  await page.locator("#login-password").fill("bench-admin-password");
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(`${site.url}/admin/settings`);
  await page.locator("#settings-hotline").waitFor();
  // once the login's toast has gone; the whole form, down to the opening hours and figures
  await page
    .locator("[data-sonner-toast]")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});
  const png = path.join(out, "admin-settings.png");
  // a window as tall as the form, so that the save bar sits at its foot
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height });
  await page.screenshot({ path: png });
  await sharp(png)
    .webp({ quality: 80 })
    .toFile(png.replace(/\.png$/, ".webp"));
  rmSync(png);

  // the Pages screen: the home page's words, Vietnamese and English side by side (one window)
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/admin/pages/home`);
  await page.getByRole("heading", { level: 1, name: "Trang chủ" }).waitFor();
  const pages = path.join(out, "admin-pages.png");
  await page.screenshot({ path: pages });
  await sharp(pages)
    .webp({ quality: 80 })
    .toFile(pages.replace(/\.png$/, ".webp"));
  rmSync(pages);
  await context.close();
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await site.stop();
}
