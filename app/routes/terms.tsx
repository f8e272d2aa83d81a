import { LegalPage } from "../components/ui/legal-page.tsx";
import { termsContent } from "../content/terms.ts";
import { useLanguage } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { legalMeta, pageOf } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

// the date of the last update, machine-readable; the copy holds its localized form
const UPDATED = "2026-11-20";

export function loader(args: Route.LoaderArgs) {
  const { language } = pageOf(args);
  return { meta: legalMeta(args, termsContent[language], "/terms", UPDATED, language) };
}

export const meta = loaderMeta;

export default function Terms() {
  return <LegalPage copy={termsContent[useLanguage()]} updated={UPDATED} relatedPath="/privacy" />;
}
