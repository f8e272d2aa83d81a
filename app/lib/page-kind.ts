import type { UIMatch } from "react-router";

// Whether a public page runs React in the browser (issue 37; decision 040). A page is complete
// HTML and CSS, with the site's own small script for menus, the carousel and dialogs
// (app/lib/page-scripts.tsx); a page with real interaction — a form — declares it in its route
// module with `export const handle = interactivePage;` and hydrates as the back office does.
export const interactivePage = { react: true } as const;

export function needsReact(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { react?: boolean } | undefined)?.react === true);
}
