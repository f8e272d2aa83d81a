// the back office's client root: the admin half of the site renders in the browser only, with
// the session (AuthProvider), the language and the toasts every admin screen shares
import { Outlet } from "react-router";
import { Toaster } from "sonner";
// its stylesheet as a file: the build keeps sonner from writing it into a <style> element, which
// the strict style policy refuses (vite.config.ts)
import "sonner/dist/styles.css";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { Spinner } from "../components/ui.tsx";
import { adminCommon } from "../content/common.ts";
import { AuthProvider } from "../lib/auth.tsx";

// the back office renders in the browser only: the server sends the fallback below and the
// client loader runs before the admin screens mount
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function meta() {
  return [
    { title: `${adminCommon.vi.metaTitle} · ${adminCommon.en.metaTitle}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={`${adminCommon.vi.loading}`} />
    </div>
  );
}

export default function AdminRoot() {
  const language = useAdminLanguage();
  return (
    <AuthProvider>
      <div className="min-h-screen bg-slate-100" data-admin-root lang={language}>
        <Outlet />
      </div>
      <Toaster
        position="top-right"
        richColors
        closeButton
        // sonner's own words are English ("Close toast", "Notifications"): the admin's language
        containerAriaLabel={adminCommon[language].toasts}
        toastOptions={{ closeButtonAriaLabel: adminCommon[language].action.close }}
      />
    </AuthProvider>
  );
}
