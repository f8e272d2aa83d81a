import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { localizedPath } from "../../../contract/language-routing.ts";
import { rememberLanguage, useLanguage } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { FlagUnitedKingdom, FlagVietnam } from "../ui/icons.tsx";

const flags: Record<Language, typeof FlagVietnam> = { vi: FlagVietnam, en: FlagUnitedKingdom };

// a disclosure listing the same page in each language; closes after a choice, on Escape and
// on a click outside
export function LanguageSwitcher({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = useShared();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const Flag = flags[language];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const query = new URLSearchParams(search);
  query.delete("lng");
  const rest = `${query.size > 0 ? `?${query}` : ""}${hash}`;

  const links = () => [...(rootRef.current?.querySelectorAll("ul a") ?? [])] as HTMLAnchorElement[];

  // arrow keys on the button open the list on its first (down) or last (up) language
  const openWithKeys = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpen(true);
    const first = event.key === "ArrowDown";
    requestAnimationFrame(() => {
      const items = links();
      items[first ? 0 : items.length - 1]?.focus();
    });
  };

  // inside the list: up and down move round it, Home and End go to either end
  const moveFocus = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    items[next[event.key] as number]?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={openWithKeys}
        className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium ${
          tone === "dark"
            ? "border-white/30 text-white hover:bg-white/10"
            : "border-slate-300 text-slate-800 hover:bg-slate-100"
        }`}
      >
        <Flag className="h-4 w-6 rounded-sm" />
        {/* the visible code starts the button's name, followed by what it does for screen readers */}
        <span>{language.toUpperCase()}</span>
        <span className="sr-only">
          {" "}
          – {text.language.choose} ({text.language[language]})
        </span>
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        onKeyDown={moveFocus}
        className="absolute right-0 z-50 mt-2 w-44 overflow-hidden rounded-md border border-slate-200 bg-white py-1 text-slate-800 shadow-lg"
      >
        {LANGUAGES.map((code) => {
          const ItemFlag = flags[code];
          return (
            <li key={code}>
              <Link
                to={`${localizedPath(pathname, code)}${rest}`}
                hrefLang={code}
                lang={code}
                aria-current={code === language ? "true" : undefined}
                onClick={() => {
                  rememberLanguage(code);
                  setOpen(false);
                  // the list closes under the focus: it goes back to the button, which now names
                  // the new language, rather than to the top of the document
                  buttonRef.current?.focus();
                }}
                className={`flex items-center gap-3 px-4 py-2 text-sm hover:bg-slate-100 focus:bg-slate-100 ${
                  code === language ? "font-semibold text-brand-700" : ""
                }`}
              >
                <ItemFlag className="h-4 w-6 rounded-sm" />
                {text.language[code]}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
