import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
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

export function SiteHeader() {
  const text = useShared();
  const to = useLocalizedPath();
  const { company } = useSite();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // the phone menu closes whenever the page changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open phone menu and gives the focus back to its toggle
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
      isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
    }`;

  return (
    <header className="sticky top-0 z-40 bg-brand-900/95 text-white shadow-sm backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={to("/")} className="flex min-w-0 items-center gap-2 font-bold tracking-tight">
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="truncate text-base sm:text-lg">{company.shortName}</span>
        </Link>
        <nav aria-label={text.nav.main} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.path}>
                <NavLink to={to(link.path)} end={link.end} className={linkClass}>
                  {text.nav[link.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md p-2 text-white hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? text.nav.closeMenu : text.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label={text.nav.main}
        hidden={!menuOpen}
        className="border-t border-white/10 lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.path}>
              <NavLink to={to(link.path)} end={link.end} className={(state) => `block ${linkClass(state)}`}>
                {text.nav[link.key]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
