import { Save } from "lucide-react";
import { useState } from "react";
import { LEAD_STAGES, type LeadStage, OPEN_LEAD_STAGES } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { todayInVietnam } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { DateField } from "../../components/date-field.tsx";
import { Badge, Field, fieldAria, IconButton, inputClass } from "../../components/ui.tsx";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { type MutationForm, useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { readAssignees } from "./requests.ts";
import type { ContactMessage } from "./types.ts";

// an open lead whose next step's day has passed (Vietnam's day, as the server measures it)
export const isOverdue = (contact: Pick<ContactMessage, "stage" | "next_action_on">, today = todayInVietnam()) =>
  contact.next_action_on !== null && contact.next_action_on < today && OPEN_LEAD_STAGES.includes(contact.stage);

// the message as a lead: its stage, owner, next step's day and estimated value, saved together
// (PUT /api/leads/{id}); what the server refuses is marked on its field
export function LeadPanel({
  contact,
  onSaved,
}: {
  contact: ContactMessage;
  onSaved: (contact: ContactMessage) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].lead;
  const assignees = useApiQuery(api.leads.assignees(), readAssignees, copy.ownersFailed);
  const { mutate, busy } = useApiMutation();
  const [stage, setStage] = useState<LeadStage>(contact.stage);
  const [owner, setOwner] = useState(contact.assignee_id === null ? "" : String(contact.assignee_id));
  const [nextAction, setNextAction] = useState(contact.next_action_on ?? "");
  const [value, setValue] = useState(contact.value_vnd === null ? "" : String(contact.value_vnd));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form: MutationForm = {
    setError: (name, error) => setErrors((current) => ({ ...current, [name]: error.message })),
  };
  const id = (field: string) => `lead-${contact.id}-${field}`;
  // a field changed: what was said about it no longer holds
  const edited = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  // a whole amount, its thousands grouped or not ("1.250.000.000", "1,250,000,000", "1250000000")
  const typed = value.trim();
  const amount = /^\d+$|^\d{1,3}([.,\s]\d{3})+$/.test(typed) ? Number(typed.replace(/[.,\s]/g, "")) : null;

  const save = async () => {
    setErrors({});
    const answer = await mutate(
      api.leads.update(
        { id: contact.id },
        {
          stage,
          assignee_id: owner === "" ? null : Number(owner),
          next_action_on: nextAction === "" ? null : nextAction,
          // what is not a whole number goes as typed, for the server to name
          value_vnd: typed === "" ? null : (amount ?? typed),
        },
      ),
      { failed: copy.saveFailed, success: copy.saved },
      { form, key: "lead" },
    );
    if (answer) onSaved(answer.contact);
  };

  // the owner may have left: still shown, by name, until someone else is chosen
  const owners =
    contact.assignee_id !== null && !(assignees.data ?? []).some((user) => user.id === contact.assignee_id)
      ? [
          ...(assignees.data ?? []),
          { id: contact.assignee_id, user_name: contact.assignee_name ?? `#${contact.assignee_id}` },
        ]
      : (assignees.data ?? []);

  return (
    <section aria-labelledby={id("heading")} className="mt-6 rounded-md p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={id("heading")} className="text-base font-semibold text-slate-900">
          {copy.heading}
        </h3>
        {isOverdue(contact) && <Badge tone="red">{copy.overdue}</Badge>}
      </div>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field id={id("stage")} label={copy.stage} error={errors.stage}>
          <select
            {...fieldAria(id("stage"), errors.stage)}
            className={inputClass}
            value={stage}
            onChange={(event) => {
              setStage(event.target.value as LeadStage);
              edited("stage");
            }}
          >
            {LEAD_STAGES.map((option) => (
              <option key={option} value={option}>
                {copy.stages[option]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("owner")} label={copy.owner} error={errors.assignee_id}>
          <select
            {...fieldAria(id("owner"), errors.assignee_id)}
            className={inputClass}
            value={owner}
            onChange={(event) => {
              setOwner(event.target.value);
              edited("assignee_id");
            }}
          >
            <option value="">{copy.nobody}</option>
            {owners.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.user_name}
              </option>
            ))}
          </select>
        </Field>
        <DateField
          id={id("next")}
          label={copy.nextAction}
          error={errors.next_action_on}
          value={nextAction}
          onChange={(day) => {
            // what names no day goes as typed, for the server to name
            setNextAction(day);
            edited("next_action_on");
          }}
        />
        <Field
          id={id("value")}
          label={copy.value}
          error={errors.value_vnd}
          hint={
            amount !== null
              ? new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-GB", {
                  style: "currency",
                  currency: "VND",
                }).format(amount)
              : copy.valueHint
          }
        >
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            {...fieldAria(id("value"), errors.value_vnd, copy.valueHint)}
            className={inputClass}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              edited("value_vnd");
            }}
          />
        </Field>
        <div className="flex justify-end sm:col-span-2">
          <IconButton
            icon={Save}
            label={busy ? copy.saving : copy.save}
            className={buttonClass("primary")}
            disabled={busy}
            onClick={() => void save()}
          />
        </div>
      </form>
    </section>
  );
}
