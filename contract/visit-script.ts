import { VISIT_STORAGE_KEY } from "./constants.ts";

// where this tab's visit began, for the contact form (issue 23; contract/attribution.ts): the
// first public page, the page that linked to it and its campaign, kept in the tab's session
// storage (no cookie; gone when the tab closes). An inline script at the top of every public
// page, so that it runs as the page is read — before a click that comes ahead of the page's
// JavaScript — and is allowed by its hash: like the page's other inline scripts in a cached page,
// beside the nonce in a page rendered for one visitor (server/plugins/security.ts). Storage can
// be refused (a private window): then the form sends no source.
export const VISIT_SCRIPT = `try{var s=sessionStorage,k=${JSON.stringify(VISIT_STORAGE_KEY)};if(!s.getItem(k)){var q=new URLSearchParams(location.search);s.setItem(k,JSON.stringify({landing_page:location.pathname,referrer:document.referrer,utm_source:q.get("utm_source"),utm_medium:q.get("utm_medium"),utm_campaign:q.get("utm_campaign")}))}}catch(e){}`;
