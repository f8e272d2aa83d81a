import { historyEndpoints } from "./history.ts";

const tags = ["news"];

// news ("recent activities"): kept by any admin; the public pages read the published ones
export const newsEndpoints = {
  ...historyEndpoints("/api/news", tags),
};
