import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { VISIT_STORAGE_KEY } from "../contract/constants.ts";

// where this tab's visit began, for the contact form (issue 23; contract/attribution.ts): the
// first public page, the page that linked to it and its campaign, kept in the tab's session
// storage (no cookie; gone when the tab closes). Storage can be refused (a private window): then
// the form sends no source.
try {
  if (!location.pathname.startsWith("/admin") && !sessionStorage.getItem(VISIT_STORAGE_KEY)) {
    const query = new URLSearchParams(location.search);
    sessionStorage.setItem(
      VISIT_STORAGE_KEY,
      JSON.stringify({
        landing_page: location.pathname,
        referrer: document.referrer,
        utm_source: query.get("utm_source"),
        utm_medium: query.get("utm_medium"),
        utm_campaign: query.get("utm_campaign"),
      }),
    );
  }
} catch {
  // no storage: no source
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
