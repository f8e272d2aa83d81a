// STAND-IN until the page schemas land (branch page-schemas): today's copy, the seed of each page
import { aboutContent } from "../../app/content/about.ts";
import { contactContent } from "../../app/content/contact.ts";
import { homeContent } from "../../app/content/home.ts";
import { newsPageContent } from "../../app/content/news.ts";
import { notFound } from "../../app/content/not-found.ts";
import { privacyContent } from "../../app/content/privacy.ts";
import { projectsContent } from "../../app/content/projects.ts";
import { servicesContent } from "../../app/content/services.ts";
import { electricalContent } from "../../app/content/services-electrical.ts";
import { maintenanceContent } from "../../app/content/services-maintenance.ts";
import { shared } from "../../app/content/shared.ts";
import { termsContent } from "../../app/content/terms.ts";
import type { PageDocument, PageKey } from "../../contract/pages/index.ts";

export const pageSeeds: { [K in PageKey]: PageDocument<K> } = {
  home: homeContent,
  about: aboutContent,
  services: servicesContent,
  "services-electrical": electricalContent,
  "services-maintenance": maintenanceContent,
  projects: projectsContent,
  news: newsPageContent,
  contact: contactContent,
  privacy: privacyContent,
  terms: termsContent,
  "not-found": notFound,
  shared,
};
