import type { Db } from "../db/connect.ts";
import { certificateRepository } from "./certificates.ts";
import { newsRepository } from "./news.ts";
import { projectRepository } from "./projects.ts";

// what the launch checklist (GET /api/launch-checklist) reads of the content: the demo content
// still shown

export interface DemoTitles {
  projects: readonly string[];
  news: readonly string[];
  certificates: readonly string[];
}

export function launchChecklistRepository(db: Db) {
  return {
    // how many of the demo projects (active), news items (published) and certificates (visible)
    // the public site still shows, found by their titles (English or Vietnamese) as seeded; each
    // asked of the repository that owns its table
    async demoShown(titles: DemoTitles): Promise<{ projects: number; news: number; certificates: number }> {
      const [projects, news, certificates] = await Promise.all([
        projectRepository(db).shownWithTitles(titles.projects),
        newsRepository(db).shownWithTitles(titles.news),
        certificateRepository(db).shownWithTitles(titles.certificates),
      ]);
      return { projects, news, certificates };
    },
  };
}
