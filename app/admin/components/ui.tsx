import {
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  type LucideIcon,
  RefreshCw,
  Search,
} from "lucide-react";
import type { ReactNode } from "react";
import { plural, type Text } from "../../../contract/template.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCommon, fill } from "../content/common.ts";
import { buttonClass } from "./button-class.ts";

// small pieces every admin screen uses

export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span>{label}</span>
    </div>
  );
}

// a person's initial in a circle, beside their name; className: its size and colours
export function Initial({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold ${className}`}
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

export interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: number | string;
  detail?: string;
  tone?: "brand" | "green" | "amber" | "slate";
}

// a count with its label; below the sm breakpoint (a phone) a compact cell of a strip, without the
// icon and the second line, so that a screen's list starts on the first screen (issue 35)
export function StatCard({ icon: Icon, label, value, detail, tone = "brand" }: StatCardProps) {
  const tones = {
    brand: "bg-brand-50 text-brand-700",
    green: "bg-green-50 text-green-700",
    amber: "bg-amber-50 text-amber-800",
    slate: "bg-slate-100 text-slate-700",
  };
  return (
    <div className="flex min-w-0 items-start gap-4 rounded-lg bg-white px-2.5 py-2 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <span className={`hidden rounded-md p-2.5 sm:block ${tones[tone]}`}>
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs leading-tight text-slate-600 sm:text-sm sm:leading-normal">{label}</p>
        <p className="text-lg font-bold text-slate-900 sm:text-2xl">{value}</p>
        {detail && <p className="hidden text-sm text-slate-600 sm:block">{detail}</p>}
      </div>
    </div>
  );
}

// a phone's strip holds every card in one row
const PHONE_COLUMNS: Record<number, string> = { 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4" };

// a row of counts, named for screen readers, busy while they load; className: the grid's columns
// from the sm breakpoint on
export function StatCards({
  label,
  busy,
  className,
  cards,
}: {
  label: string;
  busy: boolean;
  className: string;
  cards: StatCardProps[];
}) {
  return (
    <section
      aria-label={label}
      aria-busy={busy}
      className={`grid gap-2 sm:gap-4 ${PHONE_COLUMNS[cards.length] ?? "grid-cols-2"} ${className}`}
    >
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </section>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: "green" | "slate" | "amber" | "brand" | "red";
  children: ReactNode;
}) {
  const tones = {
    green: "bg-green-100 text-green-800",
    slate: "bg-slate-100 text-slate-700",
    amber: "bg-amber-100 text-amber-900",
    brand: "bg-brand-100 text-brand-800",
    red: "bg-red-100 text-red-800",
  };
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

// page numbers with ellipses: 1 … 4 5 6 … 12
export function pageNumbers(page: number, pages: number): (number | "…")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pages);
  const list: (number | "…")[] = [1];
  if ((around[0] ?? 2) > 2) list.push("…");
  list.push(...around);
  if ((around[around.length - 1] ?? pages - 1) < pages - 1) list.push("…");
  list.push(pages);
  return list;
}

export function Pagination({
  page,
  pageSize,
  total,
  itemsLabel,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  // "projects" / "dự án", for the "Showing x to y of n …" line
  itemsLabel: Text;
  onPage: (page: number) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminCommon[language].pagination;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const shape =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40";
  // one set of colours per button: with both, the stylesheet's order decided and the current
  // page's number was white on white
  const button = `${shape} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
  const current = `${shape} border-brand-700 bg-brand-700 text-white`;
  // first, previous, next and last: an arrow, named for screen readers
  const step = (target: number, disabled: boolean, label: string, Icon: LucideIcon) => (
    <li>
      <button type="button" className={button} onClick={() => onPage(target)} disabled={disabled} aria-label={label}>
        <Icon className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-600">
        {fill(copy.showing, { from, to, total, items: plural(itemsLabel, total, language) })}
      </p>
      {pages > 1 && (
        <nav aria-label={copy.label}>
          <ul className="flex flex-wrap items-center gap-1">
            {step(1, page === 1, copy.first, ChevronsLeft)}
            {step(page - 1, page === 1, copy.previous, ChevronLeft)}
            {pageNumbers(page, pages).map((n, index) =>
              n === "…" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
                  …
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    className={n === page ? current : button}
                    onClick={() => onPage(n)}
                    aria-current={n === page ? "page" : undefined}
                    aria-label={fill(copy.page, { page: n })}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
            {step(page + 1, page === pages, copy.next, ChevronRight)}
            {step(pages, page === pages, copy.last, ChevronsRight)}
          </ul>
        </nav>
      )}
    </div>
  );
}

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

// a labelled field with its error right under it
export function Field({
  id,
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  // the wrapper's classes (a place in a grid)
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

// what is wrong with a field, under it; its id (`<field>-error`) is what the input's
// aria-describedby names (fieldAria)
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

// attributes that tie an input to its Field's error
export function fieldAria(id: string, error?: string, hint?: string) {
  return {
    id,
    "aria-invalid": error ? ("true" as const) : ("false" as const),
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

// a button of an icon and its words
export function IconButton({
  icon: Icon,
  label,
  onClick,
  className,
  disabled,
  name,
  expanded,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  className: string;
  disabled?: boolean;
  // the name screen readers hear when the label alone is not enough ("History: <record>")
  name?: string;
  // a button that shows and hides what follows it
  expanded?: boolean;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-label={name}
      aria-expanded={expanded}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );
}

// what could not be read, and a button to read it again
export function LoadFailed({
  message,
  retry,
  onRetry,
  className = "text-center",
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="text-slate-700">{message}</p>
      <IconButton icon={RefreshCw} label={retry} className={`${buttonClass("secondary")} mt-4`} onClick={onRetry} />
    </div>
  );
}

// the first stop of the keyboard on a back-office page: straight to its main content
export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
    >
      {label}
    </a>
  );
}

// a screen's title, what it is for, and its main action on the right
export function ScreenHeader({
  title,
  intro,
  level = 1,
  action,
  headingRef,
  children,
}: {
  title: string;
  intro?: string;
  level?: 1 | 2;
  action?: ReactNode;
  // the projects screen moves focus to its heading after a change
  headingRef?: React.Ref<HTMLHeadingElement>;
  // under the intro (a count)
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h1";
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <Heading
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={`${level === 2 ? "text-xl" : "text-2xl"} font-bold text-slate-900 focus:outline-none`}
        >
          {title}
        </Heading>
        {intro && <p className="mt-1 max-w-3xl text-slate-600">{intro}</p>}
        {children}
      </div>
      {action && <div className="flex min-w-0 flex-wrap items-center gap-3">{action}</div>}
    </header>
  );
}

// a back-office screen: its header (ScreenHeader's props), then its content; className: its width
export function Screen({
  className,
  children,
  ...header
}: Omit<Parameters<typeof ScreenHeader>[0], "children"> & { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${className} space-y-6` : "space-y-6"}>
      <ScreenHeader {...header} />
      {children}
    </div>
  );
}

// a search box with its magnifier and a label for screen readers
// a choice of a few options as buttons side by side, the chosen one pressed (a filter, a view)
export function SegmentedButtons<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  className,
}: {
  id?: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset id={id} className={className}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={`px-4 py-2 text-sm font-semibold whitespace-nowrap first:rounded-l-md last:rounded-r-md ${
              value === option.value ? "bg-brand-700 text-white" : "bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function SearchField({
  id,
  label,
  value,
  placeholder,
  onChange,
  className = "",
  visibleLabel = false,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  className?: string;
  // the label above the box (else for screen readers only)
  visibleLabel?: boolean;
  maxLength?: number;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={visibleLabel ? "block text-sm font-semibold text-slate-800" : "sr-only"}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className={`${inputClass} pl-9`}
        />
      </div>
    </div>
  );
}

// a table row's first cell: a picture (a thumbnail, an initial) and beside it what names the row;
// className: the cell's inner row (a minimum width)
export function LeadCell({
  picture,
  className = "",
  cellClass = "px-4 py-3",
  children,
}: {
  picture: ReactNode;
  className?: string;
  // the cell's own classes (a stacked table's, STACKED_TABLE.cell)
  cellClass?: string;
  children: ReactNode;
}) {
  return (
    <td className={cellClass}>
      <div className={`flex items-center gap-3 ${className}`}>
        {picture}
        <div className="min-w-0">{children}</div>
      </div>
    </td>
  );
}

// a table whose rows are cards below the sm breakpoint (a phone), so that nothing scrolls
// sideways (issue 35); from sm on, an ordinary table. Pass frame…body to DataTable, give each row
// `row` and each cell `cell`; a cell whose column needs naming on a phone adds `labelled` and
// data-label (the name is drawn before the value by CSS, so the cell's text stays its value)
export const STACKED_TABLE = {
  frameClass: "rounded-lg bg-white shadow-sm ring-1 ring-slate-200 sm:overflow-x-auto",
  tableClass: "block w-full text-left text-sm sm:table",
  headClass: "hidden sm:table-header-group",
  bodyClass: "block divide-y divide-slate-200 sm:table-row-group",
  row: "block px-4 py-3 sm:table-row sm:p-0",
  cell: "block py-1 sm:table-cell sm:px-4 sm:py-3",
  labelled:
    "before:mr-2 before:text-xs before:font-semibold before:tracking-wide before:text-slate-500 before:uppercase before:content-[attr(data-label)] sm:before:content-none",
} as const;

// the back office's tables: a framed, horizontally scrolling box, a caption for screen readers,
// the column headers and the rows. The classes may be replaced where a table lays itself out
// differently (the audit trail's rows are cards on a phone)
export function DataTable({
  caption,
  headers,
  children,
  frameClass = "overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200",
  tableClass = "w-full text-left text-sm",
  headClass = "",
  bodyClass = "divide-y divide-slate-200",
}: {
  caption: string;
  headers: Parameters<typeof TableHead>[0]["headers"];
  children: ReactNode;
  frameClass?: string;
  tableClass?: string;
  headClass?: string;
  bodyClass?: string;
}) {
  return (
    <div className={frameClass}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <TableHead headers={headers} className={headClass} />
        <tbody className={bodyClass}>{children}</tbody>
      </table>
    </div>
  );
}

// a table's column headers; a header may carry its own classes (a right-aligned "Actions")
export function TableHead({
  headers,
  className = "",
}: {
  headers: (string | { label: string; className: string })[];
  className?: string;
}) {
  return (
    <thead className={`bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase ${className}`}>
      <tr>
        {headers.map((header) => {
          const { label, className: own } = typeof header === "string" ? { label: header, className: "" } : header;
          return (
            <th key={label} scope="col" className={`px-4 py-3 whitespace-nowrap ${own}`}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
