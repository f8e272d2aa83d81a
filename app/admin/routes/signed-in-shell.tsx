import {
  Award,
  Building2,
  ChartColumn,
  ExternalLink,
  FileText,
  FolderKanban,
  Images,
  LayoutDashboard,
  Library,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  ScrollText,
  Settings,
  ShieldCheck,
  Signpost,
  Users,
  X,
} from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Navigate, NavLink, Outlet, useLocation } from "react-router";
import { USER_ROLE } from "../../../contract/constants.ts";
import { LogoMark } from "../../components/ui/icons.tsx";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { PageTransition } from "../../lib/page-transition.tsx";
import { AdminLanguageSwitcher } from "../components/admin-language-switcher.tsx";
import { IconButton, Initial, SkipLink, Spinner } from "../components/ui.tsx";
import { adminCommon } from "../content/common.ts";
import { adminNotFound } from "../content/not-found.ts";
import { safeRedirect, useAuth } from "../lib/auth.tsx";

// the screens a Sales member opens: their dashboard (the leads and what the website brings), the
// contacts, the customer companies, the reports and their own sign-in
const SALES_SCREENS = [
  { to: "/admin", end: true },
  { to: "/admin/contacts", end: false },
  { to: "/admin/companies", end: false },
  { to: "/admin/reports", end: false },
  { to: "/admin/security", end: false },
];
const opensForSales = (path: string) =>
  SALES_SCREENS.some(({ to, end }) =>
    end ? path.replace(/\/+$/, "") === to : path === to || path.startsWith(`${to}/`),
  );

// the sidebar is a drawer below the lg breakpoint (1024 px) and always shown above it
const WIDE = "(min-width: 1024px)";
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", listener);
      return () => query.removeEventListener("change", listener);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

// every admin screen behind the login: a spinner while the session is checked (no admin content
// before that), the login page for visitors without one, the sidebar layout for staff
export default function SignedInShell() {
  const { status, loggedOut, user, setupRequired, logout } = useAuth();
  const language = useAdminLanguage();
  const copy = adminCommon[language];
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const wide = useWideScreen();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const drawerOpen = menuOpen && !wide;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // the open drawer takes the focus on its first link; Escape closes it and gives the focus back
  // to the toggle
  useEffect(() => {
    if (!drawerOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>("nav a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  useScreenTitle(location.pathname, copy, adminNotFound[language].title);

  if (status === "loading") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={copy.loading} />
      </div>
    );
  }
  if (status === "anonymous" || !user) {
    if (loggedOut) return <Navigate to="/admin/login" replace />;
    const here = safeRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={`/admin/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  // a Super Admin who must set up two-factor sign-in does that first (the server refuses the rest)
  if (setupRequired && location.pathname !== "/admin/security") return <Navigate to="/admin/security" replace />;

  // a Sales member works the leads and their own sign-in, and sees what the website brings:
  // elsewhere they are taken to their dashboard (the server refuses them the rest, README → Roles)
  const sales = user.role === USER_ROLE.SALES;
  if (sales && !opensForSales(location.pathname)) return <Navigate to="/admin" replace />;

  const everyLink = [
    { to: "/admin", label: copy.nav.dashboard, Icon: LayoutDashboard, end: true },
    { to: "/admin/projects", label: copy.nav.projects, Icon: FolderKanban, end: false },
    { to: "/admin/contacts", label: copy.nav.contacts, Icon: Mail, end: false },
    // the customers as companies, with their people and leads
    { to: "/admin/companies", label: copy.nav.companies, Icon: Building2, end: false },
    // the pipeline by stage, owner, month, service, province, source and campaign
    { to: "/admin/reports", label: copy.nav.reports, Icon: ChartColumn, end: false },
    { to: "/admin/users", label: copy.nav.users, Icon: Users, end: false },
    { to: "/admin/management", label: copy.nav.management, Icon: Library, end: false },
    { to: "/admin/news", label: copy.nav.news, Icon: Newspaper, end: false },
    { to: "/admin/certificates", label: copy.nav.certificates, Icon: Award, end: false },
    // every image uploaded, and where each is used
    { to: "/admin/media", label: copy.nav.media, Icon: Images, end: false },
    // the public pages' words, in both languages
    { to: "/admin/pages", label: copy.nav.pages, Icon: FileText, end: false },
    // old addresses sent to new ones
    { to: "/admin/redirects", label: copy.nav.redirects, Icon: Signpost, end: false },
    // every admin reads the company's settings; a Super Admin changes them
    { to: "/admin/settings", label: copy.nav.settings, Icon: Settings, end: false },
    // the audit trail is for Super Admins only (the API refuses it to others too)
    ...(user.role === USER_ROLE.SUPER_ADMIN
      ? [{ to: "/admin/audit", label: copy.nav.audit, Icon: ScrollText, end: false }]
      : []),
    // each staff member's own two-factor sign-in
    { to: "/admin/security", label: copy.nav.security, Icon: ShieldCheck, end: false },
  ];
  const links = sales ? everyLink.filter((link) => SALES_SCREENS.some(({ to }) => to === link.to)) : everyLink;
  const roleLabel =
    user.role === USER_ROLE.SUPER_ADMIN ? copy.roles.superAdmin : sales ? copy.roles.sales : copy.roles.admin;

  return (
    <div className="flex min-h-screen">
      <SkipLink target="admin-main" label={copy.nav.skipToContent} />
      {drawerOpen && (
        <button
          type="button"
          aria-label={copy.nav.closeMenu}
          className="fixed inset-0 z-30 bg-slate-950/50 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <aside
        id="admin-sidebar"
        ref={sidebarRef}
        // off screen on a phone while closed: out of the tab order and of what screen readers read
        inert={!wide && !menuOpen}
        className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-brand-900 text-white transition-transform lg:static lg:translate-x-0 ${
          menuOpen ? "translate-x-0" : "-translate-x-full"
        }`}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-4">
          <span className="flex items-center gap-2 font-bold">
            <LogoMark className="h-8 w-8" />
            {copy.metaTitle}
          </span>
          <button
            type="button"
            className="rounded-md p-1.5 hover:bg-white/10 lg:hidden"
            aria-label={copy.nav.closeMenu}
            onClick={() => setMenuOpen(false)}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={copy.nav.label} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {links.map(({ to, label, Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium ${
                      isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
                    }`
                  }
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-white/10 p-4">
          <div className="flex items-center gap-3">
            <Initial name={user.user_name} className="h-10 w-10 bg-accent-400 text-brand-900" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold" data-testid="admin-user-name">
                {user.user_name}
              </p>
              <p className="text-xs text-brand-100">{roleLabel}</p>
            </div>
          </div>
          <IconButton
            icon={LogOut}
            label={copy.layout.logout}
            onClick={() => void logout()}
            className="mt-4 flex w-full items-center justify-center gap-2 rounded-md border border-white/20 px-3 py-2 text-sm font-medium hover:bg-white/10"
          />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4">
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={drawerOpen}
            aria-controls="admin-sidebar"
            aria-label={drawerOpen ? copy.nav.closeMenu : copy.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <div className="ml-auto flex items-center gap-3">
            <AdminLanguageSwitcher />
            <a
              href={language === "en" ? "/en" : "/"}
              target="_blank"
              rel="noopener noreferrer"
              className="hidden items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:flex"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {copy.layout.viewSite}
            </a>
          </div>
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <PageTransition>
            <Outlet />
          </PageTransition>
        </main>
      </div>
    </div>
  );
}

const screens = [
  ["/admin/projects", "projects"],
  ["/admin/contacts", "contacts"],
  ["/admin/companies", "companies"],
  ["/admin/reports", "reports"],
  ["/admin/users", "users"],
  ["/admin/management", "management"],
  ["/admin/news", "news"],
  ["/admin/certificates", "certificates"],
  ["/admin/pages", "pages"],
  ["/admin/redirects", "redirects"],
  ["/admin/media", "media"],
  ["/admin/settings", "settings"],
  ["/admin/audit", "audit"],
  ["/admin/security", "security"],
] as const;

// each screen has its own title, "Projects · Admin", so that tabs, history and screen readers
// tell the screens apart
function useScreenTitle(pathname: string, copy: (typeof adminCommon)["vi"], notFound: string) {
  const path = pathname.replace(/\/+$/, "") || "/";
  const key = screens.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
  const screen = path === "/admin" ? copy.nav.dashboard : key ? copy.nav[key] : notFound;
  useEffect(() => {
    document.title = `${screen} · ${copy.metaTitle}`;
  }, [screen, copy.metaTitle]);
}
