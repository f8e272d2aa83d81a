import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { bearer } from "./test-app.ts";

// a multipart/form-data body with one file, as a browser sends it
export function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

// a photo-like JPEG (random pixels), wide enough for every variant
export function photo(width = 1800, height = 1000): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

export interface UploadedImage {
  // its id in the media library
  id: number;
  path: string;
  width: number;
  height: number;
  variants: { width: number; path: string }[];
}

// POST /api/upload as an admin would, expecting success
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  filename = "photo.jpg",
): Promise<UploadedImage> {
  const body = multipart("image", filename, "image/jpeg", bytes);
  const response = await app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...bearer(token), "content-type": body.contentType },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed (${response.statusCode}): ${response.body}`);
  return response.json();
}
