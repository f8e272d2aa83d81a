import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, Section } from "../../components/ui/page-parts.tsx";
import type { HomeCopy } from "../../content/home.ts";
import { useLocalizedPath } from "../../lib/language.ts";
import type { Route } from "../+types/home";

type News = Route.ComponentProps["loaderData"]["news"];

// the latest news staff published; none: no section
export function HomeNews({ copy, news }: { copy: HomeCopy["activities"]; news: News }) {
  const to = useLocalizedPath();
  if (news.length === 0) return null;
  return (
    <Section id="activities" eyebrow={copy.eyebrow} title={copy.title}>
      <ol className="grid gap-6 md:grid-cols-3">
        {news.map((item) => (
          <li key={item.id} className="flex flex-col rounded-lg border border-slate-200 p-6">
            <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              <time dateTime={item.date}>{item.dateText}</time>
            </p>
            <h3 className="mt-3 font-semibold">
              <Link to={item.path} className="hover:text-brand-700 hover:underline">
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{item.summary}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8">
        <ButtonLink to={to("/news")} variant="light">
          {copy.all}
        </ButtonLink>
      </div>
    </Section>
  );
}
