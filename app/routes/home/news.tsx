import type { HomeCopy } from "../../../contract/pages/home.ts";
import { NewsSummary } from "../../components/ui/news-summary.tsx";
import { Section } from "../../components/ui/page-parts.tsx";
import { useLocalizedPath } from "../../lib/language.ts";
import type { Route } from "../+types/home";

type News = Route.ComponentProps["loaderData"]["news"];

// the latest news staff published; none: no section
export function HomeNews({ copy, news }: { copy: HomeCopy["activities"]; news: News }) {
  const to = useLocalizedPath();
  if (news.length === 0) return null;
  return (
    <Section id="activities" eyebrow={copy.eyebrow} title={copy.title} more={{ to: to("/news"), label: copy.all }}>
      <ol className="grid gap-6 md:grid-cols-3">
        {news.map((item) => (
          <li key={item.id} className="flex flex-col rounded-lg border border-slate-200 p-6">
            <NewsSummary item={item} heading="h3" />
          </li>
        ))}
      </ol>
    </Section>
  );
}
