import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  icon: LucideIcon;
}

// an accessible tab list (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move
// between tabs; only the open tab's panel is rendered, so a panel loads its data when it opens.
// Below the sm breakpoint (a phone) the tabs are buttons that wrap onto more rows: every label is
// read whole, none is hidden behind the screen's edge (issue 35); above it, a row of underlined tabs.
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  label: string;
  tabs: TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const prefix = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${prefix}-tab-${key}`;
  const panelId = (key: K) => `${prefix}-panel-${key}`;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        // the line under the tabs is a shadow inside the row, so the selected tab's border covers it
        // without reaching outside the row (a row 1 px too tall would scroll)
        className="flex flex-wrap gap-2 sm:gap-x-1 sm:gap-y-0 sm:shadow-[inset_0_-1px_0_var(--color-slate-200)]"
      >
        {tabs.map(({ key, label: tabLabel, icon: Icon }) => {
          const selected = key === active;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              aria-selected={selected}
              aria-controls={panelId(key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(key)}
              className={`flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap ring-1 sm:rounded-none sm:border-b-2 sm:bg-transparent sm:px-4 sm:py-3 sm:ring-0 ${
                selected
                  ? "bg-brand-50 text-brand-800 ring-brand-300 sm:border-brand-700"
                  : "bg-white text-slate-600 ring-slate-200 hover:text-slate-900 sm:border-transparent sm:hover:border-slate-300"
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {tabLabel}
            </button>
          );
        })}
      </div>
      {tabs.map(({ key }) => (
        <div
          key={key}
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={tabId(key)}
          hidden={key !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
          tabIndex={0}
          className="pt-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
        >
          {key === active && children}
        </div>
      ))}
    </div>
  );
}
