import type { ContactStatus } from "../../../contract/constants.ts";
import type { useAuth } from "../../lib/auth.tsx";

// the shapes of the contact API as the back office uses them

export interface ContactMessage {
  id: number;
  customer_name: string;
  email: string;
  phone_number: string | null;
  message: string;
  status: ContactStatus;
  status_name: string;
  created_at: string;
}

export interface ContactStats {
  total: number;
  unread: number;
  read: number;
  thisWeek: number;
}

export interface ContactPage {
  contacts: ContactMessage[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

export type ContactFilter = "all" | "unread" | "read";

export type Api = ReturnType<typeof useAuth>["api"];
