import { MessageSquarePlus, Reply, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Language } from "../../../../contract/constants.ts";
import type { ApiLeadEvent } from "../../../../contract/contact.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { useEventWords } from "../../components/lead-words.tsx";
import { Badge, Field, fieldAria, IconButton, inputClass } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminContacts, REPLY_TEMPLATES, type ReplyTemplate, replyTemplates } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { type MutationForm, useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import type { ContactMessage } from "./types.ts";

// a lead's timeline (GET /api/leads/{id}/timeline): the message received, then notes, stage and
// owner changes and replies, oldest first, with who and when; a note is added below it, and a
// reply to the visitor is written from a template in the visitor's language
// (POST …/notes, POST …/reply). A write changes the lead (a first reply makes it contacted):
// onChanged has the lead as the server answered it.

const readEvents = (body: { events: ApiLeadEvent[] }) => body.events;
const deliveryTone = { waiting: "amber", sent: "green", failed: "red" } as const;

export function LeadTimeline({
  contact,
  onChanged,
  refresh = 0,
}: {
  contact: ContactMessage;
  onChanged: (contact: ContactMessage) => void;
  // bumped when something else wrote to the timeline (a task): it is read again
  refresh?: number;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language];
  const t = copy.timeline;
  const timeline = useApiQuery(api.leads.timeline({ id: contact.id }), readEvents, t.failed);
  const { mutate, isBusy } = useApiMutation();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [replying, setReplying] = useState(false);
  const id = (field: string) => `lead-${contact.id}-${field}`;
  // the lead's stage or owner changed (its panel saved): the timeline has a new event
  const seen = useRef({ stage: contact.stage, owner: contact.assignee_id });
  useEffect(() => {
    if (seen.current.stage === contact.stage && seen.current.owner === contact.assignee_id) return;
    seen.current = { stage: contact.stage, owner: contact.assignee_id };
    timeline.reload({ quiet: true });
  }, [contact.stage, contact.assignee_id, timeline.reload]);
  useEffect(() => {
    if (refresh > 0) timeline.reload({ quiet: true });
  }, [refresh, timeline.reload]);

  const written = (answer: { contact: ContactMessage } | null) => {
    if (!answer) return false;
    onChanged(answer.contact);
    timeline.reload({ quiet: true });
    return true;
  };
  const addNote = async () => {
    setNoteError(undefined);
    const answer = await mutate(
      api.leads.addNote({ id: contact.id }, { body: note }),
      { failed: t.noteFailed, done: t.addNote },
      { key: "note", form: { setError: (_name, error) => setNoteError(error.message) } },
    );
    if (written(answer)) setNote("");
  };

  const describe = useEventWords();

  return (
    <section aria-labelledby={id("timeline")} className="mt-6 rounded-md p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id("timeline")} className="text-base font-semibold text-slate-900">
          {t.heading}
        </h3>
        {!replying && (
          <IconButton
            icon={Reply}
            label={copy.reply.open}
            className={buttonClass("secondary")}
            onClick={() => setReplying(true)}
          />
        )}
      </div>
      {replying && (
        <ReplyForm
          contact={contact}
          onCancel={() => setReplying(false)}
          onSent={(answer) => {
            if (written(answer)) setReplying(false);
          }}
        />
      )}
      {timeline.state === "loading" && timeline.data === null ? (
        <p className="mt-3 text-sm text-slate-600">{t.loading}</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4">
          <li>
            <p className="text-sm text-slate-900">{t.received}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={contact.created_at}>{formatDateTime(contact.created_at, language)}</time>
            </p>
          </li>
          {(timeline.data ?? []).map((event) => (
            <li key={event.id} data-kind={event.kind}>
              <p className="text-sm font-medium text-slate-900">
                {describe(event)}
                {event.delivery && (
                  <span className="ml-2 align-middle">
                    <Badge tone={deliveryTone[event.delivery]}>{t.delivery[event.delivery]}</Badge>
                  </span>
                )}
              </p>
              <p className="text-xs text-slate-600">
                <time dateTime={event.created_at}>{formatDateTime(event.created_at, language)}</time>
              </p>
              {event.body && event.kind !== "email" && (
                <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
                  {event.body}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void addNote();
        }}
      >
        <Field id={id("note")} label={t.noteLabel} error={noteError}>
          <textarea
            rows={3}
            {...fieldAria(id("note"), noteError)}
            className={inputClass}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(undefined);
            }}
          />
        </Field>
        <div className="mt-2 flex justify-end">
          <IconButton
            icon={MessageSquarePlus}
            label={isBusy("note") ? t.addingNote : t.addNote}
            className={buttonClass("secondary")}
            disabled={isBusy("note")}
            onClick={() => void addNote()}
          />
        </div>
      </form>
    </section>
  );
}

// a reply to the visitor: a template in the visitor's language (the lead's, else Vietnamese),
// filled with the visitor's and the sender's names, edited, sent
function ReplyForm({
  contact,
  onCancel,
  onSent,
}: {
  contact: ContactMessage;
  onCancel: () => void;
  onSent: (answer: { contact: ContactMessage } | null) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].reply;
  const { user } = useAuth();
  const { mutate, isBusy } = useApiMutation();
  // the visitor's language: the lead's (the form's), else Vietnamese
  const [mailLanguage, setMailLanguage] = useState<Language>(contact.language ?? "vi");
  const [template, setTemplate] = useState<ReplyTemplate>("thanks");
  const compose = (lang: Language, chosen: ReplyTemplate) => {
    const values = { name: contact.customer_name, sender: user?.user_name ?? "" };
    const source = replyTemplates[lang][chosen];
    return { subject: fill(source.subject, values), body: fill(source.body, values) };
  };
  const [mail, setMail] = useState(() => compose(contact.language ?? "vi", "thanks"));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form: MutationForm = {
    setError: (name, error) => setErrors((current) => ({ ...current, [name]: error.message })),
  };
  const id = (field: string) => `reply-${contact.id}-${field}`;
  const choose = (lang: Language, chosen: ReplyTemplate) => {
    setMailLanguage(lang);
    setTemplate(chosen);
    setMail(compose(lang, chosen));
    setErrors({});
  };
  const send = async () => {
    setErrors({});
    onSent(
      await mutate(
        api.leads.reply({ id: contact.id }, mail),
        { failed: copy.failed, done: copy.send },
        { key: "reply", form },
      ),
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={id("heading")}
      className="mt-4 grid gap-4 rounded-md bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h4 id={id("heading")} className="text-sm font-semibold text-slate-900 sm:col-span-2">
        {copy.heading}
      </h4>

      <Field id={id("language")} label={copy.templateLanguage}>
        <select
          id={id("language")}
          className={inputClass}
          value={mailLanguage}
          onChange={(event) => choose(event.target.value as Language, template)}
        >
          <option value="vi">{copy.languages.vi}</option>
          <option value="en">{copy.languages.en}</option>
        </select>
      </Field>
      <Field id={id("template")} label={copy.template}>
        <select
          id={id("template")}
          className={inputClass}
          value={template}
          onChange={(event) => choose(mailLanguage, event.target.value as ReplyTemplate)}
        >
          {REPLY_TEMPLATES.map((option) => (
            <option key={option} value={option}>
              {copy.templates[option]}
            </option>
          ))}
        </select>
      </Field>
      <p className="text-sm text-slate-700 sm:col-span-2">
        {copy.to}: <span className="break-all">{contact.email}</span>
      </p>
      {contact.email.trim().toLowerCase() !== contact.received_email.trim().toLowerCase() && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200 sm:col-span-2">
          {fill(copy.changedAddress, { received: contact.received_email })}
        </p>
      )}
      <Field id={id("subject")} label={copy.subject} error={errors.subject} required className="sm:col-span-2">
        <input
          type="text"
          {...fieldAria(id("subject"), errors.subject)}
          className={inputClass}
          lang={mailLanguage}
          value={mail.subject}
          onChange={(event) => setMail((current) => ({ ...current, subject: event.target.value }))}
        />
      </Field>
      <Field id={id("body")} label={copy.body} error={errors.body} hint={copy.hint} required className="sm:col-span-2">
        <textarea
          rows={10}
          {...fieldAria(id("body"), errors.body, copy.hint)}
          className={inputClass}
          lang={mailLanguage}
          value={mail.body}
          onChange={(event) => setMail((current) => ({ ...current, body: event.target.value }))}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
          {copy.cancel}
        </button>
        <IconButton
          icon={Send}
          label={isBusy("reply") ? copy.sending : copy.send}
          className={buttonClass("primary")}
          disabled={isBusy("reply")}
          onClick={() => void send()}
        />
      </div>
    </form>
  );
}
