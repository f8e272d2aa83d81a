import { Bell, CheckCheck } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatRelative } from "../../../lib/format.ts";
import { adminContacts } from "../../content/contacts.ts";
import type { ContactMessage } from "./types.ts";
import { useNow } from "./use-now.ts";

// the bell: how many messages arrived since the screen opened, and a dropdown listing them
// (newest first). Choosing one opens it; "Mark all as seen" empties the list (nothing is sent
// to the server). Escape, a click elsewhere or leaving it with Tab closes the dropdown.
export function NotificationBell({
  notifications,
  onOpen,
  onClear,
}: {
  notifications: ContactMessage[];
  onOpen: (contact: ContactMessage) => void;
  onClear: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].notifications;
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const now = useNow();
  const count = notifications.length;

  const close = useCallback(() => {
    setOpen(false);
    bell.current?.focus();
  }, []);

  // a click or focus elsewhere closes the dropdown, Escape closes it and returns to the bell
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !container.current?.contains(event.target as Node);
    const onPointer = (event: PointerEvent) => {
      if (outside(event)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  return (
    <div ref={container} className="relative">
      <button
        ref={bell}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count > 0 ? fillPlural(copy.buttonWithCount, { count }, language) : copy.button}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-md border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
      >
        <Bell className={`h-5 w-5 ${count > 0 ? "text-brand-700" : ""}`} aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {count}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="absolute top-full right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg bg-white shadow-xl ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <h2 id={headingId} className="font-semibold text-slate-900">
              {copy.heading}
            </h2>
            {count > 0 && (
              <button
                type="button"
                onClick={() => {
                  onClear();
                  close();
                }}
                className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <CheckCheck className="h-4 w-4" aria-hidden="true" />
                {copy.markAllSeen}
              </button>
            )}
          </div>
          {count === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">{copy.empty}</p>
          ) : (
            <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
              {notifications.map((contact) => (
                <li key={contact.id}>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      onOpen(contact);
                    }}
                    className="block w-full px-4 py-3 text-left hover:bg-slate-50"
                  >
                    <span className="block truncate font-medium text-slate-900">{contact.customer_name}</span>
                    <time dateTime={contact.created_at} className="block text-xs text-slate-600">
                      {formatRelative(contact.created_at, language, now)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
