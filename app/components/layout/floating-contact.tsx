import { Phone } from "lucide-react";
import { fill, useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";
import { ZaloIcon } from "../ui/icons.tsx";

// always-visible ways to reach the hotline: a call and a Zalo chat, in a landmark of their own so
// that a screen reader's landmark list finds them (and no content sits outside every landmark).
// Below 1280 px a bar across the foot of the screen, which the page keeps clear: the footer ends
// with room for it and a focused element is scrolled above it (app.css; WCAG 2.2 2.4.11); wider,
// two round buttons in the margin beside the 1152 px column, over no content. The site's script
// (app/lib/scripts/site.browser.ts) scrolls a focused element that stops under the bar above it.
export function FloatingContact() {
  const text = useShared();
  const { company } = useSite();
  const button =
    "flex h-12 flex-1 items-center justify-center gap-2 rounded-full font-semibold shadow-lg transition-transform hover:scale-105 xl:h-14 xl:w-14 xl:flex-none";
  return (
    <aside
      data-contact-bar=""
      aria-label={text.floating.label}
      className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-slate-200 bg-white/95 px-4 py-2 print:hidden xl:inset-x-auto xl:right-4 xl:bottom-4 xl:flex-col xl:border-0 xl:bg-transparent xl:p-0"
    >
      <a
        href={company.zaloUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${button} bg-white text-slate-900 ring-1 ring-slate-300`}
        aria-label={fill(text.floating.zalo, { phone: company.hotline })}
      >
        <ZaloIcon className="h-8 w-8 xl:h-9 xl:w-9" />
      </a>
      <a
        href={`tel:${company.hotlineInternational}`}
        className={`${button} bg-green-700 text-white`}
        aria-label={fill(text.floating.call, { phone: company.hotline })}
      >
        <Phone className="h-5 w-5 xl:h-6 xl:w-6" aria-hidden="true" />
        <span className="xl:sr-only">{company.hotline}</span>
      </a>
    </aside>
  );
}
