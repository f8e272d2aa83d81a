import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

type ResponseWithNonce = ServerResponse & { cspNonce?: string };

// the nonce that lets this response's own inline scripts run, and nothing else
export function cspNonce(reply: FastifyReply): string {
  return (reply.raw as ResponseWithNonce).cspNonce ?? "";
}

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

// strict headers on every response (Content-Security-Policy with a per-response script nonce)
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    devServer: boolean;
    httpsOrigin: boolean;
    analytics: { provider: "ga4" | "plausible" } | null;
    captcha: "turnstile" | "recaptcha" | null;
  },
) {
  const extras = [options.analytics?.provider, options.captcha]
    .filter((name): name is keyof typeof thirdParties => Boolean(name))
    .map((name) => thirdParties[name]);
  const extra = (kind: "script" | "connect" | "frame") => extras.flatMap((party) => [...party[kind]]);
  app.addHook("onRequest", async (_request, reply) => {
    (reply.raw as ResponseWithNonce).cspNonce = randomBytes(16).toString("base64");
  });
  const scriptSrc = options.devServer
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", (_req: unknown, res: ResponseWithNonce) => `'nonce-${res.cspNonce ?? ""}'`, ...extra("script")];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc,
        // style attributes are set by animations at run time; styles cannot run code
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: [...(options.devServer ? ["'self'", "ws:", "wss:"] : ["'self'"]), ...extra("connect")],
        // the embedded map on the contact page
        frameSrc: ["https://www.google.com", ...extra("frame")],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
      },
    },
    // sent below, only on responses served over HTTPS
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  // over HTTPS (directly, through a trusted proxy, or by configuration): browsers ignore it on HTTP
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.protocol === "https" || options.httpsOrigin) {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    return payload;
  });
}
