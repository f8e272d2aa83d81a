import { ChevronRight } from "lucide-react";
import { useLocalizedPath } from "../../lib/language.ts";

// the trail above a page of its own (a project, a news item): links up to the page itself, which
// is named but not linked (its JSON-LD BreadcrumbList is built by seo())
export function Breadcrumbs({
  copy,
  parent,
  current,
}: {
  // the trail's name and the home page's
  copy: { breadcrumbLabel: string; home: string };
  // the list the page belongs to
  parent: { path: string; name: string };
  current: string;
}) {
  const to = useLocalizedPath();
  const label = copy.breadcrumbLabel;
  const trail = [
    { to: to("/"), name: copy.home },
    { to: to(parent.path), name: parent.name },
  ];
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1.5 gap-y-1 px-4 py-3 text-sm text-slate-600">
        {trail.map((step) => (
          <li key={step.to} className="flex items-center gap-x-1.5">
            <a href={step.to} className="hover:text-brand-700 hover:underline">
              {step.name}
            </a>
            <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
