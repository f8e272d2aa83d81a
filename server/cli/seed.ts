import { exitWithStartupError, prepare } from "../start-up.ts";

// npm run db:seed: the first Super Admin and demo content, where the tables are empty
try {
  const { db } = await prepare({ seed: true });
  console.log("Seed finished.");
  await db.destroy();
} catch (error) {
  exitWithStartupError(error);
}
