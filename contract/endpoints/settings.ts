import { endpoint } from "../endpoint.ts";
import { SettingsResponseSchema, SettingsUpdateSchema } from "../settings.ts";

const tags = ["settings"];

// the company's settings: every admin reads them, a Super Admin changes them
export const settingsEndpoints = {
  read: endpoint({
    method: "GET",
    path: "/api/settings",
    access: "admins",
    tags,
    summary: "The company's settings (every admin)",
    description:
      "Name, hotline, e-mail, offices with map links, opening hours per weekday, social links, Zalo and map links, founding year and the key figures, as the public pages show them.",
    response: { 200: SettingsResponseSchema },
  }),
  // (refused before the body is checked: an Admin is told who may save, not what was wrong)
  update: endpoint({
    method: "PUT",
    path: "/api/settings",
    access: "super-admins",
    refusal: "settings.superAdminOnly",
    tags,
    summary: "Change the company's settings (Super Admin)",
    description:
      "A partial update: send only the groups that change (`hours` is the whole week, `headOffice` the whole office). Every public page shows the change at once, in both languages.",
    body: SettingsUpdateSchema,
    response: { 200: SettingsResponseSchema },
  }),
};
