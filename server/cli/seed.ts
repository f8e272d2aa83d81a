import { describeSeed, seed } from "../db/seed.ts";
import { exitWithStartupError, prepare } from "../start-up.ts";

// npm run db:seed: the first Super Admin on an empty database (and, on a new database's first
// start, the demo content unless SEED_DEMO_CONTENT=false). npm run db:seed -- --demo adds the demo
// content on purpose, to every table that is empty.
try {
  const demoOnPurpose = process.argv.slice(2).includes("--demo");
  const unknown = process.argv.slice(2).filter((arg) => arg !== "--demo");
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown.join(" ")}: npm run db:seed [-- --demo]`);
    process.exit(1);
  }
  const { db, config, storage } = await prepare({ seed: false });
  for (const line of describeSeed(await seed(db, config, storage, { demoOnPurpose }))) console.log(line);
  console.log("Seed finished.");
  await db.destroy();
} catch (error) {
  exitWithStartupError(error);
}
