import sharp from "sharp";
import type { Db } from "../db/connect.ts";
import { catalogueRepository } from "../repositories/catalogues.ts";
import { certificateRepository } from "../repositories/certificates.ts";
import { libraryPath, mediaRepository } from "../repositories/media.ts";
import { newsRepository } from "../repositories/news.ts";
import { pageRepository } from "../repositories/pages.ts";
import { projectRepository } from "../repositories/projects.ts";
import { IMAGE_WIDTHS } from "./images.ts";
import { type FileStorage, listKeys, uploadPath } from "./storage.ts";

// The media library at start-up (issue 24): every image already uploaded becomes a library item
// (its size read from the file: a migration cannot reach files kept in a folder), and where each
// image is used is worked out again from every record. Idempotent: a second start, or several
// instances starting at once, add nothing twice.

const IMAGE_KEY = /\.(webp|png|jpe?g|gif)$/;
// a size made of an image: <id>-480w.webp
const SIZE_KEY = /-\d+w\.[a-z0-9]+$/;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export async function syncMediaLibrary(db: Db, storage: FileStorage, log: Logger): Promise<{ registered: number }> {
  const media = mediaRepository(db);
  const keys = await listKeys(storage);
  const present = new Set(keys);
  const images = keys.filter((key) => IMAGE_KEY.test(key) && !SIZE_KEY.test(key));
  const known = await media.known(images.map(uploadPath));
  let registered = 0;
  for (const key of images) {
    const path = uploadPath(key);
    if (known.has(path)) continue;
    const file = await storage.read(key);
    if (!file) continue;
    let width: number;
    let height: number;
    try {
      const metadata = await sharp(file.bytes).metadata();
      width = metadata.width ?? 0;
      height = metadata.pageHeight ?? metadata.height ?? 0;
    } catch (error) {
      log.warn({ err: error, key }, "an uploaded file is not a readable image: left out of the media library");
      continue;
    }
    if (!width || !height) continue;
    const extension = key.slice(key.lastIndexOf("."));
    const base = key.slice(0, -extension.length);
    const variants = IMAGE_WIDTHS.slice(0, -1)
      .filter((size) => present.has(`${base}-${size}w${extension}`))
      .map((size) => ({ width: Math.min(size, width), path: uploadPath(`${base}-${size}w${extension}`) }));
    variants.push({ width, path });
    await media.insert({
      path: libraryPath(path),
      name: key.slice(key.lastIndexOf("/") + 1),
      width,
      height,
      bytes: file.size,
      variants,
      uploaded_by: null,
    });
    registered++;
  }
  const catalogues = catalogueRepository(db);
  await media.rebuildUses([
    { type: "project", read: projectRepository(db).imageUses },
    { type: "news", read: newsRepository(db).imageUses },
    { type: "certificate", read: certificateRepository(db).imageUses },
    { type: "tools_company", read: catalogues.toolsCompanyImageUses },
    { type: "tool", read: catalogues.toolImageUses },
    { type: "page", read: pageRepository(db).imageUses },
  ]);
  if (registered > 0) log.info({ registered }, "uploaded images added to the media library");
  return { registered };
}
