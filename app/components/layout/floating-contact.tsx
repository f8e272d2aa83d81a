import { Phone } from "lucide-react";
import { fill, useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";
import { ZaloIcon } from "../ui/icons.tsx";

// always-visible ways to reach the hotline: a call and a Zalo chat, in a landmark of their own so
// that a screen reader's landmark list finds them (and no content sits outside every landmark)
export function FloatingContact() {
  const text = useShared();
  const { company } = useSite();
  return (
    <aside aria-label={text.floating.label} className="fixed right-4 bottom-4 z-30 flex flex-col gap-3 print:hidden">
      <a
        href={company.zaloUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-white shadow-lg ring-1 ring-slate-200 transition-transform hover:scale-105"
        aria-label={fill(text.floating.zalo, { phone: company.hotline })}
      >
        <ZaloIcon className="h-9 w-9" />
      </a>
      <a
        href={`tel:${company.hotlineInternational}`}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg transition-transform hover:scale-105"
        aria-label={fill(text.floating.call, { phone: company.hotline })}
      >
        <Phone className="h-6 w-6" aria-hidden="true" />
      </a>
    </aside>
  );
}
