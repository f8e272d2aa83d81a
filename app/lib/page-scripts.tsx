import analytics from "./scripts/analytics.browser.ts?inline-script";
import carousel from "./scripts/carousel.browser.ts?inline-script";
import map from "./scripts/map.browser.ts?inline-script";
import notFound from "./scripts/not-found.browser.ts?inline-script";
import projectDialogs from "./scripts/project-dialogs.browser.ts?inline-script";
import site from "./scripts/site.browser.ts?inline-script";

// The public pages' scripts (issue 37; decision 040). A public page is complete HTML and CSS — its
// menus are <details>, its carousel scrolls, a project card is a link, the image dialogs are
// <dialog> elements — and small scripts of the site's own, inline and allowed by their hashes, add
// what a keyboard and a mouse expect on top (app/lib/scripts/): the site's script on every public
// page (menus, the language remembered, a broken picture's placeholder, the focus clear of the
// contact bar, links fetched ahead where the browser has no Speculation Rules), and, where a page
// has them, the carousel's, the project dialogs', the 404 page's "go back", the contact page's map
// and the configured analytics'. Each is bundled and minified at build time (scripts/inline-script-plugin.ts); its
// text is the same for every visitor, so the page cache's hashes of a page hold
// (server/plugins/react-router.ts) and the server's own list (app/entry.server.tsx) names them all.
export const PAGE_SCRIPTS = { site, carousel, projectDialogs, notFound, analytics, map } as const;

// one of them, where the component that needs it is. Written by the server only: a page that
// hydrates finds it in place, and the browser's bundle carries no copy
export function PageScript({ name }: { name: keyof typeof PAGE_SCRIPTS }) {
  return (
    <script
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PAGE_SCRIPTS[name] : "" }}
      suppressHydrationWarning
    />
  );
}

// Speculation Rules (issue 37, point 2): a link to another public page is prerendered once the
// visitor shows the intent to follow it (moderate: a hover of 200 ms, a pointer down), so the
// page is shown at once. Same-origin paths only; never the back office, the API, files, a link
// with a query (a language choice, a page of a list: its answer may set a cookie) or one that
// opens elsewhere or downloads
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/admin", "/admin/*", "/api/*", "/uploads/*"] } },
          { not: { selector_matches: '[target], [download], [rel~=nofollow], [href*="?"]' } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
