import type { KeyboardEvent } from "react";

// the one focus trap of the site's dialogs (the project details, the back office's modals): a
// dialog's onKeyDown. Tab on its last control goes to its first, Shift+Tab on its first to its
// last, so the focus never leaves the open dialog (the browser's modal dialog keeps it from the
// page, but not from the browser's own controls)
const FOCUSABLE =
  "button:not([disabled]), a[href], input:not([disabled]):not([type='hidden']), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex='-1'])";

export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
