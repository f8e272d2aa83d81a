import { createHash } from "node:crypto";

// the content security policy's source that allows one inline script or <style> element by its
// text: 'sha256-<base64 of its UTF-8 bytes' SHA-256>' (CSP Level 3, "hash-source")
export const hashSource = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
