import { z } from "../zod.ts";
import { label, paragraph, text } from "./parts.ts";

// the page of an address that leads nowhere (404)

export const NotFoundCopySchema = z.strictObject({
  metaTitle: label,
  title: text(300),
  text: paragraph,
  goHome: label,
  goBack: label,
  contact: label,
});
export type NotFoundCopy = z.infer<typeof NotFoundCopySchema>;
