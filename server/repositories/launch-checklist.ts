import { PROJECT_STATUS } from "../../contract/constants.ts";
import type { Db } from "../db/connect.ts";

// what the launch checklist (GET /api/launch-checklist) reads that no other repository answers:
// the demo content still shown

export interface DemoTitles {
  projects: readonly string[];
  news: readonly string[];
  certificates: readonly string[];
}

export function launchChecklistRepository(db: Db) {
  const count = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);
  return {
    // how many of the demo projects (active), news items (published) and certificates (visible)
    // the public site still shows, found by their titles (English or Vietnamese) as seeded
    async demoShown(titles: DemoTitles): Promise<{ projects: number; news: number; certificates: number }> {
      const [projects, news, certificates] = await Promise.all([
        db
          .selectFrom("projects")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "=", PROJECT_STATUS.ACTIVE)
          .where((eb) => eb.or([eb("title", "in", [...titles.projects]), eb("title_vi", "in", [...titles.projects])]))
          .executeTakeFirst(),
        db
          .selectFrom("news")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("published", "=", 1)
          .where((eb) => eb.or([eb("title", "in", [...titles.news]), eb("title_vi", "in", [...titles.news])]))
          .executeTakeFirst(),
        db
          .selectFrom("certificates")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("visible", "=", 1)
          .where((eb) =>
            eb.or([eb("title", "in", [...titles.certificates]), eb("title_vi", "in", [...titles.certificates])]),
          )
          .executeTakeFirst(),
      ]);
      return { projects: count(projects), news: count(news), certificates: count(certificates) };
    },
  };
}
