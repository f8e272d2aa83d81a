import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import { VISIT_SCRIPT } from "../../contract/visit-script.ts";
import { hashSource } from "../lib/hash-source.ts";

// Strict headers on every response. They are worked out once at start-up: a response pays for
// setting them, not for building them. Scripts run only from the site itself, plus, on a page,
// its own inline scripts — allowed by a per-response nonce when the page is rendered for that
// response, or by their sha256 hashes when it comes from the page cache (docs/decisions/006).

type ResponseWithNonce = ServerResponse & { cspNonce?: string };

// third parties the site may load when configured (analytics, CAPTCHA), and nothing else
const thirdParties = {
  ga4: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
    frame: [],
  },
  plausible: { script: ["https://plausible.io"], connect: ["https://plausible.io"], frame: [] },
  turnstile: {
    script: ["https://challenges.cloudflare.com"],
    connect: [],
    frame: ["https://challenges.cloudflare.com"],
  },
  recaptcha: {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    connect: [],
    frame: ["https://www.google.com/recaptcha/"],
  },
} as const;

export interface SecurityOptions {
  devServer: boolean;
  httpsOrigin: boolean;
  analytics: { provider: "ga4" | "plausible" } | null;
  captcha: "turnstile" | "recaptcha" | null;
}

export interface ContentSecurityPolicy {
  // the policy of a response that runs no inline script of its own (the API, files)
  readonly base: string;
  // the policy of a page whose inline scripts and <style> elements are allowed by these sources
  // ('nonce-…', 'sha256-…')
  forPage(scripts: readonly string[], styles: readonly string[]): string;
}

export function contentSecurityPolicy(options: SecurityOptions): ContentSecurityPolicy {
  const extras = [options.analytics?.provider, options.captcha]
    .filter((name): name is keyof typeof thirdParties => Boolean(name))
    .map((name) => thirdParties[name]);
  const extra = (kind: "script" | "connect" | "frame") => extras.flatMap((party) => [...party[kind]]);
  const build = (scriptSources: readonly string[], styleSources: readonly string[]) =>
    [
      "default-src 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      `script-src ${(options.devServer ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptSources, ...extra("script")]).join(" ")}`,
      // stylesheets from the site only: no <style> element and no style attribute in the markup
      // (scripts set styles through the CSSOM, which the policy allows); the dev server's Vite
      // injects its CSS as <style> elements
      `style-src ${(options.devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styleSources]).join(" ")}`,
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src ${[...(options.devServer ? ["'self'", "ws:", "wss:"] : ["'self'"]), ...extra("connect")].join(" ")}`,
      // the embedded map on the contact page
      `frame-src ${["https://www.google.com", ...extra("frame")].join(" ")}`,
      "manifest-src 'self'",
      "worker-src 'self' blob:",
    ].join(";");
  return { base: build([], []), forPage: build };
}

const HSTS = "max-age=31536000; includeSubDomains";

declare module "fastify" {
  interface FastifyInstance {
    contentSecurityPolicy: ContentSecurityPolicy;
  }
}

const VISIT_SCRIPT_SOURCE = hashSource(VISIT_SCRIPT);

// the nonce that lets this response's own inline scripts run, and nothing else; made on demand,
// so that only responses rendered for one visitor pay for it. The page's constant scripts (the
// site's own script and its Speculation Rules: app/entry.server.tsx) carry no nonce, as in a
// cached page: their hashes
export function cspNonce(
  reply: FastifyReply,
  styles: readonly string[] = [],
  constantScripts: readonly string[] = [],
): string {
  const raw = reply.raw as ResponseWithNonce;
  if (raw.cspNonce) return raw.cspNonce;
  raw.cspNonce = randomBytes(16).toString("base64");
  reply.header(
    "Content-Security-Policy",
    // the visit's first-page script carries no nonce (a cached page has none): its hash
    reply.server.contentSecurityPolicy.forPage(
      [`'nonce-${raw.cspNonce}'`, VISIT_SCRIPT_SOURCE, ...constantScripts],
      styles,
    ),
  );
  return raw.cspNonce;
}

export interface SecurityHeaders {
  // every response's headers (without HSTS unless the public address is https)
  headers: Readonly<Record<string, string>>;
  hsts: string;
}

// Helmet's legacy extras are left out (X-XSS-Protection for a filter browsers removed,
// X-Download-Options for Internet Explorer 8, X-DNS-Prefetch-Control, Origin-Agent-Cluster): they
// protect no current browser, and every header costs each of the site's responses.
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): SecurityHeaders {
  const policy = contentSecurityPolicy(options);
  app.decorate("contentSecurityPolicy", policy);
  const headers: Record<string, string> = {
    "Content-Security-Policy": policy.base,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "X-Permitted-Cross-Domain-Policies": "none",
    // over HTTPS only (browsers ignore it on HTTP); always when the public address is https
    ...(options.httpsOrigin ? { "Strict-Transport-Security": HSTS } : {}),
  };
  // built scripts and stylesheets are no documents: a policy, framing or window headers would
  // mean nothing on them, and each page loads eight or more (0.7 kB each on a phone on 4G)
  const assetHeaders: Record<string, string> = {
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    ...(options.httpsOrigin ? { "Strict-Transport-Security": HSTS } : {}),
  };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/assets/") ? assetHeaders : headers);
    if (!options.httpsOrigin && request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    done();
  });
  return { headers, hsts: HSTS };
}
