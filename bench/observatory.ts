// npm run bench:observatory — the MDN HTTP Observatory's grade of the home page, as the site is
// deployed: the built server behind nginx (Debian's) with TLS (a self-signed certificate made
// for the run) and the HTTP→HTTPS redirect of deploy/nginx.conf, TRUST_PROXY=1 and an https
// PUBLIC_ORIGIN. The Observatory itself cannot reach this machine, so its published tests and
// modifiers (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring) are applied
// here to the answers: baseline 100, penalties first, bonuses only from 90 up. Prints each test's
// result and modifier, the score and the grade; exits 1 below 110 (issue 12, part 8).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, nginxPaths, startSite } from "./support.ts";

const HOST = "127.0.0.1";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// https with the run's self-signed certificate
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { rejectUnauthorized: false, headers: { "accept-encoding": "identity" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on("error", reject);
  });
}

async function startNginx(dir: string, appUrl: string): Promise<{ http: number; https: number; stop: () => void }> {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  if (!nginx) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const prefix = path.join(dir, "nginx");
  mkdirSync(path.join(prefix, "temp"), { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(prefix, 0o755);
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${HOST}`,
      "-keyout",
      path.join(prefix, "key.pem"),
      "-out",
      path.join(prefix, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  // deploy/nginx.conf, reduced to one upstream on this machine
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off;
worker_processes 1;
${nginxPaths(prefix).main}
events { worker_connections 256; }
http {
  access_log off;
  ${nginxPaths(prefix).http}
  server {
    listen ${HOST}:${httpPort};
    return 301 https://${HOST}:${httpsPort}$request_uri;
  }
  server {
    listen ${HOST}:${httpsPort} ssl;
    ssl_certificate ${prefix}/cert.pem;
    ssl_certificate_key ${prefix}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    gzip off;
    location / {
      proxy_pass ${appUrl};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await get(`https://${HOST}:${httpsPort}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        const log = path.join(prefix, "error.log");
        throw new Error(`nginx did not start: ${existsSync(log) ? readFileSync(log, "utf8") : ""}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { http: httpPort, https: httpsPort, stop: () => child.kill("SIGTERM") };
}

// ---------------------------------------------------------------------------------------------
// the Observatory's tests, as published

interface Result {
  test: string;
  result: string;
  modifier: number;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? ""));

function contentSecurityPolicy(header: string): Result {
  const test = "content-security-policy";
  if (!header) return { test, result: "csp-not-implemented", modifier: -25 };
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  const of = (name: string) => directives.get(name) ?? directives.get("default-src");
  const script = of("script-src");
  const object = of("object-src");
  const style = of("style-src");
  const broad = (sources: string[] | undefined) =>
    !sources || sources.some((source) => ["*", "http:", "https:", "data:"].includes(source));
  if (!script || !object || broad(script) || broad(object) || script.includes("'unsafe-inline'")) {
    return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if (script.includes("'unsafe-eval'")) return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  const active = ["script-src", "style-src", "connect-src", "frame-src", "font-src", "worker-src", "default-src"];
  if (active.some((name) => of(name)?.some((source) => source === "http:" || source.startsWith("http://")))) {
    return { test, result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  }
  if (["img-src", "media-src"].some((name) => of(name)?.some((s) => s === "http:" || s.startsWith("http://")))) {
    return { test, result: "csp-implemented-with-insecure-scheme-in-passive-content-only", modifier: -10 };
  }
  if (!style || style.includes("'unsafe-inline'") || broad(style)) {
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  const defaultSrc = directives.get("default-src");
  if (defaultSrc?.length === 1 && defaultSrc[0] === "'none'") {
    return { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  }
  return { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookies(setCookie: string[]): Result {
  const test = "cookies";
  if (setCookie.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  const all = setCookie.every((cookie) => /;\s*secure/i.test(cookie));
  const sameSite = setCookie.every((cookie) => /;\s*samesite=(strict|lax)/i.test(cookie));
  const httpOnly = setCookie.every((cookie) => /;\s*httponly/i.test(cookie));
  if (!all) return { test, result: "cookies-without-secure-flag", modifier: -20 };
  if (!httpOnly) return { test, result: "cookies-session-without-httponly-flag", modifier: -30 };
  return sameSite
    ? { test, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function cors(allowOrigin: string, allowCredentials: string): Result {
  const test = "cross-origin-resource-sharing";
  if (!allowOrigin) return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (allowOrigin === "*" && allowCredentials.toLowerCase() === "true") {
    return { test, result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
  }
  return allowOrigin === "*"
    ? { test, result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 }
    : { test, result: "cross-origin-resource-sharing-implemented-with-restricted-access", modifier: 0 };
}

function redirection(plain: Answer, httpsHost: string): Result {
  const test = "redirection";
  const location = one(plain.headers.location);
  if (plain.status < 300 || plain.status > 399 || !location) {
    return { test, result: "redirection-missing", modifier: -20 };
  }
  const target = new URL(location, "http://placeholder");
  if (target.protocol !== "https:")
    return { test, result: "redirection-not-to-https-on-initial-redirection", modifier: -10 };
  if (target.host !== httpsHost) return { test, result: "redirection-off-host-from-http", modifier: -5 };
  return { test, result: "redirection-to-https", modifier: 0 };
}

function referrerPolicy(header: string): Result {
  const test = "referrer-policy";
  const policies = header
    .toLowerCase()
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  const last = policies.at(-1);
  if (!last) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) {
    return { test, result: "referrer-policy-private", modifier: 5 };
  }
  if (["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(last)) {
    return { test, result: "referrer-policy-unsafe", modifier: -5 };
  }
  return { test, result: "referrer-policy-header-invalid", modifier: -5 };
}

function strictTransportSecurity(header: string): Result {
  const test = "strict-transport-security";
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? Number.NaN);
  if (Number.isNaN(maxAge)) return { test, result: "hsts-header-invalid", modifier: -20 };
  if (maxAge < 15_768_000) return { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  // preloading is a listing in browsers, not something a response can show
  return { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

function subresourceIntegrity(html: string, origin: string): Result {
  const test = "subresource-integrity";
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes ?? "")
    .filter((attributes) => /\ssrc\s*=/.test(attributes));
  if (scripts.length === 0) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const external = scripts.filter((attributes) => {
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/.exec(attributes)?.[1] ?? "";
    return new URL(src, origin).origin !== origin;
  });
  if (external.length === 0) {
    return { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  }
  const withIntegrity = external.every((attributes) => /\sintegrity\s*=/.test(attributes));
  return withIntegrity
    ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
    : { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function contentTypeOptions(header: string): Result {
  const test = "x-content-type-options";
  if (!header) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  return header.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

function frameOptions(header: string, csp: string): Result {
  const test = "x-frame-options";
  if (/(^|;)\s*frame-ancestors\s+('none'|'self')/i.test(csp)) {
    return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  }
  if (!header) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  return ["deny", "sameorigin"].includes(header.trim().toLowerCase())
    ? { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 }
    : { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

function crossOriginResourcePolicy(header: string): Result {
  const test = "cross-origin-resource-policy";
  const value = header.trim().toLowerCase();
  if (!value) return { test, result: "corp-not-implemented", modifier: 0 };
  if (value === "same-origin") return { test, result: "corp-implemented-with-same-origin", modifier: 0 };
  if (value === "same-site") return { test, result: "corp-implemented-with-same-site", modifier: 0 };
  if (value === "cross-origin") return { test, result: "corp-implemented-with-cross-origin", modifier: -20 };
  return { test, result: "corp-header-invalid", modifier: -20 };
}

function grade(score: number): string {
  const chart: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return chart.find(([floor]) => score >= floor)?.[1] ?? "F";
}

// ---------------------------------------------------------------------------------------------

const dir = mkdtempSync(path.join(tmpdir(), "site-observatory-"));
let site: Awaited<ReturnType<typeof startSite>> | undefined;
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  site = await startSite({ TRUST_PROXY: "1", PUBLIC_ORIGIN: `https://${HOST}` });
  proxy = await startNginx(dir, site.url);
  const origin = `https://${HOST}:${proxy.https}`;
  const page = await get(`${origin}/`);
  const plain = await fetch(`http://${HOST}:${proxy.http}/`, { redirect: "manual" });
  if (page.status !== 200) throw new Error(`GET ${origin}/ answered ${page.status}`);
  const header = (name: string) => one(page.headers[name]);
  const setCookie = page.headers["set-cookie"] ?? [];
  const results = [
    contentSecurityPolicy(header("content-security-policy")),
    cookies(Array.isArray(setCookie) ? setCookie : [setCookie]),
    cors(header("access-control-allow-origin"), header("access-control-allow-credentials")),
    redirection(
      { status: plain.status, headers: { location: plain.headers.get("location") ?? undefined }, body: "" },
      `${HOST}:${proxy.https}`,
    ),
    referrerPolicy(header("referrer-policy")),
    strictTransportSecurity(header("strict-transport-security")),
    subresourceIntegrity(page.body, origin),
    contentTypeOptions(header("x-content-type-options")),
    frameOptions(header("x-frame-options"), header("content-security-policy")),
    crossOriginResourcePolicy(header("cross-origin-resource-policy")),
  ];
  const penalties = results.filter((result) => result.modifier < 0).reduce((sum, result) => sum + result.modifier, 0);
  const bonuses = results.filter((result) => result.modifier > 0).reduce((sum, result) => sum + result.modifier, 0);
  const afterPenalties = Math.max(0, 100 + penalties);
  const score = afterPenalties >= 90 ? afterPenalties + bonuses : afterPenalties;
  console.log(`MDN HTTP Observatory tests on ${origin}/ (nginx with TLS in front of the built site)\n`);
  for (const result of results) {
    const modifier = result.modifier > 0 ? `+${result.modifier}` : String(result.modifier);
    console.log(`${result.test.padEnd(32)} ${modifier.padStart(4)}  ${result.result}`);
  }
  console.log(`\nscore ${score} (${grade(score)}): 100${penalties ? ` ${penalties}` : ""} + bonuses ${bonuses}`);
  if (score < 110) process.exitCode = 1;
} finally {
  proxy?.stop();
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
}
