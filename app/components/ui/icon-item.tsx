import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// a list item led by an icon (a way to reach the company, in the footer, the home page's closing
// band, the contact page): the icon's look is the list's
export function IconItem({
  icon: Icon,
  iconClassName,
  className = "flex gap-3",
  children,
}: {
  icon: LucideIcon;
  iconClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={className}>
      <Icon className={iconClassName} aria-hidden="true" />
      {children}
    </li>
  );
}

// a term of a definition list led by an icon, and its definition (a project's facts, the
// company's contact details)
export function IconDefinition({
  icon: Icon,
  term,
  termClassName,
  iconClassName,
  definitionClassName,
  children,
}: {
  icon: LucideIcon;
  term: string;
  termClassName: string;
  iconClassName: string;
  definitionClassName: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className={termClassName}>
        <Icon className={iconClassName} aria-hidden="true" />
        {term}
      </dt>
      <dd className={definitionClassName}>{children}</dd>
    </div>
  );
}
