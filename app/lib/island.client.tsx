import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

// the browser's half of an island (app/lib/island.tsx): its component hydrated in place from the
// props the server wrote, then the page marked interactive (html[data-hydrated], which the tests
// and monitoring wait for; the site's script leaves it to a page with a module script)
export function hydrateIsland<P extends object>(name: string, Component: ComponentType<P>): void {
  const container = document.querySelector(`[data-island="${name}"]`);
  const data = document.querySelector(`script[data-island-props="${name}"]`)?.textContent;
  if (!container || !data) return;
  const props = JSON.parse(data) as P;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Hydrated>
          <Component {...props} />
        </Hydrated>
      </StrictMode>,
    );
  });
}

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return children;
}
