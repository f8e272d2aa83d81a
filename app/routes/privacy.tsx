import { LegalPage, legalMeta } from "../components/ui/legal-page.tsx";
import { privacyContent } from "../content/privacy.ts";
import { languageFromPath } from "../i18n/i18n.ts";
import { useLanguage } from "../lib/language.ts";
import type { Route } from "./+types/privacy";

// the date of the last update, machine-readable; the copy holds its localized form
const UPDATED = "2026-11-20";

export function meta(args: Route.MetaArgs) {
  const language = languageFromPath(args.location.pathname);
  return legalMeta(args, privacyContent[language], "/privacy", UPDATED, language);
}

export default function Privacy() {
  return <LegalPage copy={privacyContent[useLanguage()]} updated={UPDATED} relatedPath="/terms" />;
}
