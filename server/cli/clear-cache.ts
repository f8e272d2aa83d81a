import { announceEverythingChanged } from "../services/content-changes.ts";
import { exitWithStartupError, prepare } from "../start-up.ts";

// npm run cache:clear: every running server drops its cached pages. Needed on PostgreSQL after
// the database was changed without the back office (a restore, an edit in psql); on SQLite the
// servers notice such changes by themselves within a second
try {
  const { db, config } = await prepare({ seed: false });
  await announceEverythingChanged(db, config.database);
  console.log(
    config.database.kind === "postgres"
      ? "Every server on this database has been told to drop its cached pages."
      : "SQLite: the servers notice changes to the database file by themselves; nothing to do.",
  );
  await db.destroy();
} catch (error) {
  exitWithStartupError(error);
}
