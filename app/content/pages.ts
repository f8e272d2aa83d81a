// TEMPORARY: the public pages' words until their loaders read them from the database. The copy
// now lives in the server's seed (server/db/page-seeds/, its shapes in contract/pages/); the pages
// import it here, under the names they used, so that switching them to the database is this one
// module. Nothing else in app/ imports the seed.
export { aboutSeed as aboutContent } from "../../server/db/page-seeds/about.ts";
export { contactSeed as contactContent } from "../../server/db/page-seeds/contact.ts";
export { homeSeed as homeContent } from "../../server/db/page-seeds/home.ts";
export { newsSeed as newsPageContent } from "../../server/db/page-seeds/news.ts";
export { notFoundSeed as notFound } from "../../server/db/page-seeds/not-found.ts";
export { privacySeed as privacyContent } from "../../server/db/page-seeds/privacy.ts";
export { projectsSeed as projectsContent } from "../../server/db/page-seeds/projects.ts";
export { servicesSeed as servicesContent } from "../../server/db/page-seeds/services.ts";
export { servicesElectricalSeed as electricalContent } from "../../server/db/page-seeds/services-electrical.ts";
export { servicesMaintenanceSeed as maintenanceContent } from "../../server/db/page-seeds/services-maintenance.ts";
export { sharedSeed as shared } from "../../server/db/page-seeds/shared.ts";
export { termsSeed as termsContent } from "../../server/db/page-seeds/terms.ts";
