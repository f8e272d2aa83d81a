import { ChevronLeft, ChevronRight } from "lucide-react";
import { LIMITS } from "../../../contract/constants.ts";
import { PageScript } from "../../lib/page-scripts.tsx";
import { fill, useShared } from "../../lib/shared-text.ts";

export interface CarouselItem {
  path: string;
  title: string;
}

// one certificate at a time in a row that scrolls and snaps (a swipe on a phone, the arrow keys
// once it has the focus), with a dot per certificate that goes to it — all without a script. The
// carousel's script (app/lib/scripts/carousel.browser.ts) adds the arrows, shown only then, and the advance every
// 5 s, wrapping both ways and paused while the visitor hovers or focuses it. Arrows and dots only
// when there is more than one.
export function CertificateCarousel({ items }: { items: CarouselItem[] }) {
  const text = useShared();
  const count = items.length;

  if (count === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {text.carousel.empty}
      </p>
    );
  }

  const arrow =
    "absolute top-[calc(50%-1.75rem)] flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow ring-1 ring-slate-200 hover:bg-white";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.carousel.label}
      data-carousel={LIMITS.carouselIntervalMs}
      className="relative"
    >
      <div className="overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-slate-200">
        {/* focusable, so that a keyboard can scroll it without the arrows */}
        <div
          data-slides=""
          tabIndex={count > 1 ? 0 : undefined}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group
            <div
              key={item.path}
              id={`certificate-${i + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(text.carousel.slide, { number: i + 1, total: count })}
              className="w-full shrink-0 snap-center snap-always"
            >
              <img
                src={item.path}
                alt={item.title}
                width={600}
                height={424}
                loading="lazy"
                className="aspect-[600/424] w-full object-contain"
              />
              <p className="border-t border-slate-100 px-4 py-3 text-center text-sm font-medium text-slate-700">
                {item.title}
              </p>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button type="button" hidden data-step="-1" aria-label={text.carousel.previous} className={`${arrow} left-2`}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button type="button" hidden data-step="1" aria-label={text.carousel.next} className={`${arrow} right-2`}>
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
          <div className="mt-4 flex justify-center gap-1">
            {items.map((item, i) => (
              <a
                key={item.path}
                href={`#certificate-${i + 1}`}
                data-dot=""
                aria-current={i === 0 ? "true" : undefined}
                className="group flex h-8 w-8 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className="block h-2.5 w-2.5 rounded-full bg-slate-400 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700"
                />
                <span className="sr-only">{fill(text.carousel.goTo, { number: i + 1 })}</span>
              </a>
            ))}
          </div>
          <PageScript name="carousel" />
        </>
      )}
    </section>
  );
}
