import { CatalogueImage } from "./catalogue-image.tsx";
import type { ShownBrand } from "./catalogue-text.ts";

// the brand partners' logos, each in a tile of the same size; the brand's name is the logo's text
export function BrandLogos({ brands, label }: { brands: ShownBrand[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {brands.map((brand) => (
        <li
          key={brand.id}
          className="flex h-24 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
        >
          <span className="block h-14 w-full">
            <CatalogueImage
              path={brand.logo}
              alt={brand.name}
              sizes="(min-width: 1024px) 140px, (min-width: 640px) 30vw, 45vw"
              width={240}
              height={96}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
