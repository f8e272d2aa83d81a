import { createContext } from "react-router";
import type { PublicData, SiteSettings } from "../../contract/public-data.ts";

// values the server hands to every render; created inside the app bundle so that
// context identity matches (the server calls createLoadContext exported by entry.server)
export interface RequestValues {
  // the Content-Security-Policy nonce of this response, for inline scripts
  nonce: string;
  site: SiteSettings;
  data: PublicData;
}

export const requestValuesContext = createContext<RequestValues>();
