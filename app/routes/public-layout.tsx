import { Outlet } from "react-router";
import { FloatingContact } from "../components/layout/floating-contact.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { PageTransition } from "../lib/page-transition.tsx";
import { useShared } from "../lib/shared-text.ts";

export default function PublicLayout() {
  const text = useShared();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
      >
        {text.nav.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <FloatingContact />
    </div>
  );
}
