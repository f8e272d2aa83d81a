import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startSite } from "../../bench/support.ts";
import { pageSeeds } from "../../server/db/page-seeds.ts";

// two real server processes on one database, as behind a load balancer: an edit through one is
// on the other's pages within a second, although both answer from their page caches, and an
// image uploaded through one is served by the other (UPLOADS_STORE=database; on PostgreSQL each
// process has a data folder of its own, as on two machines)

const postgresUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function sharedDatabase(kind: "sqlite" | "postgres"): Promise<Record<string, string>> {
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-two-servers-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir, DATABASE_URL: "" };
  }
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is needed for the PostgreSQL case");
  const name = `two_servers_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

const kinds = postgresUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);

describe.each(kinds)("two server processes on one %s database", (kind) => {
  it("show an edit or a publish made through the other one within a second, and serve the picture uploaded there", async () => {
    const env = {
      ...(await sharedDatabase(kind)),
      JWT_SECRET: "tqzO6vlyyyXBDRdMmb7s0xEP2bWNjq83UFrhhtv2+iEjBXWd",
      TWO_FACTOR_KEY: "3pHPsnlfHkwP0Tq534sJ/w9ExFipaC9Ob6M88+78PZ8=",
      SEED_ADMIN_PASSWORD: "two-servers-password",
      SEED_TWO_FACTOR_RULE: "none",
      UPLOADS_STORE: "database",
    };
    // the first one migrates and seeds; the second finds the database ready
    const first = await startSite(env);
    cleanups.push(first.stop);
    const second = await startSite(env);
    cleanups.push(second.stop);

    const page = `${second.url}/en/projects`;
    const before = await fetch(page);
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain("Built through the first server");
    // the second answer comes from the cache: same version
    const etag = before.headers.get("etag");
    expect((await fetch(page, { headers: { "if-none-match": etag ?? "" } })).status).toBe(304);

    const login = await fetch(`${first.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login_name: "admin", password: "two-servers-password" }),
    });
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1e5ac8" } })
      .jpeg()
      .toBuffer();
    form.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "site.jpg");
    const uploaded = await fetch(`${first.url}/api/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { path: string; variants: { path: string }[] };
    for (const variant of image.variants) {
      const fromSecond = await fetch(`${second.url}${variant.path}`);
      expect(fromSecond.status, variant.path).toBe(200);
      expect(fromSecond.headers.get("content-type")).toBe("image/webp");
      expect(fromSecond.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const fromFirst = await fetch(`${first.url}${variant.path}`);
      expect(Buffer.from(await fromSecond.arrayBuffer()).equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);
      expect(fromSecond.headers.get("etag")).toBe(fromFirst.headers.get("etag"));
    }
    const created = await fetch(`${first.url}/api/projects`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: "Built through the first server",
        title_vi: "Xây dựng qua máy chủ thứ nhất",
        location: "Binh Duong",
        location_vi: "Bình Dương",
        services_provided: "Installation",
        services_provided_vi: "Lắp đặt",
        status: 1,
        display_order: 0,
        image_path: image.path,
      }),
    });
    expect(created.status).toBe(201);
    const savedAt = Date.now();

    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - savedAt < 3000) {
      const html = await (await fetch(page)).text();
      if (html.includes("Built through the first server")) {
        seenAfter = Date.now() - savedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seenAfter).toBeLessThan(1000);
    const projects = (await (await fetch(`${second.url}/api/projects`)).json()) as { projects: { title: string }[] };
    expect(projects.projects.map((project) => project.title)).toContain("Built through the first server");
    // and the Vietnamese home page of the second server
    expect(await (await fetch(`${second.url}/`)).text()).toContain("Xây dựng qua máy chủ thứ nhất");
    // whose picture the second server has too
    const projectPage = await (await fetch(page)).text();
    expect(projectPage).toContain(image.path);

    // a page's words published through the first server: on the second's / and /en within a
    // second, although both had them cached
    const api = (path: string, method: string, body: object) =>
      fetch(`${first.url}/api/pages/${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    for (const path of ["/", "/en"]) await fetch(`${second.url}${path}`);
    const home = structuredClone(pageSeeds.home);
    home.vi.hero.title = "Trang chủ xuất bản qua máy chủ thứ nhất";
    home.en.hero.title = "A home page published through the first server";
    expect((await api("home", "PUT", home)).status).toBe(200);
    expect((await api("home/publish", "POST", {})).status).toBe(200);
    const publishedAt = Date.now();
    const seen = async (path: string, text: string) => {
      while (Date.now() - publishedAt < 3000) {
        if ((await (await fetch(`${second.url}${path}`)).text()).includes(text)) return Date.now() - publishedAt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Number.POSITIVE_INFINITY;
    };
    expect(await seen("/", "Trang chủ xuất bản qua máy chủ thứ nhất")).toBeLessThan(1000);
    expect(await seen("/en", "A home page published through the first server")).toBeLessThan(1000);
  });
});
