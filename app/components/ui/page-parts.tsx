import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

// building blocks shared by the public pages, so that every page looks of one piece

// a button of a row: where it goes and what it says
export interface Action {
  to: string;
  label: string;
}

// a row of buttons, the first the main one
export function ActionLinks({ actions, className = "" }: { actions: Action[]; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      {actions.map((action, index) => (
        <ButtonLink key={action.to} to={action.to} variant={index === 0 ? "primary" : "secondary"}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}

export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  actions?: Action[];
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-3xl text-lg leading-relaxed text-brand-100">{intro}</p>}
        {actions && <ActionLinks actions={actions} className="mt-8" />}
        {children}
      </div>
    </section>
  );
}

// a section's heading as the page's copy holds it
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

// a section of a page: its heading (given whole, or part by part) and its content
export function Section({
  id,
  heading,
  eyebrow = heading?.eyebrow,
  title = heading?.title ?? "",
  intro = heading?.intro,
  children,
  more,
  tone = "white",
}: {
  id?: string;
  heading?: SectionHeading;
  eyebrow?: string;
  title?: string;
  intro?: string;
  children?: ReactNode;
  // a link below the content to the page with all of it
  more?: Action;
  tone?: "white" | "muted" | "dark";
}) {
  const tones = {
    white: "bg-white text-slate-900",
    muted: "bg-slate-50 text-slate-900",
    dark: "bg-brand-900 text-white",
  };
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tones[tone]}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        {eyebrow && (
          <p
            className={`text-sm font-semibold uppercase tracking-widest ${tone === "dark" ? "text-accent-300" : "text-brand-700"}`}
          >
            {eyebrow}
          </p>
        )}
        <h2 id={headingId} className="mt-2 max-w-3xl text-2xl font-bold leading-tight sm:text-3xl">
          {title}
        </h2>
        {intro && (
          <p className={`mt-4 max-w-3xl leading-relaxed ${tone === "dark" ? "text-brand-100" : "text-slate-600"}`}>
            {intro}
          </p>
        )}
        <div className="mt-10">{children}</div>
        {more && (
          <div className="mt-10">
            <ButtonLink to={more.to} variant="light">
              {more.label}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}

export function ButtonLink({
  to,
  children,
  variant = "primary",
}: {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "light";
}) {
  const variants = {
    primary: "bg-accent-400 text-brand-900 hover:bg-accent-300",
    secondary: "border border-white/60 text-white hover:bg-white/10",
    light: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  };
  return (
    <a
      href={to}
      className={`inline-flex items-center gap-2 rounded-md px-5 py-3 text-sm font-semibold transition-colors ${variants[variant]}`}
    >
      {children}
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </a>
  );
}

// a link in the text's flow with an arrow: after its words, or before them when it leads back
export function TextLink({
  to,
  children,
  back = false,
  className = "text-sm text-brand-700",
}: {
  to: string;
  children: ReactNode;
  back?: boolean;
  className?: string;
}) {
  const Arrow = back ? ArrowLeft : ArrowRight;
  const arrow = <Arrow className="h-4 w-4" aria-hidden="true" />;
  return (
    <a href={to} className={`inline-flex items-center gap-2 font-semibold hover:underline ${className}`}>
      {back && arrow}
      {children}
      {!back && arrow}
    </a>
  );
}

export function CallToAction({ title, text, actions }: { title: string; text: string; actions: Action[] }) {
  return (
    <section className="bg-gradient-to-r from-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <p className="mt-3 text-brand-100">{text}</p>
        </div>
        <ActionLinks actions={actions} />
      </div>
    </section>
  );
}

export function CheckList({ items, tone = "light" }: { items: string[]; tone?: "light" | "dark" }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-2 h-2 w-2 shrink-0 rounded-full ${tone === "dark" ? "bg-accent-400" : "bg-brand-600"}`}
          />
          <span className={tone === "dark" ? "text-brand-100" : "text-slate-700"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
