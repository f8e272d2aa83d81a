import { type LegalCopy, LegalCopySchema } from "./legal.ts";

// the terms of use (/terms): a legal page
export const TermsCopySchema = LegalCopySchema;
export type TermsCopy = LegalCopy;
