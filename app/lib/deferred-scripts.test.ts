import { describe, expect, it } from "vitest";
import { deferModuleScript } from "./deferred-scripts.tsx";

const routerScript = `;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-2.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-3.js");`;

describe("deferModuleScript", () => {
  const deferred = deferModuleScript(routerScript, ["/assets/entry.client-3.js", "/assets/react-4.js"]);

  it("waits for a painted frame before anything else", () => {
    expect(
      deferred.startsWith("await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));"),
    ).toBe(true);
  });

  it("turns the static imports into dynamic ones made together, after adding the preloads", () => {
    expect(deferred).not.toMatch(/^import \*/m);
    expect(deferred).toContain('["/assets/entry.client-3.js","/assets/react-4.js"]');
    expect(deferred).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js")]);',
    );
    expect(deferred.indexOf("modulepreload")).toBeLessThan(deferred.indexOf("Promise.all"));
  });

  it("keeps the rest of the script, the hydration last", () => {
    expect(deferred).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(deferred.trim().endsWith('import("/assets/entry.client-3.js");')).toBe(true);
  });

  it("is the same for the same page", () => {
    expect(deferModuleScript(routerScript, ["/a.js"])).toBe(deferModuleScript(routerScript, ["/a.js"]));
  });
});
