import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultCompanySettings } from "../../contract/company.ts";
import { hasPlaceholders, latestBackup } from "./launch-checklist.ts";

// the launch checklist's two checks that read no database: the company's placeholders, and the
// newest backup in $DATA_DIR/backups

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the company's details", () => {
  it("are placeholders while any of the shipped ones is left, whatever else changed", () => {
    expect(hasPlaceholders(defaultCompanySettings)).toBe(true);
    const mostly = { ...defaultCompanySettings, hotline: "028 3822 7000", shortName: "Minh Phát" };
    expect(hasPlaceholders(mostly)).toBe(true);
  });
});

describe("the newest backup", () => {
  it("is the newest file of npm run db:backup in $DATA_DIR/backups that is a backup by its first bytes", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "launch-"));
    folders.push(dataDir);
    expect(await latestBackup(dataDir)).toBeNull();
    const backups = path.join(dataDir, "backups");
    mkdirSync(backups);
    const at = (name: string, content: string, time: Date) => {
      writeFileSync(path.join(backups, name), content);
      utimesSync(path.join(backups, name), time, time);
    };
    // not backups: another name, or the right name with other bytes
    at("notes.db", "SQLite format 3\0……", new Date("2026-11-27T10:00:00Z"));
    at("app-20261127-110000.db", "not a database", new Date("2026-11-27T11:00:00Z"));
    expect(await latestBackup(dataDir)).toBeNull();
    at("app-20261126-090000.dump", "PGDMP……", new Date("2026-11-26T09:00:00Z"));
    at("app-20261127-080000.db", "SQLite format 3\0……", new Date("2026-11-27T08:00:00Z"));
    expect((await latestBackup(dataDir))?.toISOString()).toBe("2026-11-27T08:00:00.000Z");
  });
});
