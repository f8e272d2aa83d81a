import type { RouterContextProvider } from "react-router";
import type { Language } from "../../contract/constants.ts";
import type { PageCopy, PageKey } from "../../contract/pages/index.ts";
import { requestValuesContext } from "./request-context.ts";

// a page's words in one language, as staff published them (server/services/pages.ts), read by
// the page's loader: they reach the browser with the page's data, in its language only
export function pageCopy<K extends PageKey>(
  args: { context: Readonly<RouterContextProvider> },
  key: K,
  language: Language,
): Promise<PageCopy<K>> {
  return args.context.get(requestValuesContext).data.page(key, language);
}
