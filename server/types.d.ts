import type { Config } from "./config.ts";
import type { Db } from "./db/connect.ts";
import type { ContactNotifier } from "./services/contact-notifier.ts";
import type { FileStorage } from "./services/storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbDialect: "sqlite" | "postgres";
    storage: FileStorage;
    contactNotifier: ContactNotifier | null;
  }
}
