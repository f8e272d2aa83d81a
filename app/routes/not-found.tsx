import { data } from "react-router";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { notFound } from "../content/pages.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageOf, seo } from "../lib/seo.ts";
import type { Route } from "./+types/not-found";

// any unknown public path: answered with HTTP 404
export function loader(args: Route.LoaderArgs) {
  const copy = notFound[pageOf(args).language];
  return data({ meta: seo(args, { title: copy.metaTitle, description: copy.text, noIndex: true }) }, { status: 404 });
}

export const meta = loaderMeta;

export default NotFoundView;
