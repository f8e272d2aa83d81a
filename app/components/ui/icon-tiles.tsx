import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "./page-parts.tsx";

// the grids of tiles the public pages list their values, services, steps and reasons in: an icon
// (bare, or on a badge), a title and a sentence, each grid in one of a few looks

interface Look {
  item: string;
  // the icon on a badge of this look, else bare
  badge?: string;
  icon: string;
  title: string;
  text: string;
  // the title and sentence beside the icon, not below it
  beside?: boolean;
  // the step's number beside the icon ("01", "02", …)
  numbered?: boolean;
}

const looks = {
  card: {
    item: "rounded-xl border border-slate-200 bg-white p-6 shadow-sm",
    badge: "inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
    icon: "h-6 w-6",
    title: "mt-4 text-lg font-semibold text-slate-900",
    text: "mt-2 leading-relaxed text-slate-700",
  },
  dark: {
    item: "rounded-xl border border-white/15 bg-white/5 p-6",
    icon: "h-7 w-7 text-accent-300",
    title: "mt-4 text-lg font-semibold text-white",
    text: "mt-2 leading-relaxed text-brand-100",
  },
  compact: {
    item: "rounded-xl border border-slate-200 bg-white p-5",
    icon: "h-6 w-6 text-brand-700",
    title: "mt-3 font-semibold leading-snug text-slate-900",
    text: "mt-2 text-sm leading-relaxed text-slate-600",
  },
  row: {
    item: "flex gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm",
    badge: "flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
    icon: "h-6 w-6",
    title: "text-lg font-semibold text-slate-900",
    text: "mt-2 leading-relaxed text-slate-600",
    beside: true,
  },
  department: {
    item: "flex gap-4 rounded-xl border border-slate-200 border-t-4 border-t-brand-600 bg-white p-5 shadow-sm",
    badge: "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
    icon: "h-5 w-5",
    title: "font-semibold text-slate-900",
    text: "mt-1 text-sm leading-relaxed text-slate-700",
    beside: true,
  },
  step: {
    item: "rounded-xl border border-slate-200 bg-white p-6",
    badge: "flex h-11 w-11 items-center justify-center rounded-lg bg-brand-700 text-white",
    icon: "h-5 w-5",
    title: "mt-5 text-lg font-semibold text-slate-900",
    text: "mt-2 leading-relaxed text-slate-600",
    numbered: true,
  },
  feature: {
    item: "flex flex-col rounded-xl border-t-4 border-brand-700 bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8",
    badge: "flex h-12 w-12 items-center justify-center rounded-lg bg-brand-700 text-white",
    icon: "h-6 w-6",
    title: "mt-5 text-xl font-bold text-slate-900",
    text: "mt-3 leading-relaxed text-slate-600",
  },
} satisfies Record<string, Look>;

export type TileLook = keyof typeof looks;

// the grid's columns on wide screens (two from 640 px)
const grids = {
  2: "grid gap-6 sm:grid-cols-2",
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
};

// one tile per item in a grid (or a list of the given classes), its icon by position (the icons repeat when the items outnumber them);
// `more` adds to a tile below its sentence
export function IconTileList<Item extends { title: string; text: string }>({
  items,
  icons,
  look: lookName,
  columns = 3,
  className = grids[columns],
  ordered = false,
  more,
}: {
  items: readonly Item[];
  icons: readonly LucideIcon[];
  look: TileLook;
  columns?: keyof typeof grids;
  className?: string;
  ordered?: boolean;
  more?: (item: Item) => ReactNode;
}) {
  const look: Look = looks[lookName];
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item, index) => {
        const Icon = icons[index % icons.length] as LucideIcon;
        const icon = look.badge ? (
          <span className={look.badge}>
            <Icon className={look.icon} aria-hidden="true" />
          </span>
        ) : (
          <Icon className={look.icon} aria-hidden="true" />
        );
        const words = (
          <>
            <h3 className={look.title}>{item.title}</h3>
            <p className={look.text}>{item.text}</p>
            {more?.(item)}
          </>
        );
        return (
          <li key={item.title} className={look.item}>
            {look.numbered ? (
              <div className="flex items-center justify-between">
                {icon}
                <span className="text-3xl font-bold text-brand-600" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
            ) : (
              icon
            )}
            {look.beside ? <div>{words}</div> : words}
          </li>
        );
      })}
    </List>
  );
}

// the dark "why choose us" band of the service pages: icon, title and sentence per reason
export function WhyUsSection({
  copy,
  icons,
  columns = 3,
}: {
  copy: { eyebrow: string; title: string; intro: string; items: { title: string; text: string }[] };
  icons: LucideIcon[];
  columns?: 3 | 4;
}) {
  return (
    <Section id="why-us" heading={copy} tone="dark">
      <IconTileList items={copy.items} icons={icons} look="dark" columns={columns} />
    </Section>
  );
}
