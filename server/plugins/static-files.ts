import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const YEAR = 31_536_000;

// built assets (fingerprinted, cached forever), other public files, and uploaded images
export async function registerStaticFiles(app: FastifyInstance, options: { clientDir?: string; uploadsDir: string }) {
  const { clientDir, uploadsDir } = options;

  if (clientDir && existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: path.join(clientDir, "assets"),
      prefix: "/assets/",
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: YEAR * 1000,
      // a fingerprinted file never changes, so a browser never revalidates it: no ETag,
      // Last-Modified or Accept-Ranges (a phone pays for every header of every script)
      etag: false,
      lastModified: false,
      acceptRanges: false,
      // .br and .gz files written by scripts/compress-assets.ts after the build
      preCompressed: true,
    });
    // favicon, images and other files copied from public/: stable names, cached for a month
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      decorateReply: false,
      index: false,
      // one route per file found at start-up, so every other path reaches the page renderer
      wildcard: false,
      globIgnore: ["assets/**", ".vite/**", "**/*.br", "**/*.gz"],
      preCompressed: true,
      maxAge: 30 * 24 * 3_600_000,
    });
  }

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // upload names are generated and never reused, so they never change
    immutable: true,
    maxAge: YEAR * 1000,
    setHeaders: (res) => {
      // an uploaded file is never a document that can run scripts
      res.header("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.header("X-Content-Type-Options", "nosniff");
    },
  });
}
