import { ChevronsRight, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LEAD_STAGES, type LeadStage, OPEN_LEAD_STAGES } from "../../../../contract/constants.ts";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime, formatDay, todayInVietnam } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Badge } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import { isOverdue } from "./lead-panel.tsx";
import type { ContactFilter, ContactMessage, LeadFilter } from "./types.ts";
import { useContactList } from "./use-contact-list.ts";

// the leads as a board: a column per stage, each the list's own query with that stage (the
// filters and the search apply to every column). A card moves to another stage by dragging it
// onto that column, or from the keyboard with the stage select on the card (PUT
// /api/leads/{id}); every column then reads again. `version` changes when something else
// changed a lead (the detail's panel): the columns read again too.

// a column's value in a few characters: "1,25 tỷ ₫", "95 triệu ₫"; "₫1.25bn", "₫95m"
function shortMoney(value: number, language: "vi" | "en"): string {
  const [amount, unit] =
    value >= 1e9
      ? [value / 1e9, language === "vi" ? " tỷ" : "bn"]
      : value >= 1e6
        ? [value / 1e6, language === "vi" ? " triệu" : "m"]
        : [value, ""];
  const number = new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-GB", { maximumFractionDigits: 2 }).format(
    amount,
  );
  return language === "vi" ? `${number}${unit} ₫` : `₫${number}${unit}`;
}

// the board's unfolded closed columns, as this browser keeps them
const UNFOLDED_KEY = "leadBoardUnfolded";
function readUnfolded(): ReadonlySet<LeadStage> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(UNFOLDED_KEY) ?? "[]");
    return new Set(
      Array.isArray(stored) ? stored.filter((stage): stage is LeadStage => LEAD_STAGES.includes(stage)) : [],
    );
  } catch {
    return new Set();
  }
}

// whole days since `since`
const daysAt = (since: string, now: number) => Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000));

export function LeadBoard({
  search,
  filter,
  lead,
  version,
  onOpen,
  onMoved,
}: {
  search: string;
  filter: ContactFilter;
  lead: LeadFilter;
  version: number;
  onOpen: (contact: ContactMessage) => void;
  onMoved: (contact: ContactMessage) => void;
}) {
  const copy = adminContacts[useAdminLanguage()];
  const { mutate } = useApiMutation();
  const dragged = useRef<ContactMessage | null>(null);
  const [moves, setMoves] = useState(0);
  // the closed stages (won, lost, spam) folded to the end: all six fit a laptop's width; the
  // columns unfolded stay so on this browser
  const [unfolded, setUnfoldedState] = useState<ReadonlySet<LeadStage>>(readUnfolded);
  const setUnfolded = (change: (current: ReadonlySet<LeadStage>) => ReadonlySet<LeadStage>) =>
    setUnfoldedState((current) => {
      const next = change(current);
      try {
        window.localStorage.setItem(UNFOLDED_KEY, JSON.stringify([...next]));
      } catch {
        // (storage refused: the choice lasts as long as the screen)
      }
      return next;
    });

  const move = async (contact: ContactMessage, stage: LeadStage) => {
    if (contact.stage === stage) return;
    const answer = await mutate(api.leads.update({ id: contact.id }, { stage }), {
      failed: copy.board.moveFailed,
      success: fill(copy.board.moved, { name: contact.customer_name, stage: copy.lead.stages[stage] }),
    });
    if (!answer) return;
    // a card moved to a folded column opens it: the card is seen where it went
    setUnfolded((current) => (current.has(stage) ? current : new Set([...current, stage])));
    setMoves((count) => count + 1);
    onMoved(answer.contact);
  };

  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">{copy.board.hint}</p>
      {/* the columns scroll sideways: the keyboard reaches the scrolling itself, even before a
          column has cards to focus */}
      <section
        aria-label={copy.board.board}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
        tabIndex={0}
        className="flex snap-x gap-3 overflow-x-auto pb-3 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LEAD_STAGES.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            search={search}
            filter={filter}
            lead={lead}
            version={version + moves}
            onOpen={onOpen}
            onMove={move}
            dragged={dragged}
            folded={!OPEN_LEAD_STAGES.includes(stage) && !unfolded.has(stage)}
            onFold={(fold) =>
              setUnfolded((current) => {
                const next = new Set(current);
                if (fold) next.delete(stage);
                else next.add(stage);
                return next;
              })
            }
          />
        ))}
      </section>
    </div>
  );
}

function BoardColumn({
  stage,
  search,
  filter,
  lead,
  version,
  onOpen,
  onMove,
  dragged,
  folded,
  onFold,
}: {
  stage: LeadStage;
  search: string;
  filter: ContactFilter;
  lead: LeadFilter;
  version: number;
  onOpen: (contact: ContactMessage) => void;
  onMove: (contact: ContactMessage, stage: LeadStage) => Promise<void>;
  dragged: React.RefObject<ContactMessage | null>;
  // a closed stage's column shows only its name, count and value until it is unfolded
  folded: boolean;
  onFold: (fold: boolean) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language];
  const list = useContactList({ search, filter, lead: { ...lead, stage } });
  const { refresh } = list;
  const [over, setOver] = useState(false);
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    refresh();
  }, [version, refresh]);
  const today = todayInVietnam();
  const headingId = `board-${stage}`;
  const money = new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-GB", { style: "currency", currency: "VND" });
  const stageName = copy.lead.stages[stage];
  const count = fillPlural(copy.board.count, { count: list.total }, language, "count");
  const total = list.valueTotal ? fill(copy.board.total, { value: shortMoney(list.valueTotal, language) }) : null;
  const now = Date.now();

  return (
    <section
      aria-labelledby={headingId}
      data-stage={stage}
      className={`flex ${folded ? "w-14" : "w-56"} shrink-0 snap-start flex-col rounded-lg p-3 ring-1 ${
        over ? "bg-brand-50 ring-brand-400" : "bg-slate-50 ring-slate-200"
      }`}
      onDragOver={(event) => {
        if (!dragged.current) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const contact = dragged.current;
        dragged.current = null;
        if (contact) void onMove(contact, stage);
      }}
    >
      {folded ? (
        <h3 id={headingId} className="contents">
          <button
            type="button"
            onClick={() => onFold(false)}
            aria-expanded={false}
            title={fill(copy.board.unfold, { stage: stageName })}
            className="flex flex-1 flex-col items-start gap-2 rounded-md py-1 text-sm font-semibold text-slate-900 hover:bg-white [writing-mode:vertical-rl]"
          >
            <span>{stageName}</span>
            <span className="text-xs font-normal whitespace-nowrap text-slate-600">
              {list.total}
              {list.valueTotal ? ` · ${shortMoney(list.valueTotal, language)}` : ""}
            </span>
          </button>
        </h3>
      ) : (
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            <span className="block">{stageName}</span>
            <span className="block text-xs font-normal text-slate-600">
              {count}
              {total && ` · ${total}`}
            </span>
          </h3>
          {!OPEN_LEAD_STAGES.includes(stage) && (
            <button
              type="button"
              className={buttonClass("ghost", "sm")}
              aria-label={fill(copy.board.fold, { stage: stageName })}
              title={fill(copy.board.fold, { stage: stageName })}
              aria-expanded={true}
              onClick={() => onFold(true)}
            >
              <ChevronsRight className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
      {folded ? null : list.loading && list.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.list.loading}</p>
      ) : list.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{copy.board.empty}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {list.items.map((contact) => (
            <li
              key={contact.id}
              draggable
              onDragStart={(event) => {
                dragged.current = contact;
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(contact.id));
              }}
              onDragEnd={() => {
                dragged.current = null;
              }}
              className="cursor-grab rounded-md bg-white p-3 shadow-sm ring-1 ring-slate-200 active:cursor-grabbing"
            >
              <button
                type="button"
                onClick={() => onOpen(contact)}
                className="block w-full text-left font-medium break-words text-brand-800 underline-offset-2 hover:underline"
              >
                {contact.customer_name}
              </button>
              {(contact.company_name ?? contact.company) && (
                <p className="mt-0.5 text-sm break-words text-slate-800">{contact.company_name ?? contact.company}</p>
              )}
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
                {contact.value_vnd !== null && (
                  <span className="font-semibold text-slate-900">{money.format(contact.value_vnd)}</span>
                )}
                {contact.service !== null && <Badge tone="brand">{copy.board.quoteRequest}</Badge>}
                {isOverdue(contact, today) && <Badge tone="red">{copy.lead.overdue}</Badge>}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {contact.assignee_name ? `${copy.lead.owner}: ${contact.assignee_name}` : copy.lead.nobody}
                {" · "}
                {daysAt(contact.stage_since, now) === 0
                  ? copy.board.ageToday
                  : fillPlural(copy.board.age, { count: daysAt(contact.stage_since, now) }, language)}
              </p>
              {contact.next_task ? (
                <p className="mt-1 text-xs break-words text-slate-700">
                  {fill(copy.board.nextTask, {
                    title: contact.next_task.title,
                    due: formatDateTime(contact.next_task.due_at, language),
                  })}
                </p>
              ) : (
                contact.next_action_on && (
                  <p className="mt-1 text-xs text-slate-700">
                    {copy.lead.nextAction}: {formatDay(contact.next_action_on, language)}
                  </p>
                )
              )}
              <label className="mt-2 block text-xs font-semibold text-slate-700">
                {copy.board.moveTo}
                <select
                  className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
                  value={contact.stage}
                  aria-label={fill(copy.board.moveLabel, { name: contact.customer_name })}
                  onChange={(event) => void onMove(contact, event.target.value as LeadStage)}
                >
                  {LEAD_STAGES.map((option) => (
                    <option key={option} value={option}>
                      {copy.lead.stages[option]}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      )}
      {!folded && list.hasMore && (
        <button
          type="button"
          onClick={list.loadMore}
          disabled={list.loadingMore}
          className={`${buttonClass("secondary")} mt-3`}
        >
          {list.loadingMore && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {list.loadingMore ? copy.list.loadingMore : copy.list.loadMore}
        </button>
      )}
    </section>
  );
}
