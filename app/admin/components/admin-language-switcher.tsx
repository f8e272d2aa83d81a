import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LANGUAGES } from "../../../contract/constants.ts";
import { FlagUnitedKingdom, FlagVietnam } from "../../components/ui/icons.tsx";
import { setAdminLanguage, useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCommon } from "../content/common.ts";

const flags = { vi: FlagVietnam, en: FlagUnitedKingdom } as const;

// English / Tiếng Việt for the back office; closes after a choice, on Escape and outside clicks
export function AdminLanguageSwitcher() {
  const language = useAdminLanguage();
  const copy = adminCommon[language].layout;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const Flag = flags[language];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <Flag className="h-4 w-6 rounded-sm" />
        <span>{language === "vi" ? copy.vietnamese : copy.english}</span>
        <span className="sr-only"> – {copy.language}</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {LANGUAGES.map((code) => {
          const ItemFlag = flags[code];
          return (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={code === language ? "true" : undefined}
                onClick={() => {
                  setAdminLanguage(code);
                  setOpen(false);
                }}
                className={`flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-slate-100 ${code === language ? "font-semibold text-brand-700" : "text-slate-800"}`}
              >
                <ItemFlag className="h-4 w-6 rounded-sm" />
                {code === "vi" ? copy.vietnamese : copy.english}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
