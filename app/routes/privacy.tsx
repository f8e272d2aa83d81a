import { LegalPage } from "../components/ui/legal-page.tsx";
import { privacyContent } from "../content/pages.ts";
import { loaderMeta } from "../lib/meta.ts";
import { legalMeta } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

// the date of the last update, machine-readable; the copy holds its localized form
const UPDATED = "2026-11-22";

export const loader = (args: Route.LoaderArgs) => ({ meta: legalMeta(args, privacyContent, "/privacy", UPDATED) });

export const meta = loaderMeta;

export default function Privacy() {
  return <LegalPage content={privacyContent} updated={UPDATED} relatedPath="/terms" />;
}
