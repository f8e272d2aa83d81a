import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { LIMITS } from "../../../contract/constants.ts";
import { fill, useShared } from "../../lib/shared-text.ts";

export interface CarouselItem {
  path: string;
  title: string;
}

// one certificate at a time, advancing every 5 s and wrapping both ways; arrows and dots only
// when there is more than one; paused while the visitor hovers or focuses it
export function CertificateCarousel({ items }: { items: CarouselItem[] }) {
  const text = useShared();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), LIMITS.carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {text.carousel.empty}
      </p>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.carousel.label}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-slate-200">
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group
          <div
            key={item.path}
            hidden={i !== index}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(text.carousel.slide, { number: i + 1, total: count })}
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
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={text.carousel.previous}
            className="absolute top-1/2 left-2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow ring-1 ring-slate-200 hover:bg-white"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={text.carousel.next}
            className="absolute top-1/2 right-2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow ring-1 ring-slate-200 hover:bg-white"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
          <div className="mt-4 flex justify-center gap-1">
            {items.map((item, i) => (
              <button
                key={item.path}
                type="button"
                onClick={() => go(i)}
                aria-label={fill(text.carousel.goTo, { number: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-brand-700" : "w-2.5 bg-slate-400"}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
