import { LIMITS } from "../../../contract/constants.ts";

export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

// checked in the browser before anything is sent: the server refuses the same files
export function checkImageFile(file: Pick<File, "size" | "type">): "tooLarge" | "unsupported" | null {
  if (file.size > LIMITS.uploadMaxBytes) return "tooLarge";
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return "unsupported";
  return null;
}
