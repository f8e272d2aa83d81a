import { isImageSource, RICH_TEXT_PICTURE } from "./image-source.ts";

// where a rich text's link may go (contract/rich-text.ts): a web page (http, https), an e-mail
// address (mailto:), a phone number (tel:) or a page of the site (/…, not //host, which is another
// site); nothing else (javascript:, data:). Without zod, for the renderer that public pages import.
export const RICH_TEXT_HREF =
  /^(?:https?:\/\/[^\s"'<>\\]+|mailto:[^\s"'<>\\]+|tel:\+?[0-9()./ -]+|\/(?![/\\])[^\s"'<>\\]*)$/i;

export const isAllowedHref = (href: unknown): href is string =>
  typeof href === "string" && href.length <= 2_000 && RICH_TEXT_HREF.test(href);

// where a rich text's picture may come from: an upload or an https address (contract/image-source.ts,
// every image field's rule)
export const isRichTextImageSource = (src: unknown): src is string => isImageSource(src, RICH_TEXT_PICTURE);
