import { createContext } from "react-router";
import type { PublicData, SiteSettings } from "../../contract/public-data.ts";

// values the server hands to every render; created inside the app bundle so that
// context identity matches (the server calls createLoadContext exported by entry.server)
export interface RequestValues {
  // the Content-Security-Policy nonce of this response, for inline scripts; empty for pages
  // rendered into the server's page cache, whose inline scripts are allowed by their hashes
  nonce: string;
  // render the whole document before answering (no streaming): the page is being cached
  wholeDocument: boolean;
  site: SiteSettings;
  data: PublicData;
  // a page as drafted, from a preview link (never a cached page): until when the link works
  preview?: { expiresAt: string };
}

export const requestValuesContext = createContext<RequestValues>();
