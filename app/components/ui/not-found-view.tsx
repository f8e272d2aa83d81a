import { Link, useNavigate } from "react-router";
import type { NotFoundCopy } from "../../../contract/pages/index.ts";
import { useLocalizedPath } from "../../lib/language.ts";

// the site's 404 page: an unknown path, and a project that does not exist or is not shown
export function NotFoundView({ copy }: { copy: NotFoundCopy }) {
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto w-full max-w-xl px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{copy.title}</h1>
      <p className="mt-4 text-slate-600">{copy.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800" to={to("/")}>
          {copy.goHome}
        </Link>
        <button
          type="button"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          onClick={() => navigate(-1)}
        >
          {copy.goBack}
        </button>
        <Link
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          to={to("/contact")}
        >
          {copy.contact}
        </Link>
      </div>
    </section>
  );
}
