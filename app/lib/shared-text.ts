import { useRouteLoaderData } from "react-router";
import type { SharedCopy } from "../../contract/pages/shared.ts";

// the shared texts (the `shared` page document, contract/pages/shared.ts) in the language of the current public page, as the
// public site's route sent them (only that language reaches the browser)
export function useShared(): SharedCopy {
  const data = useRouteLoaderData("routes/language-root") as { shared: SharedCopy } | undefined;
  if (!data) throw new Error("useShared() is for the public site's pages, under routes/language-root");
  return data.shared;
}

// fills the "{{name}}" marks of a text: the one template syntax (contract/template.ts)
export { fill } from "../../contract/template.ts";
