import { Loader2 } from "lucide-react";
import { useState } from "react";
import { CONTACT_STATUS, LEAD_STAGES, type LeadStage } from "../../../../contract/constants.ts";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime, todayInVietnam } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { StageBadge } from "../../components/lead-words.tsx";
import { Badge, inputClass, Spinner } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { firstLine, isJustIn } from "./format.ts";
import { isOverdue } from "./lead-panel.tsx";
import { readAssignees } from "./requests.ts";
import type { ContactMessage } from "./types.ts";
import { useNow } from "./use-now.ts";

// the messages, newest first: "New" marks unread ones, "Just In" those under five minutes old;
// each opens its detail, and "Load More" appends the next page. Each has a box: the leads chosen
// are given to someone, moved to a stage or marked spam at once (issue 38; POST /api/leads/bulk),
// then the list reads itself again (onBulkDone)
export function ContactList({
  items,
  total,
  hasMore,
  loading,
  loadingMore,
  filtered,
  onOpen,
  onLoadMore,
  onBulkDone,
}: {
  items: ContactMessage[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  filtered: boolean;
  onOpen: (contact: ContactMessage) => void;
  onLoadMore: () => void;
  onBulkDone: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].list;
  const leadCopy = adminContacts[language].lead;
  const now = useNow();
  const today = todayInVietnam();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const shownChosen = items.filter((contact) => chosen.has(contact.id)).map((contact) => contact.id);
  const choose = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (loading && items.length === 0) return <Spinner label={copy.loading} />;
  if (items.length === 0) {
    return <p className="py-10 text-center text-slate-600">{filtered ? copy.emptyFiltered : copy.empty}</p>;
  }

  return (
    <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        {/* (not on a phone, where the first lead must stay on the first screen: each is chosen by its box) */}
        <input
          type="checkbox"
          className="hidden h-4 w-4 sm:block"
          aria-label={adminContacts[language].bulk.chooseAll}
          checked={shownChosen.length === items.length}
          onChange={(event) =>
            setChosen(event.target.checked ? new Set(items.map((contact) => contact.id)) : new Set())
          }
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {fillPlural(copy.showing, { shown: items.length, total }, language, "total")}
        </p>
      </div>
      {shownChosen.length > 0 && (
        <BulkBar
          ids={shownChosen}
          onDone={() => {
            setChosen(new Set());
            onBulkDone();
          }}
          onClear={() => setChosen(new Set())}
        />
      )}
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-md ring-1 ring-slate-200">
        {items.map((contact) => {
          const unread = contact.status === CONTACT_STATUS.UNREAD;
          return (
            <li key={contact.id} className="flex items-stretch">
              <span className={`flex items-start pt-3.5 pl-3 sm:pl-4 ${unread ? "bg-brand-50/60" : "bg-white"}`}>
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  aria-label={fill(adminContacts[language].bulk.choose, { name: contact.customer_name })}
                  checked={chosen.has(contact.id)}
                  onChange={(event) => choose(contact.id, event.target.checked)}
                />
              </span>
              <button
                type="button"
                onClick={() => onOpen(contact)}
                className={`block min-w-0 flex-1 py-3 pr-3 pl-2.5 text-left sm:px-4 hover:bg-slate-50 ${unread ? "bg-brand-50/60" : "bg-white"}`}
              >
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  {/* the stage first; a lead nobody has opened or worked on is marked with a dot */}
                  <StageBadge stage={contact.stage} />
                  {unread && (
                    <span className="inline-flex items-center" title={copy.unopened}>
                      <span className="h-2.5 w-2.5 rounded-full bg-brand-600" aria-hidden="true" />
                      <span className="sr-only">{copy.unopened}</span>
                    </span>
                  )}
                  <span
                    className={`min-w-0 break-words ${unread ? "font-bold text-slate-900" : "font-medium text-slate-800"}`}
                  >
                    {contact.customer_name}
                  </span>
                  {isJustIn(contact.created_at, now) && <Badge tone="green">{copy.badgeJustIn}</Badge>}
                  {isOverdue(contact, today) && <Badge tone="red">{leadCopy.overdue}</Badge>}
                  <time dateTime={contact.created_at} className="ml-auto text-xs whitespace-nowrap text-slate-600">
                    {formatDateTime(contact.created_at, language)}
                  </time>
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-600">
                  {(contact.company_name ?? contact.company) && `${contact.company_name ?? contact.company} · `}
                  {contact.email}
                  {contact.assignee_name && ` · ${leadCopy.owner}: ${contact.assignee_name}`}
                </span>
                <span className="mt-1 block truncate text-sm text-slate-800">{firstLine(contact.message)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <div className="mt-4 flex justify-center">
          <button type="button" onClick={onLoadMore} disabled={loadingMore} className={buttonClass("secondary")}>
            {loadingMore && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {loadingMore ? copy.loadingMore : copy.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}

// what to do with the leads chosen: give them to someone (or nobody), move them to a stage, or
// mark them spam; one request for all
function BulkBar({ ids, onDone, onClear }: { ids: number[]; onDone: () => void; onClear: () => void }) {
  const language = useAdminLanguage();
  const copy = adminContacts[language];
  const t = copy.bulk;
  const assignees = useApiQuery(api.leads.assignees(), readAssignees, copy.lead.ownersFailed);
  const { mutate, isBusy } = useApiMutation();
  const [owner, setOwner] = useState("");
  const [stage, setStage] = useState("");
  const run = async (body: Parameters<typeof api.leads.bulk>[0]) => {
    const answer = await mutate(api.leads.bulk(body), { failed: t.failed, done: t.apply }, { key: "bulk" });
    if (answer) onDone();
  };
  const busy = isBusy("bulk");
  return (
    <section
      aria-label={fillPlural(t.chosen, { count: ids.length }, language)}
      className="mb-3 flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <p className="w-full text-sm font-semibold text-slate-900" aria-live="polite">
        {fillPlural(t.chosen, { count: ids.length }, language)}
      </p>
      <BulkChoice
        id="bulk-owner"
        label={t.assign}
        apply={t.apply}
        value={owner}
        onChange={setOwner}
        options={[
          { value: "none", label: t.nobody },
          ...(assignees.data ?? []).map((person) => ({ value: String(person.id), label: person.user_name })),
        ]}
        disabled={busy}
        onApply={() => void run({ ids, action: "assign", value: owner === "none" ? null : Number(owner) })}
      />
      <BulkChoice
        id="bulk-stage"
        label={t.stage}
        apply={t.apply}
        value={stage}
        onChange={setStage}
        options={LEAD_STAGES.map((value) => ({ value, label: copy.lead.stages[value] }))}
        disabled={busy}
        onApply={() => void run({ ids, action: "stage", value: stage as LeadStage })}
      />
      <button
        type="button"
        className={buttonClass("secondary")}
        disabled={busy}
        onClick={() => void run({ ids, action: "spam" })}
      >
        {t.spam}
      </button>
      <button type="button" className={buttonClass("ghost")} onClick={onClear}>
        {t.clear}
      </button>
    </section>
  );
}

// a choice and its "Apply" (named after the choice: two of them stand side by side)
function BulkChoice({
  id,
  label,
  apply,
  value,
  onChange,
  options,
  disabled,
  onApply,
}: {
  id: string;
  label: string;
  apply: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled: boolean;
  onApply: () => void;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-800">
      <label htmlFor={id}>{label}</label>
      <span className="flex gap-2">
        <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="" disabled>
            —
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${buttonClass("secondary")} whitespace-nowrap`}
          disabled={disabled || value === ""}
          aria-label={`${apply}: ${label}`}
          onClick={onApply}
        >
          {apply}
        </button>
      </span>
    </div>
  );
}
