import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../services/storage.ts";
import { registerStoredUploads, UPLOAD_HEADERS } from "./stored-uploads.ts";

const YEAR = 31_536_000;

// built assets (fingerprinted, cached forever), other public files, and uploaded images
export async function registerStaticFiles(app: FastifyInstance, options: { clientDir?: string; storage: FileStorage }) {
  const { clientDir, storage } = options;

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

  // uploads kept elsewhere (the database) are answered through the storage, with the same headers
  if (storage.folder === undefined) {
    registerStoredUploads(app, storage);
    return;
  }
  await app.register(fastifyStatic, {
    root: storage.folder,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // upload names are generated and never reused, so they never change
    immutable: true,
    maxAge: YEAR * 1000,
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.header(name, value);
    },
  });
}
