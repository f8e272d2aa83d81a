// /projects: a card opens its project's dialog, whose buttons close it and copy the project's
// address, and which keeps the focus: Tab on its last control goes to its first, Shift+Tab on its
// first to its last (the browser's modal dialog keeps it from the page, not from the browser's
// own controls) (app/features/projects/project-dialog.tsx; decision 040)
(() => {
  const d = document;
  const on = (type: string, listener: (event: Event) => void, options?: boolean) =>
    d.addEventListener(type, listener, options);
  const target = (event: Event, selector: string) => (event.target as Element).closest?.(selector) ?? null;

  on("keydown", (event) => {
    const open = target(event, "dialog[open]");
    if (!open || (event as KeyboardEvent).key !== "Tab") return;
    const focusable = [...open.querySelectorAll<HTMLElement>("a[href], button")];
    const edge = (event as KeyboardEvent).shiftKey ? focusable[0] : focusable[focusable.length - 1];
    if (d.activeElement !== edge) return;
    event.preventDefault();
    ((event as KeyboardEvent).shiftKey ? focusable[focusable.length - 1] : focusable[0])?.focus();
  });

  // a card opens its project's dialog; Ctrl, Shift, Cmd or the middle button open the page
  on("click", (event) => {
    const mouse = event as MouseEvent;
    const card = target(event, "a[data-dialog]") as HTMLAnchorElement | null;
    const dialog = card && (d.getElementById(card.dataset.dialog as string) as HTMLDialogElement | null);
    if (dialog && mouse.button === 0 && !(mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey)) {
      event.preventDefault();
      const address = dialog.querySelector<HTMLElement>("[data-address]");
      // the site's public address when the server knows it, else this one
      if (address) address.textContent = new URL(address.textContent as string, location.href).href;
      dialog.showModal();
      return;
    }
    const open = (event.target as Element).closest?.("dialog[open]") as HTMLDialogElement | null;
    // the backdrop is the dialog element itself; its content sits in the inner panel
    if (open && (event.target === open || target(event, "[data-close]"))) open.close();
    const copy = target(event, "[data-copy]") as HTMLButtonElement | null;
    if (copy) copyAddress(copy);
  });
  const copyAddress = async (button: HTMLButtonElement) => {
    const section = button.closest("section") as HTMLElement;
    const address = section.querySelector("[data-address]") as HTMLElement;
    const status = section.querySelector("[role=status]") as HTMLElement;
    let copied = false;
    try {
      await navigator.clipboard.writeText(address.textContent ?? "");
      copied = true;
    } catch {}
    if (!copied) getSelection()?.selectAllChildren(address);
    status.textContent = (copied ? button.dataset.copied : button.dataset.failed) ?? "";
    // its colour follows the attribute (project-dialog.tsx): the page's CSS holds only the
    // classes its HTML names (server/lib/page-styles.ts)
    status.toggleAttribute("data-failed", !copied);
  };
})();
