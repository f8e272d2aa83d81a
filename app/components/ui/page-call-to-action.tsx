import { useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { type Action, CallToAction } from "./page-parts.tsx";

// where a page's two buttons lead: "Contact us" first, then the services, the projects or a
// page of the page's own choosing
export type NextStep = "services" | "projects" | { path: string; label: string };

export function usePageActions(next: NextStep = "services"): Action[] {
  const to = useLocalizedPath();
  const text = useShared();
  const second =
    next === "services"
      ? { path: "/services", label: text.action.ourServices }
      : next === "projects"
        ? { path: "/projects", label: text.action.viewProjects }
        : next;
  return [
    { to: to("/contact"), label: text.action.contactUs },
    { to: to(second.path), label: second.label },
  ];
}

// the band that ends most public pages: the page's invitation and its two buttons
export function PageCallToAction({ copy, next }: { copy: { title: string; text: string }; next?: NextStep }) {
  return <CallToAction title={copy.title} text={copy.text} actions={usePageActions(next)} />;
}
