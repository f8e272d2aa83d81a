import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

// lucide's icons without lucide's runtime or shapes in the JavaScript: the build (vite.config.ts,
// lucideSprite) turns each lucide icon module into `createLucideIcon("name")` and writes every
// icon's shapes once into an SVG sprite (a cached file, no script). The markup is lucide's, with
// <use> in place of the shapes: an icon without a label of its own is hidden from screen readers.

const sprite: string = import.meta.env.ICON_SPRITE;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: number | string;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
}

const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null,
  );

export default function createLucideIcon(name: string) {
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
      createElement("use", { href: `${sprite}#${name}` }),
      children,
    );
  };
}
