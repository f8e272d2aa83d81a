import type { Language } from "../../../contract/constants.ts";
import { adminCommon, type ListCopy } from "../content/common.ts";
import type { RecordColumn, RecordField, RecordTexts } from "./record-screen.tsx";
import { Badge } from "./ui.tsx";

// the parts of a record screen's configuration that the screens of one list (news, certificates)
// share: their texts, how their list is read, their titles and their yes/no columns

// a column of a yes/no state as a badge: green when on
export function badgeColumn<T>(
  header: string,
  on: (item: T) => boolean,
  onText: string,
  off: { text: string; tone: "slate" | "amber" },
): RecordColumn<T> {
  return {
    header,
    className: "whitespace-nowrap",
    cell: (item) => <Badge tone={on(item) ? "green" : off.tone}>{on(item) ? onText : off.text}</Badge>,
  };
}

// a record's title in Vietnamese and in English, both required
export function titleFields(form: { titleVi: string; titleEn: string }): RecordField[] {
  return [
    { kind: "text", name: "title_vi", label: form.titleVi, required: true, lang: "vi" },
    { kind: "text", name: "title", label: form.titleEn, required: true, lang: "en" },
  ];
}

// the texts of a screen that is one list (news, certificates)
export function listTexts(copy: ListCopy, language: Language): RecordTexts {
  const common = adminCommon[language];
  return {
    title: copy.title,
    intro: copy.intro,
    add: copy.add,
    loading: copy.loading,
    loadFailed: copy.loadFailed,
    listFailed: common.listFailed,
    retry: common.retry,
    empty: copy.empty,
    caption: copy.table.caption,
    actions: copy.table.actions,
    edit: copy.table.edit,
    delete: copy.table.delete,
    addTitle: copy.form.addTitle,
    editTitle: copy.form.editTitle,
    createFailed: copy.form.saveFailed,
    updateFailed: copy.form.saveFailed,
    removeTitle: copy.remove.title,
    removeMessage: copy.remove.message,
    removeFailed: copy.remove.failed,
  };
}

// readList for an answer that holds its records in one field ({ news: [...] })
export const listIn =
  <T,>(field: string) =>
  (body: unknown): T[] | undefined => {
    const list = (body as Record<string, unknown> | null)?.[field];
    return Array.isArray(list) ? (list as T[]) : undefined;
  };
