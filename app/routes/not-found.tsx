import { data } from "react-router";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { pageOf, seo } from "../lib/seo.ts";
import type { Route } from "./+types/not-found";

// any unknown public path: answered with HTTP 404
export async function loader(args: Route.LoaderArgs) {
  const copy = await pageCopy(args, "not-found", pageOf(args).language);
  return data(
    { copy, meta: seo(args, { title: copy.metaTitle, description: copy.text, noIndex: true }) },
    { status: 404 },
  );
}

export const meta = loaderMeta;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView copy={loaderData.copy} />;
}
