import { randomBytes } from "node:crypto";
import sharp from "sharp";

// libvips' operation cache (up to 50 MB) only pays when the same image is processed again,
// which never happens here: off, so that the server's memory drops back after an image
sharp.cache(false);

import type { FileStorage } from "./storage.ts";

// uploaded images: the type is read from the bytes, then every image is decoded and encoded
// anew (orientation applied, metadata dropped, WebP, a few widths for srcset), so nothing a
// user uploads is ever served back byte for byte

export type ImageType = "png" | "jpeg" | "gif" | "webp";

export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString("latin1");
    if (head === "GIF87a" || head === "GIF89a") return "gif";
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

export class UnreadableImageError extends Error {}
// too many images are waiting for their turn: the client may try again in a moment
export class ImageQueueFullError extends Error {}

// The work per image is bounded: at most MAX_PIXELS decoded (a decompression bomb stops at the
// header), a GIF at most MAX_GIF_PIXELS (it has no shrink-on-load, and a tiny animated GIF can
// declare a 6000 × 6000 canvas), only the first frame of an animation, and the full-size image is
// decoded once: the smaller variants are made from the largest one. Images are processed one at a time
// (each decode may hold width × height × 4 bytes), at most MAX_WAITING more wait their turn.
const MAX_PIXELS = 40_000_000;
const MAX_GIF_PIXELS = 16_000_000;
const MAX_WAITING = 16;

let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) return Promise.reject(new ImageQueueFullError("image queue full"));
  waiting++;
  const turn = running.then(
    () => {
      waiting--;
      return work();
    },
    () => {
      waiting--;
      return work();
    },
  );
  running = turn.catch(() => undefined);
  return turn;
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
  // each size's file size
  variants: { width: number; path: string; bytes: number }[];
}

export function storeImage(bytes: Buffer, storage: FileStorage, folder = "images"): Promise<StoredImage> {
  return oneAtATime(() => processImage(bytes, storage, folder));
}

async function processImage(bytes: Buffer, storage: FileStorage, folder: string): Promise<StoredImage> {
  const input = { limitInputPixels: MAX_PIXELS, pages: 1 } as const;
  let width: number;
  let height: number;
  try {
    // the header only: a decompression bomb stops here rather than filling memory
    const metadata = await sharp(bytes, input).metadata();
    const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
    if (metadata.format === "gif" && pixels > MAX_GIF_PIXELS) throw new Error("GIF canvas too large");
    const rotated = (metadata.orientation ?? 1) >= 5;
    width = (rotated ? (metadata.pageHeight ?? metadata.height) : metadata.width) ?? 0;
    height = (rotated ? metadata.width : (metadata.pageHeight ?? metadata.height)) ?? 0;
    if (!width || !height) throw new Error("no dimensions");
  } catch {
    throw new UnreadableImageError("unreadable image");
  }

  const now = new Date();
  const id = randomBytes(12).toString("hex");
  const base = `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${id}`;
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number);

  // every variant name always exists (a small image is not enlarged), so pages can build a
  // srcset from the path alone: id-480w.webp, id-960w.webp and id.webp (up to 1600 wide)
  const outputs: { width: number; key: string; bytes: Buffer }[] = [];
  try {
    // one decode of the upload, straight to the largest width (orientation applied, metadata
    // dropped); the smaller widths are made from that WebP, a few hundred kilobytes, so no copy of
    // the full-size pixels is ever held in JavaScript's memory
    const largestOutput = await sharp(bytes, input)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    for (const target of IMAGE_WIDTHS) {
      const actual = Math.min(target, largest);
      const output =
        actual === largest
          ? largestOutput
          : await sharp(largestOutput)
              .resize({ width: actual, withoutEnlargement: true })
              .webp({ quality: 80 })
              .toBuffer();
      const key = target === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ? `${base}.webp` : `${base}-${target}w.webp`;
      outputs.push({ width: actual, key, bytes: output });
    }
  } catch {
    throw new UnreadableImageError("unreadable image");
  }
  // saved only once every width is made; a save that fails (a full disk) takes the widths saved
  // before it away again and is answered as what it is (503, server/services/availability.ts),
  // not as a bad image
  const variants: StoredImage["variants"] = [];
  try {
    for (const output of outputs)
      variants.push({
        width: output.width,
        path: await storage.save(output.key, output.bytes),
        bytes: output.bytes.length,
      });
  } catch (error) {
    await Promise.all(outputs.map((output) => storage.remove(output.key).catch(() => {})));
    throw error;
  }
  const main = variants[variants.length - 1] as StoredImage["variants"][number];
  return { path: main.path, width: largest, height: Math.round((height * largest) / width), variants };
}
