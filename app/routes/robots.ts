import { requestValuesContext } from "../lib/request-context.ts";
import type { Route } from "./+types/robots";

// crawlers may read every public page, never the admin or the API
export function loader({ context }: Route.LoaderArgs) {
  const { publicOrigin } = context.get(requestValuesContext).site;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
