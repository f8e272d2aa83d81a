import { exitWithStartupError, prepare } from "../start-up.ts";

// npm run db:migrate: bring the database schema up to date and stop
try {
  const { db, config } = await prepare({ seed: false });
  console.log(`Database schema is up to date (${config.database.kind}).`);
  await db.destroy();
} catch (error) {
  exitWithStartupError(error);
}
