import { useRouteLoaderData } from "react-router";
import { defaultCompanySettings } from "../../contract/company.ts";
import type { SiteSettings } from "../../contract/public-data.ts";

const fallback: SiteSettings = {
  publicOrigin: "",
  company: defaultCompanySettings,
  analytics: null,
  captcha: null,
};

// the site's settings (company details, origin, analytics), sent once by the root loader
export function useSite(): SiteSettings {
  return (useRouteLoaderData("root") as SiteSettings | undefined) ?? fallback;
}
