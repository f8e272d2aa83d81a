import type { MetaDescriptor } from "react-router";
import type { Language } from "../../contract/constants.ts";
import { localizedPath } from "../i18n/i18n.ts";

interface PageMetaInput {
  language: Language;
  origin: string;
  pathname: string;
  title: string;
  description: string;
  noIndex?: boolean;
}

// title, description, canonical and hreflang alternates for a public page
export function pageMeta({ language, origin, pathname, title, description, noIndex }: PageMetaInput): MetaDescriptor[] {
  const url = (lang: Language) => `${origin}${localizedPath(pathname, lang)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(language) },
    { property: "og:locale", content: language === "vi" ? "vi_VN" : "en_US" },
  ];
  if (noIndex) {
    tags.push({ name: "robots", content: "noindex, nofollow" });
    return tags;
  }
  tags.push(
    { tagName: "link", rel: "canonical", href: url(language) },
    { tagName: "link", rel: "alternate", hrefLang: "vi", href: url("vi") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("vi") },
  );
  return tags;
}
