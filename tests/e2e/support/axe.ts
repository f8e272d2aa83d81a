import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core, run inside the page as it is at that moment (after hydration, with a menu or a dialog
// open when the test opened one): every rule axe runs by default, every impact counts

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

// one readable line per element at fault, "[] " when the page is clean
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // evaluated through the DevTools protocol, which the page's content security policy does not govern
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} at ${node.target.join(" ")}: ${node.html.slice(0, 160)}`,
    ),
  );
}
