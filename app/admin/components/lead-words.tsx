import type { LeadStage } from "../../../contract/constants.ts";
import type { ApiLeadEvent } from "../../../contract/contact.ts";
import { fillPlural } from "../../../contract/template.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { formatDateTime, formatDay, formatNumber } from "../../lib/format.ts";
import { fill } from "../content/common.ts";
import { adminContacts } from "../content/contacts.ts";
import { Badge } from "./ui.tsx";

// a lead's words as every screen says them: its stage as a badge, and what each event of its
// timeline says (a lead's timeline, a company's page)

// a lead's stage as a badge: open ones in the brand's colour, won green, lost and spam grey
export function StageBadge({ stage }: { stage: LeadStage }) {
  const copy = adminContacts[useAdminLanguage()].lead;
  const tone = stage === "won" ? "green" : stage === "lost" || stage === "spam" ? "slate" : "brand";
  return <Badge tone={tone}>{copy.stages[stage]}</Badge>;
}

// what a timeline event says, in the back office's language ("Lan moved it from New to
// Contacted"): a lead's timeline and a company's (features/companies) word events the same way
export function useEventWords(): (event: ApiLeadEvent) => string {
  const language = useAdminLanguage();
  const copy = adminContacts[language];
  const t = copy.timeline;
  const stageName = (stage: string | null) => (stage ? (copy.lead.stages[stage as LeadStage] ?? stage) : "—");
  const describe = (event: ApiLeadEvent) => {
    const name = event.user_name ?? t.someone;
    switch (event.kind) {
      case "note":
        return fill(t.note, { name });
      case "stage":
        return fill(t.stage, { name, from: stageName(event.from), to: stageName(event.to) });
      case "assignee":
        return event.to === null ? fill(t.unassigned, { name }) : fill(t.assigned, { name, to: event.to });
      case "reply":
        return fill(t.reply, { name, subject: event.subject ?? "" });
      case "files":
        return fillPlural(t.files, { count: Number(event.to ?? 0) }, language);
      case "email":
        return fill(t.email, { name, from: event.from ?? "—", to: event.to ?? "—" });
      case "field": {
        const field = event.field ?? "customer_name";
        const shown = (value: string | null) => {
          if (value === null || value === "") return "—";
          if (field === "next_action_on") return formatDay(value, language);
          if (field === "value_vnd") return `${formatNumber(Number(value), language)} ₫`;
          return value;
        };
        return fill(t.field, { name, field: t.fields[field], from: shown(event.from), to: shown(event.to) });
      }
      case "task": {
        const task = event.task;
        const title = task?.title ?? "";
        if (task?.action === "done") return fill(t.taskDone, { name, title });
        if (task?.action === "reopened") return fill(t.taskReopened, { name, title });
        return fill(t.taskAdded, { name, title, due: task?.due_at ? formatDateTime(task.due_at, language) : "—" });
      }
    }
  };

  return describe;
}
