import { type ContactForm, ContactFormSchema } from "../../../contract/contact.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import { apiRequest, errorMessage, NetworkError } from "../../lib/api-client.ts";

// what the contact form needs only once someone uses it: the shared schema (zod), the API's
// texts in both languages and the API client. contact-form.tsx imports this module on the first focus, touch or
// key in the form (and at the latest on submit), so the page's first load carries neither.

export const FIELDS = ["name", "email", "phone", "message", "website", "consent"] as const;
export type Field = (typeof FIELDS)[number];
export type FieldErrors = Partial<Record<Field, string>>;

// the first problem of each field, as a message key of contract/messages.ts (as the form
// library's zod resolver reported them)
export function validateContact(
  input: Record<Field, string | boolean>,
): { ok: true; values: ContactForm } | { ok: false; errors: FieldErrors } {
  const result = ContactFormSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export { apiRequest, errorMessage, NetworkError, translateApiMessage };
