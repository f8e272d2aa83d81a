import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

// React Router's <Scripts />, started after the first paint (decision 007). A server-rendered
// page needs no JavaScript to be seen, so nothing competes with the page's own bytes before it
// paints: the module preloads leave the <head> and the inline module script first waits for a
// frame, then asks for the same modules (preloads first, so there is no waterfall) and hydrates.
// The script stays the same for every visitor of a URL (no per-visitor value), so it can be
// allowed by its hash.
export function DeferredScripts(props: ScriptsProps) {
  // called as a function so that its output can be reshaped; its hooks become this component's
  const tree = Scripts(props);
  if (!tree) return null;
  const preloads: string[] = [];
  const reshape = (node: ReactNode): ReactNode =>
    Children.map(node, (child) => {
      if (!isValidElement(child)) return child;
      const element = child as ReactElement<Record<string, unknown>>;
      const { props: childProps } = element;
      if (element.type === "link" && childProps.rel === "modulepreload") {
        preloads.push(String(childProps.href));
        return null;
      }
      const html = (childProps.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
      if (element.type === "script" && childProps.type === "module" && html) {
        return cloneElement(element, { dangerouslySetInnerHTML: { __html: deferModuleScript(html, preloads) } });
      }
      if (childProps.children) return cloneElement(element, undefined, reshape(childProps.children as ReactNode));
      return element;
    });
  return <>{reshape(tree)}</>;
}

// rewrites React Router's inline module script: its static imports become dynamic ones, made
// after the next frame has been painted, with the page's module preloads added just before
export function deferModuleScript(source: string, preloads: string[]): string {
  const named: { name: string; href: string }[] = [];
  const bare: string[] = [];
  const rest = source.replace(
    /import \* as (\w+) from ("[^"]+");|import ("[^"]+");/g,
    (_match, name?: string, href?: string, path?: string) => {
      if (name && href) named.push({ name, href });
      else if (path) bare.push(path);
      return "";
    },
  );
  const imports = [...named.map(({ href }) => `import(${href})`), ...bare.map((path) => `import(${path})`)];
  return [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [${named.map(({ name }) => name).join(", ")}] = await Promise.all([${imports.join(", ")}]);`,
    rest.trim(),
  ].join("\n");
}
