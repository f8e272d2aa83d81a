import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { keepFocusInside } from "../../components/ui/focus-trap.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCommon } from "../content/common.ts";
import { buttonClass } from "./button-class.ts";

// a modal dialog: focus stays inside (Tab cycles), Escape and the close button close it, and
// focus returns to whatever opened it. The close button says "Đóng"/"Close" unless told otherwise
export function Modal({
  open,
  title,
  onClose,
  children,
  closeLabel,
  size = "md",
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
  size?: "sm" | "md" | "lg";
}) {
  const action = adminCommon[useAdminLanguage()].action;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      (opener.current as HTMLElement | null)?.focus?.();
    }
  }, [open]);

  const widths = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepFocusInside}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-lg p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60`}
    >
      {open && (
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel ?? action.close}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </div>
      )}
    </dialog>
  );
}

// "are you sure?" with the action named on its button; the other says "Hủy"/"Cancel" unless told
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const language = useAdminLanguage();
  const cancel = cancelLabel ?? adminCommon[language].action.cancel;
  return (
    <Modal open={open} title={title} onClose={onCancel} closeLabel={cancel} size="sm">
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          {cancel}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass("danger")}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
