import { Menu, X } from "lucide-react";
import { useLocation } from "react-router";
import { useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";
import { LogoMark } from "../ui/icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

const links = [
  { path: "/", key: "home", end: true },
  { path: "/about", key: "about", end: false },
  { path: "/services", key: "services", end: false },
  { path: "/projects", key: "projects", end: false },
  { path: "/news", key: "news", end: false },
  { path: "/contact", key: "contact", end: false },
] as const;

// the site's header. The phone menu is a <details> element: it opens and closes without any
// script; the site's script (app/lib/scripts/site.browser.ts) adds Escape and a click outside. A choice loads the next page, where it is closed again.
export function SiteHeader() {
  const text = useShared();
  const to = useLocalizedPath();
  const { company } = useSite();
  const { pathname } = useLocation();

  const isActive = (path: string, end: boolean) => {
    const target = to(path);
    return pathname === target || (!end && pathname.startsWith(`${target}/`));
  };
  const linkClass = (active: boolean) =>
    `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
      active ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
    }`;
  const navLinks = (block: string) =>
    links.map((link) => {
      const active = isActive(link.path, link.end);
      return (
        <li key={link.path}>
          <a
            href={to(link.path)}
            aria-current={active ? "page" : undefined}
            className={`${block} ${linkClass(active)}`}
          >
            {text.nav[link.key]}
          </a>
        </li>
      );
    });

  return (
    <header className="sticky top-0 z-40 bg-brand-900/95 text-white shadow-sm backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href={to("/")} className="flex min-w-0 items-center gap-2 font-bold tracking-tight">
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="truncate text-base sm:text-lg">{company.shortName}</span>
        </a>
        <nav aria-label={text.nav.main} className="hidden lg:block">
          <ul className="flex items-center gap-1">{navLinks("")}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <details data-menu="nav" className="group lg:hidden">
            {/* the toggle's name says what it does next: one of its two labels shows, by the state */}
            <summary className="block cursor-pointer list-none rounded-md p-2 text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden">
              <Menu className="h-6 w-6 group-open:hidden" aria-hidden="true" />
              <X className="hidden h-6 w-6 group-open:block" aria-hidden="true" />
              <span className="sr-only group-open:hidden">{text.nav.openMenu}</span>
              <span className="sr-only hidden group-open:inline">{text.nav.closeMenu}</span>
            </summary>
            <nav
              id="mobile-menu"
              aria-label={text.nav.main}
              className="absolute inset-x-0 top-full border-t border-white/10 bg-brand-900 shadow-lg"
            >
              <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">{navLinks("block")}</ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
