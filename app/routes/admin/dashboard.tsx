import { useTranslation } from "react-i18next";

export default function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t("admin.dashboard.title")}</h1>
      <p className="mt-4 text-slate-600">{t("admin.dashboard.placeholder")}</p>
    </section>
  );
}
