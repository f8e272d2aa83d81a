import { z } from "./zod.ts";

// GET /api/launch-checklist (Admins and Super Admins): what still stands between the site and
// its launch, each item with the back office's path where it is fixed (issue 35)

export const LAUNCH_CHECKLIST_KEYS = [
  "company_details",
  "privacy_policy",
  "terms",
  "demo_content",
  "pages",
  "share_image",
  "email",
  "backup",
  "two_factor",
] as const;
export type LaunchChecklistKey = (typeof LAUNCH_CHECKLIST_KEYS)[number];

export const LaunchChecklistItemSchema = z.object({
  key: z.enum(LAUNCH_CHECKLIST_KEYS).meta({
    description:
      "company_details: a company detail (name, legal name, hotline, e-mail, head office, Zalo) is still the shipped placeholder; privacy_policy, terms: the page was never published by staff (still the shipped template); demo_content: a demo project, news item or certificate is still shown; pages: a page was never published by staff since it was seeded; share_image: the home page has no share image in one of the languages; email: no mail server (SMTP_URL and NOTIFY_EMAIL_TO); backup: no backup written to $DATA_DIR/backups in the last 24 hours; two_factor: nobody is required to use two-factor sign-in",
  }),
  done: z.boolean(),
  link: z.string().nullable().meta({
    description:
      "the back office's path where it is fixed (/admin/settings, /admin/pages/privacy, …); null: not in the back office (the server's configuration, npm run db:backup)",
    example: "/admin/settings",
  }),
});
export type LaunchChecklistItem = z.infer<typeof LaunchChecklistItemSchema>;

export const LaunchChecklistResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(LaunchChecklistItemSchema),
});
export type LaunchChecklistResponse = z.infer<typeof LaunchChecklistResponseSchema>;
