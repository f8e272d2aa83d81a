import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

// the spec's transitions: home scales, /contact slides vertically, admin horizontally, other
// pages slide slightly. The public pages are documents, moved between by the browser's view
// transition (app/theme.css): their kind is a class of their <main>. The back office's screens
// are rendered in the browser: their first render (the server's HTML) is shown as it is.
export function transitionFor(pathname: string): string {
  const path = pathname.replace(/^\/en(?=\/|$)/, "") || "/";
  if (path.startsWith("/admin")) return "page-transition-admin";
  if (path === "/") return "page-home";
  if (path === "/contact") return "page-contact";
  return "page-default";
}

export function PageTransition({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [navigated, setNavigated] = useState(false);

  useEffect(() => {
    // the server's page stays where the browser put it (the top, an #anchor, a reload's
    // position): scrolling it would also force a layout of the whole page during hydration
    if (pathname === shown.current) return;
    shown.current = pathname;
    setNavigated(true);
    // every page the visitor goes to starts at the top
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return (
    <div key={pathname} className={navigated ? transitionFor(pathname) : undefined}>
      {children}
    </div>
  );
}
