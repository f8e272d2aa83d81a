import { CalendarDays } from "lucide-react";
import type { ShownNews } from "../../lib/news.ts";

// a news item in a list (the home page's latest, the news page): its date, its title leading to
// its page, its summary; the heading's level is the list's
export function NewsSummary({ item, heading: Heading }: { item: ShownNews; heading: "h2" | "h3" }) {
  return (
    <>
      <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <time dateTime={item.date}>{item.dateText}</time>
      </p>
      <Heading className="mt-3 text-lg font-semibold text-slate-900">
        <a href={item.path} className="hover:text-brand-700 hover:underline">
          {item.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{item.summary}</p>
    </>
  );
}
