import { ListPlus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Task } from "../../../../contract/tasks.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { DateField } from "../../components/date-field.tsx";
import { Badge, Field, fieldAria, IconButton, inputClass } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { type MutationForm, useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { readAssignees } from "./requests.ts";

// a lead's tasks (issue 38; GET/POST /api/leads/{id}/tasks, PUT/DELETE /api/tasks/{id}): each with
// its owner and its time on Vietnam's clock, overdue ones marked, ticked done or open again,
// deleted; a new one written below (what, when, whose — oneself by default). Each write is in
// the lead's timeline: onChanged tells it to read again.

const readTasks = (body: { tasks: Task[] }) => body.tasks;

export function LeadTasks({ contactId, onChanged }: { contactId: number; onChanged: () => void }) {
  const language = useAdminLanguage();
  const copy = adminContacts[language];
  const t = copy.tasks;
  const { user } = useAuth();
  const tasks = useApiQuery(api.tasks.listForLead({ id: contactId }), readTasks, t.failed);
  const assignees = useApiQuery(api.leads.assignees(), readAssignees, copy.lead.ownersFailed);
  const { mutate, isBusy } = useApiMutation();
  const [title, setTitle] = useState("");
  const [due, setDue] = useState("");
  const [owner, setOwner] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form: MutationForm = {
    setError: (name, error) => setErrors((current) => ({ ...current, [name]: error.message })),
  };
  const id = (field: string) => `lead-${contactId}-task-${field}`;
  const assigneeId = owner ?? user?.id ?? null;

  const changed = () => {
    tasks.reload({ quiet: true });
    onChanged();
  };
  const add = async () => {
    setErrors({});
    // what the field holds is an ISO instant when it names a moment ahead, else the text typed
    if (!/^\d{4}-\d{2}-\d{2}T/.test(due) || !(Date.parse(due) > Date.now())) {
      setErrors({ due_at: t.dueInvalid });
      return;
    }
    const answer = await mutate(
      api.tasks.create({ id: contactId }, { title, due_at: due, assignee_id: assigneeId ?? 0 }),
      { failed: t.addFailed, done: t.add },
      { key: "task", form },
    );
    if (!answer) return;
    setTitle("");
    setDue("");
    changed();
  };
  // a box ticked shows so at once; the list read again after the answer (or the box put back)
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const toggle = async (task: Task) => {
    const done = task.done_at === null;
    setTicked((current) => ({ ...current, [task.id]: done }));
    const answer = await mutate(
      api.tasks.update({ id: task.id }, { done }),
      { failed: t.saveFailed, done: t.done },
      { key: `task-${task.id}` },
    );
    // the task as the server answered it, in place
    if (answer) {
      tasks.setData((list) => (list ?? []).map((item) => (item.id === task.id ? answer.task : item)));
      onChanged();
    }
    setTicked(({ [task.id]: _, ...rest }) => rest);
  };
  const remove = async (task: Task) => {
    const answer = await mutate(
      api.tasks.remove({ id: task.id }),
      { failed: t.saveFailed, done: t.removed, goneIsDone: true },
      { key: `task-${task.id}` },
    );
    if (answer) changed();
  };

  return (
    <section aria-labelledby={id("heading")} className="mt-6 rounded-md p-4 ring-1 ring-slate-200">
      <h3 id={id("heading")} className="text-base font-semibold text-slate-900">
        {t.heading}
      </h3>
      {tasks.state === "loading" && tasks.data === null ? (
        <p className="mt-3 text-sm text-slate-600">{t.loading}</p>
      ) : (tasks.data ?? []).length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label={t.heading}>
          {(tasks.data ?? []).map((task) => (
            <li key={task.id} className="flex items-start gap-3 py-2">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0"
                checked={ticked[task.id] ?? task.done_at !== null}
                disabled={isBusy(`task-${task.id}`)}
                aria-label={fill(t.markDone, { title: task.title })}
                onChange={() => void toggle(task)}
              />
              <div className="min-w-0 flex-1">
                <p className={`text-sm break-words ${task.done_at ? "text-slate-500 line-through" : "text-slate-900"}`}>
                  {task.title}
                  {task.overdue && (
                    <span className="ml-2 align-middle">
                      <Badge tone="red">{t.overdue}</Badge>
                    </span>
                  )}
                </p>
                <p className="text-xs text-slate-600">
                  {fill(t.meta, {
                    owner: task.assignee_name ?? copy.timeline.someone,
                    due: formatDateTime(task.due_at, language),
                  })}
                </p>
              </div>
              <IconButton
                icon={Trash2}
                label={t.remove}
                name={fill(t.removeLabel, { title: task.title })}
                className={buttonClass("ghost")}
                disabled={isBusy(`task-${task.id}`)}
                onClick={() => void remove(task)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field id={id("title")} label={t.title} error={errors.title} required className="sm:col-span-2">
          <input
            type="text"
            maxLength={200}
            {...fieldAria(id("title"), errors.title)}
            className={inputClass}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors(({ title: _, ...rest }) => rest);
            }}
          />
        </Field>
        <DateField
          id={id("due")}
          mode="moment"
          label={t.due}
          error={errors.due_at}
          required
          value={due}
          onChange={(value) => {
            setDue(value);
            setErrors(({ due_at: _, ...rest }) => rest);
          }}
        />
        <Field id={id("owner")} label={t.owner} error={errors.assignee_id}>
          <select
            {...fieldAria(id("owner"), errors.assignee_id)}
            className={inputClass}
            value={assigneeId ?? ""}
            onChange={(event) => setOwner(Number(event.target.value))}
          >
            {(assignees.data ?? (user ? [{ id: user.id, user_name: user.user_name }] : [])).map((person) => (
              <option key={person.id} value={person.id}>
                {person.user_name}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex justify-end sm:col-span-2">
          <IconButton
            icon={ListPlus}
            label={isBusy("task") ? t.adding : t.add}
            className={buttonClass("secondary")}
            disabled={isBusy("task")}
            onClick={() => void add()}
          />
        </div>
      </form>
    </section>
  );
}
