import { plural } from "../../contract/template.ts";
import { megabytes } from "../db/backups.ts";
import { copyUploads, createDatabaseStorage, createFolderStorage } from "../services/storage.ts";
import { exitWithStartupError, prepare } from "../start-up.ts";

// npm run uploads:to-database: copies the uploaded files of the folder (UPLOADS_DIR) into the
// database's uploads table, for UPLOADS_STORE=database. Files already there are left alone, so
// it can run again (before and after the switch); the folder is not changed.

try {
  const { db, config } = await prepare({ seed: false });
  const folder = createFolderStorage(config.uploadsDir);
  console.log(`Copying uploads from ${config.uploadsDir} into the ${config.database.kind} database…`);
  const result = await copyUploads(folder, createDatabaseStorage(db), (key, size) =>
    console.log(`  copied ${key} (${size} bytes)`),
  );
  const total = result.copied.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `Copied ${result.copied.length} ${plural({ one: "file", other: "files" }, result.copied.length, "en")}, ${megabytes(total)}; ${result.alreadyThere} already in the database.`,
  );
  if (result.skipped.length > 0) {
    console.log(
      `Left out ${result.skipped.length} ${plural({ one: "file", other: "files" }, result.skipped.length, "en")} that are not uploaded images: ${result.skipped.join(", ")}`,
    );
  }
  if (config.uploadsStore !== "database") {
    console.log("The servers still serve uploads from the folder: set UPLOADS_STORE=database on every server.");
  }
  console.log("The folder is unchanged; remove it once every server runs with UPLOADS_STORE=database.");
  await db.destroy();
} catch (error) {
  exitWithStartupError(error);
}
