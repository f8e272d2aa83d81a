import type { PageDocument, PageKey } from "../../contract/pages/index.ts";
import { aboutSeed } from "./page-seeds/about.ts";
import { contactSeed } from "./page-seeds/contact.ts";
import { homeSeed } from "./page-seeds/home.ts";
import { newsSeed } from "./page-seeds/news.ts";
import { notFoundSeed } from "./page-seeds/not-found.ts";
import { privacySeed } from "./page-seeds/privacy.ts";
import { projectsSeed } from "./page-seeds/projects.ts";
import { servicesSeed } from "./page-seeds/services.ts";
import { servicesElectricalSeed } from "./page-seeds/services-electrical.ts";
import { servicesMaintenanceSeed } from "./page-seeds/services-maintenance.ts";
import { sharedSeed } from "./page-seeds/shared.ts";
import { termsSeed } from "./page-seeds/terms.ts";

// the pages' documents as the site shipped them, in both languages: what an empty database is
// seeded with (contract/pages/ holds their schemas). One file per page in page-seeds/.
export const pageSeeds: { [K in PageKey]: PageDocument<K> } = {
  home: homeSeed,
  about: aboutSeed,
  services: servicesSeed,
  "services-electrical": servicesElectricalSeed,
  "services-maintenance": servicesMaintenanceSeed,
  projects: projectsSeed,
  news: newsSeed,
  contact: contactSeed,
  privacy: privacySeed,
  terms: termsSeed,
  "not-found": notFoundSeed,
  shared: sharedSeed,
};
