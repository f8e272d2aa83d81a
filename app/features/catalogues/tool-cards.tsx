import { Gauge } from "lucide-react";
import { CatalogueImage } from "./catalogue-image.tsx";
import type { ToolGroup } from "./catalogue-text.ts";

// the diagnostic tools of the catalogue, by category: picture (or an icon), name, maker, description
export function ToolCards({ groups, makerLabel }: { groups: ToolGroup[]; makerLabel: string }) {
  return (
    <div className="grid gap-x-8 gap-y-10 lg:grid-cols-2">
      {groups.map((group) => (
        <div key={group.id ?? "none"}>
          {group.name && <h3 className="text-lg font-semibold text-slate-900">{group.name}</h3>}
          <ul className="mt-4 space-y-4">
            {group.tools.map((tool) => (
              <li key={tool.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="flex h-16 w-16 shrink-0 sm:h-20 sm:w-20 items-center justify-center overflow-hidden rounded-lg bg-slate-50 p-1 ring-1 ring-slate-200">
                  {tool.image ? (
                    <CatalogueImage path={tool.image.path} alt={tool.image.alt} sizes="80px" width={80} height={80} />
                  ) : (
                    <Gauge className="h-7 w-7 text-brand-700" aria-hidden="true" />
                  )}
                </span>
                <div className="min-w-0">
                  <h4 className="font-semibold leading-snug text-slate-900">{tool.name}</h4>
                  {tool.maker && (
                    <p className="mt-1 text-sm text-slate-700">
                      <span className="font-medium">{makerLabel}:</span> {tool.maker}
                    </p>
                  )}
                  {tool.description && (
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{tool.description}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
