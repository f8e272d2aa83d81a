import { Phone } from "lucide-react";
import { useEffect, useRef } from "react";
import { fill, useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";
import { ZaloIcon } from "../ui/icons.tsx";

// always-visible ways to reach the hotline: a call and a Zalo chat, in a landmark of their own so
// that a screen reader's landmark list finds them (and no content sits outside every landmark).
// Below 1280 px a bar across the foot of the screen, which the page keeps clear: the footer ends
// with room for it and a focused element is scrolled above it (app.css; WCAG 2.2 2.4.11); wider,
// two round buttons in the margin beside the 1152 px column, over no content
export function FloatingContact() {
  const text = useShared();
  const { company } = useSite();
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    // the browser scrolls a focused element into view only when it is out of view (Chromium
    // ignores scroll-padding then): one that stops under the bar is scrolled above it here, before
    // the browser would scroll (it then finds it in view and leaves it). A frame whose page takes
    // the focus (the map) fires no focusin here, only this window's blur, and the browser leaves
    // it where it is, half in view: it is scrolled above the bar just after that blur
    const clear = () => {
      const element = document.activeElement;
      const aside = bar.current;
      if (!element || !aside || aside.contains(element)) return;
      const box = element.getBoundingClientRect();
      const cover = aside.getBoundingClientRect();
      const inView = (box.top >= 0 && box.bottom <= window.innerHeight) || element.tagName === "IFRAME";
      const under =
        box.bottom > cover.top && box.top < cover.bottom && box.right > cover.left && box.left < cover.right;
      if (inView && under) window.scrollBy({ top: box.bottom - cover.top + 16, behavior: "instant" });
    };
    const onBlur = () => setTimeout(clear);
    document.addEventListener("focusin", clear);
    window.addEventListener("blur", onBlur);
    return () => {
      document.removeEventListener("focusin", clear);
      window.removeEventListener("blur", onBlur);
    };
  }, []);
  const button =
    "flex h-12 flex-1 items-center justify-center gap-2 rounded-full font-semibold shadow-lg transition-transform hover:scale-105 xl:h-14 xl:w-14 xl:flex-none";
  return (
    <aside
      ref={bar}
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
