import {
  Award,
  ExternalLink,
  FolderKanban,
  LayoutDashboard,
  Library,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  ScrollText,
  Settings,
  Users,
  X,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Navigate, NavLink, Outlet, useLocation } from "react-router";
import { USER_ROLE } from "../../../contract/constants.ts";
import { AdminLanguageSwitcher } from "../../components/admin/admin-language-switcher.tsx";
import { Spinner } from "../../components/admin/ui.tsx";
import { LogoMark } from "../../components/ui/icons.tsx";
import { adminCommon } from "../../content/admin/common.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { safeRedirect, useAuth } from "../../lib/auth.tsx";
import { PageTransition } from "../../lib/page-transition.tsx";

// every admin screen behind the login: a spinner while the session is checked (no admin content
// before that), the login page for visitors without one, the sidebar layout for staff
export default function Guarded() {
  const { status, loggedOut, user, logout } = useAuth();
  const language = useAdminLanguage();
  const copy = adminCommon[language];
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

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

  const links = [
    { to: "/admin", label: copy.nav.dashboard, Icon: LayoutDashboard, end: true },
    { to: "/admin/projects", label: copy.nav.projects, Icon: FolderKanban, end: false },
    { to: "/admin/contacts", label: copy.nav.contacts, Icon: Mail, end: false },
    { to: "/admin/users", label: copy.nav.users, Icon: Users, end: false },
    { to: "/admin/management", label: copy.nav.management, Icon: Library, end: false },
    { to: "/admin/news", label: copy.nav.news, Icon: Newspaper, end: false },
    { to: "/admin/certificates", label: copy.nav.certificates, Icon: Award, end: false },
    // every admin reads the company's settings; a Super Admin changes them
    { to: "/admin/settings", label: copy.nav.settings, Icon: Settings, end: false },
    // the audit trail is for Super Admins only (the API refuses it to others too)
    ...(user.role === USER_ROLE.SUPER_ADMIN
      ? [{ to: "/admin/audit", label: copy.nav.audit, Icon: ScrollText, end: false }]
      : []),
  ];
  const roleLabel = user.role === 2 ? copy.roles.superAdmin : copy.roles.admin;

  return (
    <div className="flex min-h-screen">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {copy.nav.label}
      </a>
      {menuOpen && (
        <button
          type="button"
          aria-label={copy.nav.closeMenu}
          className="fixed inset-0 z-30 bg-slate-950/50 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <aside
        id="admin-sidebar"
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
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900"
            >
              {user.user_name.trim().charAt(0).toUpperCase() || "?"}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold" data-testid="admin-user-name">
                {user.user_name}
              </p>
              <p className="text-xs text-brand-100">{roleLabel}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={logout}
            className="mt-4 flex w-full items-center justify-center gap-2 rounded-md border border-white/20 px-3 py-2 text-sm font-medium hover:bg-white/10"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {copy.layout.logout}
          </button>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            aria-label={copy.nav.openMenu}
            onClick={() => setMenuOpen(true)}
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
        <main id="admin-main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <PageTransition>
            <Outlet />
          </PageTransition>
        </main>
      </div>
    </div>
  );
}
