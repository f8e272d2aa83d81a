import { createContext } from "react-router";

// values the server hands to every render; created inside the app bundle so that
// context identity matches (the server calls createLoadContext exported by entry.server)
export interface RequestValues {
  // the Content-Security-Policy nonce of this response, for inline scripts
  nonce: string;
  // the site's public origin (PUBLIC_ORIGIN), for canonical and Open Graph URLs
  publicOrigin: string;
}

export const requestValuesContext = createContext<RequestValues>({ nonce: "", publicOrigin: "http://localhost:3000" });
