import { LegalPage } from "../components/ui/legal-page.tsx";
import { privacyContent } from "../content/privacy.ts";
import { useLanguage } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { legalMeta, pageOf } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

// the date of the last update, machine-readable; the copy holds its localized form
const UPDATED = "2026-11-22";

export function loader(args: Route.LoaderArgs) {
  const { language } = pageOf(args);
  return { meta: legalMeta(args, privacyContent[language], "/privacy", UPDATED, language) };
}

export const meta = loaderMeta;

export default function Privacy() {
  return <LegalPage copy={privacyContent[useLanguage()]} updated={UPDATED} relatedPath="/terms" />;
}
