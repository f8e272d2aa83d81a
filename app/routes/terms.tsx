import { LegalPage, legalMeta } from "../components/ui/legal-page.tsx";
import { termsContent } from "../content/terms.ts";
import { languageFromPath } from "../i18n/i18n.ts";
import { useLanguage } from "../lib/language.ts";
import type { Route } from "./+types/terms";

// the date of the last update, machine-readable; the copy holds its localized form
const UPDATED = "2026-11-20";

export function meta(args: Route.MetaArgs) {
  const language = languageFromPath(args.location.pathname);
  return legalMeta(args, termsContent[language], "/terms", UPDATED, language);
}

export default function Terms() {
  return <LegalPage copy={termsContent[useLanguage()]} updated={UPDATED} relatedPath="/privacy" />;
}
