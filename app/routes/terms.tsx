import { LegalPage } from "../components/ui/legal-page.tsx";
import { termsContent } from "../content/pages.ts";
import { loaderMeta } from "../lib/meta.ts";
import { legalMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

// the date of the last update, machine-readable; the copy holds its localized form
const UPDATED = "2026-11-20";

export const loader = (args: Route.LoaderArgs) => ({ meta: legalMeta(args, termsContent, "/terms", UPDATED) });

export const meta = loaderMeta;

export default function Terms() {
  return <LegalPage content={termsContent} updated={UPDATED} relatedPath="/privacy" />;
}
