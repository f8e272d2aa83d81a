import { type LegalCopy, LegalCopySchema } from "./legal.ts";

// the privacy policy (/privacy): a legal page
export const PrivacyCopySchema = LegalCopySchema;
export type PrivacyCopy = LegalCopy;
