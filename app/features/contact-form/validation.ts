import { type Attribution, attributionOf } from "../../../contract/attribution.ts";
import { VISIT_STORAGE_KEY } from "../../../contract/constants.ts";
import { type ContactForm, ContactFormSchema } from "../../../contract/contact.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import { type QuoteFields, QuoteFieldsSchema } from "../../../contract/quote.ts";
import { QUOTE_FILE_TYPES, QUOTE_FILES } from "../../../contract/quote-options.ts";
import { apiRequest, errorMessage, NetworkError } from "../../lib/api-client.ts";
import type { CONTACT_FIELDS, QUOTE_FIELDS } from "./fields.ts";

// what the contact form needs only once someone uses it: the shared schemas (zod), the API's
// texts in both languages and the API client. contact-form.tsx imports this module on the first focus, touch or
// key in the form (and at the latest on submit), so the page's first load carries neither.

export type Field = (typeof CONTACT_FIELDS)[number] | (typeof QUOTE_FIELDS)[number] | "attachments";
export type FieldErrors = Partial<Record<Field, string>>;

// what the form holds: the message's fields, and with a request for a quote its fields and files
export type FormInput = {
  contact: Record<(typeof CONTACT_FIELDS)[number], string | boolean>;
  quote: Record<(typeof QUOTE_FIELDS)[number], string> | null;
  files: File[];
};
export type Checked = { contact: ContactForm; quote: QuoteFields | null; files: File[] };

// the files' names end as the kinds of file the server takes (it judges them by their bytes)
const EXTENSIONS = new Set<string>([...Object.values(QUOTE_FILE_TYPES), "jpeg"]);
export function checkFiles(files: readonly File[]): string | undefined {
  if (files.length > QUOTE_FILES.max) return "quote.tooManyFiles";
  if (files.some((file) => !EXTENSIONS.has(file.name.split(".").pop()?.toLowerCase() ?? ""))) return "quote.fileType";
  if (files.some((file) => file.size > QUOTE_FILES.maxBytes)) return "quote.fileTooLarge";
  if (files.reduce((total, file) => total + file.size, 0) > QUOTE_FILES.totalBytes) return "quote.filesTooLarge";
  return undefined;
}

// the first problem of each field, as a message key of contract/messages.ts
export function validateContact(input: FormInput): { ok: true; values: Checked } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const contact = ContactFormSchema.safeParse(input.contact);
  const quote = input.quote ? QuoteFieldsSchema.safeParse(input.quote) : null;
  for (const issue of [...(contact.error?.issues ?? []), ...(quote?.error?.issues ?? [])]) {
    const field = issue.path[0] as Field;
    if (!errors[field]) errors[field] = issue.message;
  }
  const files = input.quote ? checkFiles(input.files) : undefined;
  if (files) errors.attachments = files;
  if (!contact.success || (quote && !quote.success) || files) return { ok: false, errors };
  return {
    ok: true,
    values: { contact: contact.data, quote: quote?.data ?? null, files: input.quote ? input.files : [] },
  };
}

// where this tab's visit began (app/entry.client.tsx), as the server takes it; nothing when the
// browser keeps no storage
export function visitSource(): Omit<Attribution, "language"> {
  try {
    return attributionOf(sessionStorage.getItem(VISIT_STORAGE_KEY));
  } catch {
    return {};
  }
}

export { apiRequest, errorMessage, NetworkError, translateApiMessage };
