import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import type { EmailOutbox } from "./services/email-outbox.ts";
import type { JobRunner } from "./services/jobs.ts";
import type { PageService } from "./services/pages.ts";
import type { FileStorage } from "./services/storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbDialect: "sqlite" | "postgres";
    storage: FileStorage;
    // the worker that sends the e-mail outbox; null without SMTP_URL and NOTIFY_EMAIL_TO
    emailOutbox: EmailOutbox | null;
    // the background work of this process (services/jobs.ts)
    jobs: JobRunner;
    // the public pages' words: published, drafts, schedules, versions (services/pages.ts)
    pages: PageService;
  }
}
