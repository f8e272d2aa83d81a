import islands from "virtual:islands";
import type { ComponentType } from "react";

// One interactive part of a page that is otherwise HTML and CSS (decision 042): the server renders
// the component in place, with its props as JSON data and its own module script
// (app/islands/<name>.client.tsx, scripts/islands-plugin.ts), which hydrates that part alone with
// React DOM — no router, none of the page's other components. The props must be plain data (JSON):
// they are what the browser's render starts from. Its code is asked for after the first paint (as
// React Router's scripts were, decision 007): nothing competes with the page's own bytes before.
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const assets = import.meta.env.SSR ? islands[name] : undefined;
  if (import.meta.env.SSR && !assets) throw new Error(`no island ${name} in app/islands/`);
  return (
    <>
      <div data-island={name}>
        <Component {...props} />
      </div>
      {assets && (
        <>
          <script
            type="application/json"
            data-island-props={name}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the props as JSON data, "<" escaped
            dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replaceAll("<", "\\u003c") }}
          />
          {assets.before ? (
            <>
              <script type="module" src={assets.before} />
              <script type="module" src={assets.src} />
            </>
          ) : (
            <script
              type="module"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the build, allowed by its hash
              dangerouslySetInnerHTML={{ __html: islandLoader(assets) }}
            />
          )}
        </>
      )}
    </>
  );
}

// the inline module script that loads an island after the next frame is painted: its chunks
// preloaded at once (no waterfall), then its entry. The same text for every visitor of a build,
// so that it is allowed by its hash (app/entry.server.tsx)
export function islandLoader(assets: { src: string; preload: string[] }): string {
  return [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
    `for (const href of ${JSON.stringify(assets.preload)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `await import(${JSON.stringify(assets.src)});`,
  ].join("\n");
}
