import type { NotFoundCopy } from "../../../contract/pages/index.ts";
import { useLocalizedPath } from "../../lib/language.ts";
import { PageScript } from "../../lib/page-scripts.tsx";

// the site's 404 page: an unknown path, and a project that does not exist or is not shown. "Go
// back" needs the browser's history: the page's script shows it (app/lib/scripts/not-found.browser.ts)
export function NotFoundView({ copy }: { copy: NotFoundCopy }) {
  const to = useLocalizedPath();
  return (
    <section className="mx-auto w-full max-w-xl px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{copy.title}</h1>
      <p className="mt-4 text-slate-600">{copy.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800" href={to("/")}>
          {copy.goHome}
        </a>
        <button
          type="button"
          hidden
          data-back=""
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
        >
          {copy.goBack}
        </button>
        <a
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          href={to("/contact")}
        >
          {copy.contact}
        </a>
      </div>
      <PageScript name="notFound" />
    </section>
  );
}
