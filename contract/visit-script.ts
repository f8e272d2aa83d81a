import { TOKEN_STORAGE_KEY, VISIT_STORAGE_KEY } from "./constants.ts";

// where this tab's visit began, for the contact form (issue 23; contract/attribution.ts): the
// first public page, the page that linked to it and its campaign, kept in the tab's session
// storage (no cookie; gone when the tab closes). An inline script at the top of every public
// page, so that it runs as the page is read — before a click that comes ahead of the page's
// JavaScript — and is allowed by its hash: like the page's other inline scripts in a cached page,
// beside the nonce in a page rendered for one visitor (server/plugins/security.ts). Storage can
// be refused (a private window): then the form sends no source.
//
// It also counts the visit (issue 25; server/services/analytics.ts): once the page has loaded, a
// page the browser prerendered (issue 37) once it is shown — every public page is a document of
// its own, none changes its address in place — one beacon to /api/analytics/collect with the page's path,
// its campaign, the window's width and — on the tab's first page, the one that found no visit
// stored — the referrer and `entry: true`. No cookie, no identifier. Not sent: when the browser
// asks not to be tracked (Do Not Track, Global Privacy Control), from staff's browser (it holds a
// back-office token) and in the back office.
const COUNT_SCRIPT = `(function(n,d){try{if(n.doNotTrack=="1"||n.globalPrivacyControl||localStorage.getItem("${TOKEN_STORAGE_KEY}")||(location.pathname+"/").indexOf("/admin/")==0||!n.sendBeacon)return}catch(e){return}function b(){var q=new URLSearchParams(location.search);n.sendBeacon("/api/analytics/collect",JSON.stringify({path:location.pathname,referrer:f?d.referrer:"",language:d.documentElement.lang,utm_source:q.get("utm_source"),utm_medium:q.get("utm_medium"),utm_campaign:q.get("utm_campaign"),width:innerWidth,entry:f===!0}))}function g(){d.readyState=="complete"?b():addEventListener("load",b,{once:!0})}d.prerendering?d.addEventListener("prerenderingchange",g,{once:!0}):g()})(navigator,document)`;

export const VISIT_SCRIPT = `var f;try{var s=sessionStorage,k="${VISIT_STORAGE_KEY}";if(!s.getItem(k)){f=!0;var q=new URLSearchParams(location.search);s.setItem(k,JSON.stringify({landing_page:location.pathname,referrer:document.referrer,utm_source:q.get("utm_source"),utm_medium:q.get("utm_medium"),utm_campaign:q.get("utm_campaign")}))}}catch(e){}${COUNT_SCRIPT}`;
