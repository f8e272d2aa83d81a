import { useRouteLoaderData } from "react-router";
import type { SharedCopy } from "../content/shared.ts";

// the shared texts (app/content/shared.ts) in the language of the current public page, as the
// public site's route sent them (only that language reaches the browser)
export function useShared(): SharedCopy {
  const data = useRouteLoaderData("routes/language-root") as { shared: SharedCopy } | undefined;
  if (!data) throw new Error("useShared() is for the public site's pages, under routes/language-root");
  return data.shared;
}

// fills the "{{name}}" marks of a text: the one template syntax (contract/template.ts)
export { fill } from "../../contract/template.ts";
