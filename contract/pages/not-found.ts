import { z } from "../zod.ts";
import { label, paragraph, text } from "./parts.ts";

// the page of an address that leads nowhere (404)

export const NotFoundCopySchema = z.strictObject({
  metaTitle: label.meta({ label: { vi: "Tiêu đề trang", en: "Page title" } }),
  title: text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } }),
  text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
  goHome: label.meta({ label: { vi: "Nút về trang chủ", en: "Home button" } }),
  goBack: label.meta({ label: { vi: "Nút quay lại", en: "Back button" } }),
  contact: label.meta({ label: { vi: "Nút liên hệ", en: "Contact button" } }),
});
export type NotFoundCopy = z.infer<typeof NotFoundCopySchema>;
