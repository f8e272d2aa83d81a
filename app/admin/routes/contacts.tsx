import { CheckCheck, Download, Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { CONTACT_STATUS, LIMITS, USER_ROLE } from "../../../contract/constants.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { buttonClass } from "../components/button-class.ts";
import { Screen, SegmentedButtons } from "../components/ui.tsx";
import { adminContacts } from "../content/contacts.ts";
import { ContactDetail } from "../features/contacts/contact-detail.tsx";
import { ContactFilters } from "../features/contacts/contact-filters.tsx";
import { ContactList } from "../features/contacts/contact-list.tsx";
import { ContactStatCards } from "../features/contacts/contact-stat-cards.tsx";
import { LeadBoard } from "../features/contacts/lead-board.tsx";
import { NotificationBell } from "../features/contacts/notification-bell.tsx";
import { contactQuery } from "../features/contacts/requests.ts";
import {
  ANY_LEAD,
  type ContactFilter,
  type ContactMessage,
  isAnyLead,
  type LeadFilter,
} from "../features/contacts/types.ts";
import { useContactActions } from "../features/contacts/use-contact-actions.ts";
import { useContactList } from "../features/contacts/use-contact-list.ts";
import { useContactPolling } from "../features/contacts/use-contact-polling.ts";
import { useContactStats } from "../features/contacts/use-contact-stats.ts";
import { useNewContactAlert } from "../features/contacts/use-new-contact-alert.ts";
import { api } from "../lib/api.ts";
import { useApiQuery } from "../lib/api-query.ts";
import { useAuth } from "../lib/auth.tsx";
import { notify } from "../lib/toast.ts";

const readContact = (body: { contact: ContactMessage }) => body.contact;

// /admin/contacts: the messages sent through the contact form, with live notifications;
// /admin/contacts/12 is the same screen with lead 12 open (the address the notification e-mails
// link to), in the list and on the board alike; closing the lead goes back to /admin/contacts
export default function AdminContacts() {
  const language = useAdminLanguage();
  const copy = adminContacts[language];
  // the list, or the board of stages (?view=board, so that a reload keeps it); ?search= starts
  // the list searched (the dashboard's link to a lead)
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<ContactFilter>("all");
  const [initialSearch] = useState(() => params.get("search")?.trim().slice(0, 200) ?? "");
  const [search, setSearch] = useState(initialSearch);
  const [lead, setLead] = useState<LeadFilter>(ANY_LEAD);
  const view = params.get("view") === "board" ? "board" : "list";
  const [boardVersion, setBoardVersion] = useState(0);
  const { download, user } = useAuth();
  const [exporting, setExporting] = useState(false);

  // what the filter and the search select, as a CSV file in the admin's language
  const exportCsv = async () => {
    setExporting(true);
    const ok = await download(api.leads.export({ ...contactQuery({ filter, search, lead }), lang: language }).path);
    setExporting(false);
    if (!ok) notify.error(copy.exportFailed);
  };
  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const { id: leadParam } = useParams();
  // the lead the address named when the screen opened (a link from an e-mail, a reload), opened once
  const [addressedId, setAddressedId] = useState<number | "malformed" | null>(() =>
    leadParam === undefined ? null : /^[1-9]\d{0,9}$/.test(leadParam) ? Number(leadParam) : "malformed",
  );
  // the address follows the open lead, the view (?view=board) kept; written into the history
  // entry rather than navigated to: a navigation between /admin/contacts and /admin/contacts/12
  // starts the screen again, and the search, filters and loaded pages would be lost
  const showAddress = useCallback((id: number | null) => {
    const address = `/admin/contacts${id === null ? "" : `/${id}`}${window.location.search}`;
    window.history.replaceState(window.history.state, "", address);
  }, []);
  // a lead named by the address and not open yet (a link from an e-mail, a reload) is read and
  // opened; one that cannot be read (deleted, someone else's for a Sales member) says so and
  // leaves the address of the list
  const addressed = useApiQuery(
    typeof addressedId === "number" ? api.leads.get({ id: addressedId }) : null,
    readContact,
    copy.leadFailed,
  );
  useEffect(() => {
    if (addressed.data && addressed.data.id === addressedId) {
      setSelected(addressed.data);
      setAddressedId(null);
    }
  }, [addressed.data, addressedId]);
  const addressFailed = addressedId === "malformed" || (typeof addressedId === "number" && addressed.state === "error");
  useEffect(() => {
    if (!addressFailed) return;
    setAddressedId(null);
    showAddress(null);
  }, [addressFailed, showAddress]);
  const [notifications, setNotifications] = useState<ContactMessage[]>([]);
  const { stats, refresh: refreshStats } = useContactStats();
  const list = useContactList({ search, filter, lead });
  const { refresh: refreshList, replaceItem, removeItem } = list;
  const actions = useContactActions();
  const alert = useNewContactAlert();
  const listHeading = useRef<HTMLHeadingElement>(null);
  // after a deletion the opened message is gone: keyboard focus goes back to the list
  const [focusList, setFocusList] = useState(false);

  useEffect(() => {
    if (!focusList) return;
    listHeading.current?.focus();
    setFocusList(false);
  }, [focusList]);

  const refreshAll = useCallback(() => {
    void refreshList();
    void refreshStats();
    setBoardVersion((version) => version + 1);
  }, [refreshList, refreshStats]);

  useContactPolling(
    useCallback(
      (fresh: ContactMessage[]) => {
        setNotifications((current) => {
          const ids = new Set(fresh.map((contact) => contact.id));
          return [...fresh, ...current.filter((contact) => !ids.has(contact.id))].slice(0, LIMITS.notificationListSize);
        });
        refreshAll();
        alert(fresh.length);
      },
      [refreshAll, alert],
    ),
  );

  const open = (contact: ContactMessage) => {
    setSelected(contact);
    showAddress(contact.id);
    setNotifications((current) => current.filter((item) => item.id !== contact.id));
  };

  const toggleRead = async (contact: ContactMessage) => {
    const updated = await actions.setRead(contact, contact.status === CONTACT_STATUS.UNREAD);
    if (!updated) return;
    setSelected((current) => (current?.id === updated.id ? updated : current));
    replaceItem(updated);
    refreshAll();
  };

  const remove = async (contact: ContactMessage) => {
    const deleted = await actions.remove(contact);
    if (deleted) {
      removeItem(contact.id);
      setFocusList(true);
      setNotifications((current) => current.filter((item) => item.id !== contact.id));
      refreshAll();
    }
    return deleted;
  };

  const markAllRead = async () => {
    if (await actions.markAllRead()) refreshAll();
  };

  return (
    <Screen
      className="mx-auto max-w-6xl"
      title={copy.title}
      intro={copy.intro}
      action={
        <>
          <button
            type="button"
            onClick={markAllRead}
            disabled={actions.busy !== null || stats?.unread === 0}
            className={buttonClass("primary")}
          >
            {actions.busy === "all" ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <CheckCheck className="h-4 w-4" aria-hidden="true" />
            )}
            {actions.busy === "all" ? copy.markingAllRead : copy.markAllRead}
          </button>
          <button
            type="button"
            onClick={exportCsv}
            disabled={exporting}
            className={`${buttonClass("secondary")} whitespace-nowrap`}
          >
            {exporting ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="h-4 w-4" aria-hidden="true" />
            )}
            {exporting ? copy.exporting : user?.role === USER_ROLE.SALES ? copy.exportOwn : copy.exportCsv}
          </button>
          <NotificationBell notifications={notifications} onOpen={open} onClear={() => setNotifications([])} />
        </>
      }
    >
      <ContactStatCards stats={stats} />

      <section
        aria-labelledby="contact-list-heading"
        className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2
          id="contact-list-heading"
          ref={listHeading}
          tabIndex={-1}
          className="mb-4 text-lg font-semibold text-slate-900"
        >
          {copy.list.heading}
        </h2>
        <SegmentedButtons
          className="mb-4"
          legend={copy.board.view}
          options={(["list", "board"] as const).map((value) => ({ value, label: copy.board[value] }))}
          value={view}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === "board") next.set("view", "board");
                else next.delete("view");
                return next;
              },
              { replace: true },
            )
          }
        />
        <ContactFilters
          initialSearch={initialSearch}
          filter={filter}
          onFilter={setFilter}
          onSearch={setSearch}
          lead={lead}
          onLead={setLead}
          stages={view === "list"}
        />
        <div className="mt-5">
          {view === "board" ? (
            <LeadBoard
              search={search}
              filter={filter}
              lead={lead}
              version={boardVersion}
              onOpen={open}
              onMoved={(moved) => {
                replaceItem(moved);
                void refreshStats();
              }}
            />
          ) : (
            <ContactList
              items={list.items}
              total={list.total}
              hasMore={list.hasMore}
              loading={list.loading}
              loadingMore={list.loadingMore}
              filtered={filter !== "all" || search !== "" || !isAnyLead(lead)}
              onOpen={open}
              onLoadMore={list.loadMore}
              onBulkDone={() => {
                list.refresh();
                void refreshStats();
              }}
            />
          )}
        </div>
      </section>

      <ContactDetail
        contact={selected}
        busy={actions.busy}
        onClose={() => {
          setSelected(null);
          showAddress(null);
        }}
        onToggleRead={toggleRead}
        onDelete={remove}
        onLeadSaved={(updated) => {
          setSelected(updated);
          replaceItem(updated);
          refreshAll();
        }}
      />
    </Screen>
  );
}
