import { label, MetaSchema } from "./parts.ts";

// a service's own page (/services/electrical, /services/maintenance): its meta also names the
// breadcrumb and the service's type for search engines
export const ServiceMetaSchema = MetaSchema.extend({
  breadcrumb: label.describe("the page's name in the breadcrumb"),
  serviceType: label.describe("the service's type for search engines (schema.org serviceType)"),
});
