import { Link } from "react-router";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminNotFound } from "../content/not-found.ts";

export default function AdminNotFound() {
  const copy = adminNotFound[useAdminLanguage()];
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-slate-600">{copy.text}</p>
      <Link to="/admin" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        {copy.back}
      </Link>
    </section>
  );
}
