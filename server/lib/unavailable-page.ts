import type { Language } from "../../contract/constants.ts";
import { hashSource } from "./hash-source.ts";

// The page a visitor sees when a page cannot be built because the database is down and the page
// cache does not hold it (issue 19): 503, in the visitor's language, with a way to try again and
// the hotline when it is known. One small document with its own stylesheet (allowed by its hash),
// no script, nothing that needs the database.

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem}
h1{font-size:1.6rem;line-height:1.3;margin:0 0 1rem;color:#0f2a4a}
p{line-height:1.6;margin:0 0 1rem}
a{color:#0b5cad;font-weight:600}
.actions{display:flex;gap:1.5rem;flex-wrap:wrap;margin-top:1.5rem}`;

export const UNAVAILABLE_STYLE_SOURCE = hashSource(STYLE);

const TEXT = {
  vi: {
    title: "Tạm thời gián đoạn",
    heading: "Trang web đang tạm thời gián đoạn",
    body: "Chúng tôi đang khắc phục sự cố. Quý khách vui lòng thử lại sau ít phút. Xin lỗi Quý khách vì sự bất tiện này.",
    call: "Nếu cần hỗ trợ gấp, Quý khách vui lòng gọi",
    retry: "Thử lại",
    home: "Về trang chủ",
  },
  en: {
    title: "Temporarily unavailable",
    heading: "The website is temporarily unavailable",
    body: "We are fixing the problem. Please try again in a few minutes. We apologise for the inconvenience.",
    call: "If you need help urgently, please call",
    retry: "Try again",
    home: "Go to the home page",
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function unavailableLanguage(path: string): Language {
  return path === "/en" || path.startsWith("/en/") || path.startsWith("/en?") ? "en" : "vi";
}

export function unavailablePage(
  language: Language,
  retryPath: string,
  hotline: { text: string; international: string } | null,
): string {
  const text = TEXT[language];
  const call = hotline
    ? `<p>${text.call} <a href="tel:${escapeHtml(hotline.international)}">${escapeHtml(hotline.text)}</a>.</p>`
    : "";
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${text.heading}</h1>
<p>${text.body}</p>
${call}
<div class="actions"><a href="${escapeHtml(retryPath)}">${text.retry}</a><a href="${language === "en" ? "/en" : "/"}">${text.home}</a></div>
</main>
</body>
</html>
`;
}
