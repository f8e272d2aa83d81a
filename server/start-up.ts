import { mkdirSync } from "node:fs";
import { plural } from "../contract/template.ts";
import { type Config, loadConfig, loadDotEnv } from "./config.ts";
import { checkConnection, createDatabase, type Db } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { describeSeed, seed } from "./db/seed.ts";
import { wipeFreedSpaceOnce } from "./repositories/erasure.ts";
import { createStorage, type FileStorage } from "./services/storage.ts";
import { migrateTwoFactorSecrets, twoFactorKeys } from "./services/two-factor.ts";

export interface Prepared {
  config: Config;
  db: Db;
  storage: FileStorage;
}

// what every entry point does first: read the configuration, open and migrate the database.
// serving: the server itself, whose connections then have time limits (db/connect.ts); the
// migrations and the seed run before, without them
export async function prepare(options: { seed: boolean; serving?: boolean }): Promise<Prepared> {
  loadDotEnv();
  const config = loadConfig();
  let db = createDatabase(config.database);
  await checkConnection(db, config.database);
  // SQLite: the space an earlier version freed without zeroing it is wiped once (erasure.ts)
  const wiped = await wipeFreedSpaceOnce(db, config.database.kind).catch((error: Error) => {
    console.warn(
      `SQLite: the free space of the database file could not be wiped (${error.message}); tried again at the next start.`,
    );
    return null;
  });
  if (wiped !== null) {
    console.log(
      `SQLite: the database file was rewritten once so that nothing deleted before is left in it (${wiped.toFixed(1)} s).`,
    );
  }
  await migrateToLatest(db);
  // two-factor secrets still under the key derived from JWT_SECRET move to the two-factor key
  // (decision 023); idempotent, and safe with several servers starting at once
  const moved = await migrateTwoFactorSecrets(db, twoFactorKeys(config));
  if (moved.migrated > 0) {
    console.log(
      `Two-factor sign-in: ${moved.migrated} ${plural({ one: "secret", other: "secrets" }, moved.migrated, "en")} re-encrypted with the two-factor key.`,
    );
  }
  if (moved.unreadable.length > 0) {
    console.warn(
      `Two-factor sign-in: the secrets of ${moved.unreadable.join(", ")} cannot be read with the key derived from JWT_SECRET and stay as they are: they sign in with a recovery code, then a Super Admin resets their two-factor sign-in.`,
    );
  }
  if (config.uploadsStore === "folder") mkdirSync(config.uploadsDir, { recursive: true });
  if (options.seed) {
    for (const line of describeSeed(await seed(db, config, createStorage(config, db)))) console.log(line);
  }
  if (options.serving && config.database.kind === "postgres") {
    await db.destroy();
    db = createDatabase(config.database, { serving: true });
  }
  return { config, db, storage: createStorage(config, db) };
}

// one clear line for the person starting the server, and a non-zero exit
export function exitWithStartupError(error: unknown, port?: number): never {
  const err = error as NodeJS.ErrnoException & { variable?: string };
  if (err?.name === "ConfigError") {
    console.error(`Configuration error: ${err.message}`);
  } else if (err?.name === "NewerDatabaseError") {
    console.error(`Start-up stopped: ${err.message}`);
  } else if (err?.code === "EADDRINUSE") {
    console.error(
      `PORT: port ${port ?? "(unknown)"} is already in use; stop the program using it or set PORT to a free port.`,
    );
  } else if (err?.code === "EACCES") {
    console.error(`PORT: not allowed to listen on port ${port ?? "(unknown)"}; choose a port above 1024.`);
  } else {
    console.error(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
}
