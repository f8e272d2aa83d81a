import { LegalPage } from "../components/ui/legal-page.tsx";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { legalMeta, pageOf } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

// the privacy policy: its words, and the day it was last updated, are the "privacy" page's (staff edit them)
export async function loader(args: Route.LoaderArgs) {
  const copy = await pageCopy(args, "privacy", pageOf(args).language);
  return { meta: legalMeta(args, copy, "/privacy"), copy };
}

export const meta = loaderMeta;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage copy={loaderData.copy} relatedPath="/terms" />;
}
