import { LegalPage } from "../components/ui/legal-page.tsx";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { legalMeta, pageOf } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

// the terms of use: its words, and the day it was last updated, are the "terms" page's (staff edit them)
export async function loader(args: Route.LoaderArgs) {
  const copy = await pageCopy(args, "terms", pageOf(args).language);
  return { meta: legalMeta(args, copy, "/terms"), copy };
}

export const meta = loaderMeta;

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage copy={loaderData.copy} relatedPath="/privacy" />;
}
