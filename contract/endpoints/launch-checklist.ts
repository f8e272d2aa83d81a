import { endpoint } from "../endpoint.ts";
import { LaunchChecklistResponseSchema } from "../launch-checklist.ts";

// what still stands between the site and its launch, for the dashboard of Admins and Super Admins
export const launchChecklistEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/launch-checklist",
    access: "admins",
    tags: ["dashboard"],
    summary: "What is left to do before the site launches (Admins and Super Admins)",
    description:
      "Every item, done or not, with the back office's path where it is fixed: company details still the shipped placeholders, the privacy policy and the terms still the shipped template, demo content still shown, pages never published by staff, no share image, no e-mail server, no backup in the last 24 hours, two-factor sign-in required of nobody.",
    response: { 200: LaunchChecklistResponseSchema },
  }),
};
