import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { localizedPath } from "../../../contract/language-routing.ts";
import { useLanguage } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { FlagUnitedKingdom, FlagVietnam } from "../ui/icons.tsx";

const flags: Record<Language, typeof FlagVietnam> = { vi: FlagVietnam, en: FlagUnitedKingdom };

// a disclosure listing the same page in each language: a <details> element, which opens without
// any script; the site's script (app/lib/scripts/site.browser.ts) closes it on Escape and on a click
// outside, moves through it with the arrow keys and remembers the choice
export function LanguageSwitcher() {
  const text = useShared();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const Flag = flags[language];

  const query = new URLSearchParams(search);
  query.delete("lng");
  const rest = `${query.size > 0 ? `?${query}` : ""}${hash}`;

  return (
    <details data-menu="list" className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-white/30 px-3 py-2 text-sm font-medium text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <Flag className="h-4 w-6 rounded-sm" />
        {/* the visible code starts the toggle's name, followed by what it does for screen readers */}
        <span>{language.toUpperCase()}</span>
        <span className="sr-only">
          {" "}
          – {text.language.choose} ({text.language[language]})
        </span>
        <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-44 overflow-hidden rounded-md border border-slate-200 bg-white py-1 text-slate-800 shadow-lg">
        {LANGUAGES.map((code) => {
          const ItemFlag = flags[code];
          return (
            <li key={code}>
              <a
                href={`${localizedPath(pathname, code)}${rest}`}
                hrefLang={code}
                lang={code}
                data-language={code}
                aria-current={code === language ? "true" : undefined}
                className={`flex items-center gap-3 px-4 py-2 text-sm hover:bg-slate-100 focus:bg-slate-100 ${
                  code === language ? "font-semibold text-brand-700" : ""
                }`}
              >
                <ItemFlag className="h-4 w-6 rounded-sm" />
                {text.language[code]}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
