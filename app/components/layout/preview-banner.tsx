import type { Language } from "../../../contract/constants.ts";
import { useLanguage } from "../../lib/language.ts";

// the words of the banner: fixed, not staff's to edit (a preview must always say it is one)
const words: Record<Language, { label: string; title: string; until: string }> = {
  vi: {
    label: "Bản xem trước",
    title: "Bản xem trước — chưa xuất bản",
    until: "Liên kết hết hạn lúc {{time}} (giờ Việt Nam).",
  },
  en: {
    label: "Preview",
    title: "Preview — not published",
    until: "The link expires {{time}} (Vietnam time).",
  },
};

// said at the top of a page opened from a preview link (services/pages.ts), in view as the page
// scrolls (routes/language-root.tsx): what it shows is a draft, and until when the link works. Only a preview's render has it (server/plugins/
// react-router.ts), which no cache keeps; its look is the site's stylesheet, so the strict style
// policy allows it
// expires: when the link stops working, in Vietnam's time, as the server wrote it
export function PreviewBanner({ expires }: { expires: string }) {
  const language = useLanguage();
  const text = words[language];
  return (
    <aside
      aria-label={text.label}
      data-testid="preview-banner"
      className="border-b-4 border-amber-400 bg-slate-900 px-4 py-1.5 text-center text-xs text-white sm:py-2 sm:text-sm print:hidden"
    >
      <p>
        <strong className="font-semibold text-amber-300">{text.title}</strong>
        <span aria-hidden="true"> · </span>
        <span>{text.until.replace("{{time}}", expires)}</span>
      </p>
    </aside>
  );
}
