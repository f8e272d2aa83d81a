import type { RouterContextProvider } from "react-router";
import type { Language } from "../../../contract/constants.ts";
import { fill } from "../../../contract/template.ts";
import { requestValuesContext } from "../../lib/request-context.ts";
import { type ShownBrand, shownBrands } from "./catalogue-text.ts";

// The brand partners are one list: the tools companies staff gave a logo in the catalogue, in the
// order they added them. The home page names them, the About page describes them, the electrical
// services page shows their logos, and a page that counts them writes "{{brands}}" where the
// number goes — so no page can say five while another shows six.

export function partnerBrands(
  args: { context: Readonly<RouterContextProvider> },
  language: Language,
): Promise<ShownBrand[]> {
  return args.context
    .get(requestValuesContext)
    .data.listBrands()
    .then((list) => shownBrands(list, language))
    .catch(() => []);
}

// a text with "{{brands}}" replaced by the number of brand partners
export function fillBrandCount(text: string, brands: readonly unknown[]): string {
  return fill(text, { brands: brands.length });
}
