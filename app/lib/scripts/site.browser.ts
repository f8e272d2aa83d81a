import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "../../../contract/language-routing.ts";

// The public site's own script, at the end of every public page (issue 37; decision 040; the
// list of these scripts: app/lib/page-scripts.ts): the language remembered, the menus' keyboard
// and mouse, a broken picture's placeholder, the focus kept clear of the phone's contact bar,
// links fetched ahead where the browser has no Speculation Rules. Bundled and minified on its own
// (scripts/inline-script-plugin.ts): it may import constants, nothing else.
(() => {
  const d = document;
  const root = d.documentElement;
  const all = <T extends Element>(selector: string, from: ParentNode = d) => [...from.querySelectorAll<T>(selector)];
  const on = (type: string, listener: (event: Event) => void, options?: boolean) =>
    d.addEventListener(type, listener, options);
  const target = (event: Event, selector: string) => (event.target as Element).closest?.(selector) ?? null;
  const remember = (language: string) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {}
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all the server needs to read
    d.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  };

  // a choice kept only in local storage (the cookie gone) is honoured: the server answered the
  // cookie's choice itself
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    const page = root.lang;
    if ((stored === "vi" || stored === "en") && stored !== page && !d.cookie.includes(`${LANGUAGE_COOKIE}=`)) {
      remember(stored);
      const path = location.pathname;
      const other = stored === "en" ? `/en${path === "/" ? "" : path}` : path.replace(/^\/en(?=\/|$)/, "") || "/";
      location.replace(other + location.search + location.hash);
      return;
    }
  } catch {}

  // menus: Escape and a click outside close them (a click on the other menu's toggle too: one is
  // open at a time), the focus goes back to the toggle
  const menus = () => all<HTMLDetailsElement>("details[data-menu]");
  const close = (menu: HTMLDetailsElement, focus: boolean) => {
    menu.open = false;
    if (focus) menu.querySelector("summary")?.focus();
  };
  on("click", (event) => {
    for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) close(menu, false);
  });
  on("keydown", (event) => {
    const key = (event as KeyboardEvent).key;
    const open = menus().find((menu) => menu.open);
    if (key === "Escape" && open) return close(open, true);
    const list = target(event, "details[data-menu=list]") as HTMLDetailsElement | null;
    if (!list) return;
    const items = all<HTMLAnchorElement>("a", list);
    const last = items.length - 1;
    const index = items.indexOf(d.activeElement as HTMLAnchorElement);
    const onToggle = index < 0;
    const next: Record<string, number> = onToggle
      ? { ArrowDown: 0, ArrowUp: last }
      : { ArrowDown: index >= last ? 0 : index + 1, ArrowUp: index <= 0 ? last : index - 1, Home: 0, End: last };
    if (!(key in next)) return;
    event.preventDefault();
    list.open = true;
    items[next[key] as number]?.focus();
  });

  // the language chosen is remembered (local storage and the cookie the server reads)
  on("click", (event) => {
    const link = target(event, "a[data-language]") as HTMLAnchorElement | null;
    if (link) remember(link.dataset.language as string);
  });

  // a broken picture is replaced once by its placeholder, also one that broke before this ran
  const fallback = (image: HTMLImageElement) => {
    const src = image.dataset.fallback;
    if (!src || image.src.endsWith(src)) return;
    image.removeAttribute("srcset");
    image.src = src;
    image.alt = image.dataset.fallbackAlt ?? "";
  };
  on(
    "error",
    (event) => (event.target as Element).matches?.("img[data-fallback]") && fallback(event.target as HTMLImageElement),
    true,
  );
  for (const image of all<HTMLImageElement>("img[data-fallback]"))
    if (image.complete && !image.naturalWidth) fallback(image);

  // the phone's contact bar covers the foot of the screen: a focused element that stops under it
  // is scrolled above it, before the browser would scroll (it then finds it in view). A frame
  // whose page takes the focus (the map) fires no focusin here, only this window's blur
  const clear = () => {
    const bar = d.querySelector("[data-contact-bar]");
    const element = d.activeElement;
    if (!bar || !element || bar.contains(element)) return;
    const box = element.getBoundingClientRect();
    const cover = bar.getBoundingClientRect();
    const inView = (box.top >= 0 && box.bottom <= innerHeight) || element.tagName === "IFRAME";
    const under = box.bottom > cover.top && box.top < cover.bottom && box.right > cover.left && box.left < cover.right;
    if (inView && under) scrollBy({ top: box.bottom - cover.top + 16, behavior: "instant" });
  };
  on("focusin", clear);
  addEventListener("blur", () => setTimeout(clear));

  // where the browser has no Speculation Rules (Firefox, Safari), a link about to be followed is
  // fetched ahead: on hover, on focus and on touch
  if (!HTMLScriptElement.supports?.("speculationrules")) {
    const fetched = new Set<string>();
    const ahead = (event: Event) => {
      const link = target(event, "a[href]") as HTMLAnchorElement | null;
      if (!link || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
      if (/^\/(admin|api|uploads)(\/|$)/.test(link.pathname) || link.search || fetched.has(link.pathname)) return;
      if (link.pathname === location.pathname) return;
      fetched.add(link.pathname);
      // a fetch rather than <link rel=prefetch>, which the policy's default-src 'none' refuses: the
      // answer waits in the HTTP cache (a 304 when the page is followed) and the connection is warm
      fetch(link.pathname, { priority: "low" } as RequestInit).catch(() => {});
    };
    for (const type of ["mouseover", "focusin", "touchstart"]) on(type, ahead, true);
  }

  // the page answers from here on (tests and monitoring wait for it); a page that hydrates says
  // so itself, once React has
  if (!d.querySelector("script[type=module]")) root.dataset.hydrated = "true";
})();
