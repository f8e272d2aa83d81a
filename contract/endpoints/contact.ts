import { ContactSentResponseSchema, ContactSubmissionSchema } from "../contact.ts";
import { endpoint } from "../endpoint.ts";

// the public contact form (SPEC.md section 6): a message or a request for a quote, from anyone.
// Staff's work on what arrives is contract/endpoints/leads.ts.
export const contactEndpoints = {
  send: endpoint({
    method: "POST",
    path: "/api/contact",
    access: "anyone",
    tags: ["contact"],
    summary:
      "Send a contact message or a request for a quote (public): JSON, or multipart/form-data with up to 5 files in 'attachments' (PDF, JPEG, PNG, WebP, XLSX, DOCX; 10 MB each, 25 MB together)",
    description:
      "400 for a missing or failed captcha, a message that looks like spam, or the same message from the same address again; 429 past CONTACT_RATE_LIMIT_MAX messages an address in CONTACT_RATE_LIMIT_WINDOW_MINUTES, or for a second quote upload from an address while its first is read. A filled honeypot (`website`) answers 201 and stores nothing.",
    body: ContactSubmissionSchema,
    response: { 201: ContactSentResponseSchema },
  }),
};
