import type { MetaDescriptor } from "react-router";

// a public page's meta function: the tags its loader built on the server (app/lib/seo.ts), so
// neither the builder nor the structured data ever reaches the browser (decision 007)
export function loaderMeta({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  return (loaderData as { meta?: MetaDescriptor[] } | null | undefined)?.meta ?? [];
}
