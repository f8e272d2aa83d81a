// the contact form's field names, shared by the form (contact-form.tsx) and its lazily loaded
// checks (validation.ts): a message's, and a request for a quote's
export const CONTACT_FIELDS = ["name", "email", "phone", "message", "website", "consent"] as const;
export const QUOTE_FIELDS = ["company", "tax_code", "province", "service", "voltage", "timeline"] as const;
