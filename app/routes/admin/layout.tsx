import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { en } from "../../i18n/locales/en.ts";
import { vi } from "../../i18n/locales/vi.ts";

// the back office renders in the browser only: the server sends the fallback below and the
// client loader runs before the admin screens mount
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: `${vi.admin.metaTitle} · ${en.admin.metaTitle}` }, { name: "robots", content: "noindex, nofollow" }];
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{t("admin.loading")}</span>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50" data-admin-root>
      <Outlet />
    </div>
  );
}
