import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxPaths } from "../bench/support.ts";
import { freePort } from "./test-support/free-port.ts";
import { pdf, quoteBody } from "./test-support/quote-upload.ts";
import { createTestApp, type TestApp, testDialect } from "./test-support/test-app.ts";

// deploy/nginx.conf as shipped, in front of an app (issue 34): a request for a quote of 25 MB of
// files reaches the app through it, a body over 26 MB there and over 12 MB anywhere else is
// refused by nginx in the API's shape, in both languages. Run where nginx is installed (Debian:
// apt-get install nginx-light); the conf is changed only where this machine differs (the
// upstream, the ports, the certificate, `http2 on` before nginx 1.25.1). NGINX_LOG=1 prints
// nginx's error log

const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const shipped = readFileSync(path.resolve(import.meta.dirname, "..", "deploy", "nginx.conf"), "utf8");

let t: TestApp;
let prefix: string;
let child: ChildProcess | null = null;
let httpsPort = 0;

function version(): [number, number, number] {
  const text = spawnSync(nginx ?? "nginx", ["-v"], { encoding: "utf8" }).stderr;
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? []).slice(1).map(Number);
  return [major, minor, patch];
}

function post(
  target: string,
  body: Buffer,
  contentType: string,
): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: httpsPort,
        path: target,
        method: "POST",
        servername: "www.example.vn",
        headers: {
          host: "www.example.vn",
          "content-type": contentType,
          "content-length": body.length,
          "accept-language": "en",
        },
        rejectUnauthorized: false,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), text }),
        );
      },
    );
    // nginx answers 413 as soon as it reads the Content-Length and may close while this side writes
    req.on("error", reject);
    req.end(body);
  });
}

describe.runIf(nginx)(`deploy/nginx.conf in front of the app (${testDialect})`, () => {
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1", CONTACT_RATE_LIMIT_MAX: "1000" });
    const app = new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
    prefix = mkdtempSync(path.join(tmpdir(), "nginx-conf-"));
    for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
      mkdirSync(path.join(prefix, "temp", folder), { recursive: true });
    spawnSync("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=www.example.vn",
      "-keyout",
      path.join(prefix, "key.pem"),
      "-out",
      path.join(prefix, "cert.pem"),
    ]);
    const httpPort = await freePort();
    httpsPort = await freePort();
    const [major, minor, patch] = version();
    const modernHttp2 = major > 1 || minor > 25 || (minor === 25 && patch >= 1);
    const adapted = shipped
      .replace(/server app1:3000 /, `server 127.0.0.1:${app.port} `)
      .replace(/ {2}server app2:3000 [^\n]*\n/, "")
      .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replace("listen 443 ssl;", `listen 127.0.0.1:${httpsPort} ssl${modernHttp2 ? "" : " http2"};`)
      .replace("/etc/nginx/tls/fullchain.pem", path.join(prefix, "cert.pem"))
      .replace("/etc/nginx/tls/privkey.pem", path.join(prefix, "key.pem"));
    const site = modernHttp2 ? adapted : adapted.replace(/^ {2}http2 on;\n/m, "");
    expect(site).not.toMatch(/app[12]:3000|\/etc\/nginx/);
    writeFileSync(path.join(prefix, "site.conf"), site);
    writeFileSync(
      path.join(prefix, "nginx.conf"),
      // (as root, nginx's workers would run as nobody, who cannot write this test's folder)
      `daemon off;\nworker_processes 1;\n${process.getuid?.() === 0 ? "user root;\n" : ""}${nginxPaths(prefix).main}\nevents { worker_connections 64; }\nhttp {\n  access_log off;\n  ${nginxPaths(prefix).http}\n  include ${path.join(prefix, "site.conf")};\n}\n`,
    );
    const conf = ["-p", prefix, "-c", path.join(prefix, "nginx.conf")];
    const check = spawnSync(nginx ?? "nginx", ["-t", ...conf], { encoding: "utf8" });
    expect(check.stderr).toContain("test is successful");
    child = spawn(nginx ?? "nginx", conf, { stdio: "ignore" });
    // listening once a connection is taken (at most 10 s)
    for (const end = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = connect(httpsPort, "127.0.0.1", () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      });
      if (up || Date.now() > end) break;
    }
  });
  afterAll(async () => {
    child?.kill("SIGTERM");
    if (process.env.NGINX_LOG) console.log(readFileSync(path.join(prefix, "error.log"), "utf8"));
    await t?.close();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("passes a request for a quote of 20 MB to the app, which stores it", async () => {
    const body = await quoteBody([0, 1, 2].map((n) => ({ name: `ban-ve-${n}.pdf`, bytes: pdf(6_800_000) })));
    expect(body.payload.length).toBeGreaterThan(20_000_000);
    const answer = await post("/api/contact", body.payload, body.contentType);
    expect(answer.status, answer.text).toBe(201);
  }, 30_000);

  it("refuses a body over 26 MB on the contact route, and over 12 MB elsewhere, in the API's shape and both languages", async () => {
    const quote = await post("/api/contact", Buffer.alloc(27 * 1024 * 1024), "multipart/form-data; boundary=x");
    expect(quote.status).toBe(413);
    expect(quote.type).toBe("application/json");
    expect(JSON.parse(quote.text)).toEqual({
      success: false,
      message: "Tổng dung lượng các tệp đính kèm tối đa 25 MB. · The files together can be at most 25 MB.",
    });
    const elsewhere = await post("/api/upload", Buffer.alloc(13 * 1024 * 1024), "multipart/form-data; boundary=x");
    expect(elsewhere.status).toBe(413);
    expect(JSON.parse(elsewhere.text)).toEqual({
      success: false,
      message: "Nội dung yêu cầu quá lớn. · The request body is too large.",
    });
    // 13 MB is allowed on the contact route: it reaches the app (which finds no boundary in it)
    const contact = await post("/api/contact", Buffer.alloc(13 * 1024 * 1024), "multipart/form-data; boundary=x");
    expect(contact.status).not.toBe(413);
    expect(contact.status).toBeLessThan(500);
  }, 30_000);
});
