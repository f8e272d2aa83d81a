import { type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { HomeCopy } from "../../../contract/pages/home.ts";
import { IconItem } from "../../components/ui/icon-item.tsx";
import { usePageActions } from "../../components/ui/page-call-to-action.tsx";
import { ActionLinks } from "../../components/ui/page-parts.tsx";
import { useLanguage, useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";

// the invitation to get in touch, with the hotline, e-mail and head office from the company's details
export function HomeCallToAction({ copy }: { copy: HomeCopy["cta"] }) {
  const language = useLanguage();
  const to = useLocalizedPath();
  const text = useShared();
  const { company } = useSite();
  const actions = [...usePageActions(), { to: to("/about"), label: text.action.aboutUs }];
  return (
    <section aria-labelledby="cta-title" className="bg-gradient-to-r from-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-3 text-brand-100">{copy.text}</p>
          <ActionLinks actions={actions} className="mt-6" />
        </div>
        <ul className="space-y-4 rounded-lg bg-white/10 p-6">
          <Detail icon={Phone} label={copy.phone}>
            <a href={`tel:${company.hotlineInternational}`} className="font-semibold hover:underline">
              {company.hotline}
            </a>
          </Detail>
          <Detail icon={Mail} label={copy.email}>
            <a href={`mailto:${company.email}`} className="font-semibold break-all hover:underline">
              {company.email}
            </a>
          </Detail>
          <Detail icon={MapPin} label={copy.address}>
            <span className="font-semibold">{company.headOffice[language]}</span>
          </Detail>
        </ul>
      </div>
    </section>
  );
}

// a way to reach the company on the dark band: its icon, what it is, and the detail
function Detail({ icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <IconItem icon={icon} iconClassName="mt-0.5 h-5 w-5 text-accent-400">
      <span>
        <span className="block text-sm text-brand-100">{label}</span>
        {children}
      </span>
    </IconItem>
  );
}
