import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { exitWithStartupError, prepare } from "../start-up.ts";

// npm run db:backup: a consistent copy of the database in $DATA_DIR/backups
// (SQLite: VACUUM INTO, safe while the site runs; PostgreSQL: pg_dump in its custom format)

try {
  const { db, config } = await prepare({ seed: false });
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+$/, "").replace("T", "-");
  const folder = path.join(config.dataDir, "backups");
  mkdirSync(folder, { recursive: true });
  if (config.database.kind === "sqlite") {
    const file = path.join(folder, `app-${stamp}.db`);
    await sql`VACUUM INTO ${file}`.execute(db);
    console.log(`SQLite backup written to ${file}`);
  } else {
    const file = path.join(folder, `app-${stamp}.dump`);
    const result = spawnSync("pg_dump", ["--format=custom", `--file=${file}`, config.database.url], {
      stdio: "inherit",
    });
    if (result.error || result.status !== 0) {
      console.error("pg_dump failed or is not installed (Debian: apt-get install postgresql-client).");
      process.exitCode = 1;
    } else {
      console.log(`PostgreSQL backup written to ${file} (restore with pg_restore)`);
    }
  }
  await db.destroy();
} catch (error) {
  exitWithStartupError(error);
}
