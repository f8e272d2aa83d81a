import type { Language } from "../../contract/constants.ts";
import type { PublicNews, PublicNewsSummary } from "../../contract/public-data.ts";
import type { RichText } from "../../contract/rich-text.ts";
import { formatDay } from "./format.ts";

// a news item in the page's language (the other language's text when one is missing)

const pick = (language: Language, en: string, vi: string) =>
  (language === "vi" ? vi : en).trim() ? (language === "vi" ? vi : en) : language === "vi" ? en : vi;

export interface ShownNews {
  id: number;
  path: string;
  title: string;
  summary: string;
  // YYYY-MM-DD and as people read it: 22/11/2026, 22 November 2026
  date: string;
  dateText: string;
  image: string | null;
  // the image's description: the media library's, else the title
  imageAlt: string;
}

export function newsPath(slug: string, language: Language): string {
  return `${language === "en" ? "/en" : ""}/news/${slug}`;
}

export function shownNews(item: PublicNewsSummary, language: Language): ShownNews {
  return {
    id: item.id,
    path: newsPath(item.slug, language),
    title: pick(language, item.title, item.title_vi),
    summary: pick(language, item.summary, item.summary_vi),
    date: item.published_on,
    dateText: formatDay(item.published_on, language),
    image: item.image_path,
    imageAlt:
      pick(language, item.image_alt ?? "", item.image_alt_vi ?? "") || pick(language, item.title, item.title_vi),
  };
}

// the item's text in the page's language (the other language's when that one is empty)
export function newsText(item: PublicNews, language: Language): RichText {
  const own = language === "vi" ? item.body_vi : item.body;
  return own.content.length > 0 ? own : language === "vi" ? item.body : item.body_vi;
}
