import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

// lucide's icons drawn by a few lines instead of lucide's own runtime (context, class merging,
// attribute renaming: about 1 kB compressed on every public page). The build (vite.config.ts,
// lucideLite) points each lucide icon module here and drops the React keys of its shapes; the
// markup is the same as lucide's: an icon without a label of its own is hidden from screen readers.

type Shape = [tag: string, attributes: Record<string, string>];

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: number | string;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
}

const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null,
  );

export default function createLucideIcon({ name, node }: { name: string; node: Shape[] }) {
  // biome-ignore lint/correctness/noComponentHookFactories: run once per icon module when it loads, as lucide's own factory
  return function LucideIcon({ className, size = 24, strokeWidth = 2, children, ...rest }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(children || labelled(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
      children,
    );
  };
}
