import { Mail, MapPin, Phone } from "lucide-react";
import { ButtonLink } from "../../components/ui/page-parts.tsx";
import type { HomeCopy } from "../../content/home.ts";
import { useLanguage, useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";

// the invitation to get in touch, with the hotline, e-mail and head office from the company's details
export function HomeCallToAction({ copy }: { copy: HomeCopy["cta"] }) {
  const language = useLanguage();
  const to = useLocalizedPath();
  const text = useShared();
  const { company } = useSite();
  return (
    <section aria-labelledby="cta-title" className="bg-gradient-to-r from-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {copy.title}
          </h2>
          <p className="mt-3 text-brand-100">{copy.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={to("/contact")}>{text.action.contactUs}</ButtonLink>
            <ButtonLink to={to("/services")} variant="secondary">
              {text.action.ourServices}
            </ButtonLink>
            <ButtonLink to={to("/about")} variant="secondary">
              {text.action.aboutUs}
            </ButtonLink>
          </div>
        </div>
        <ul className="space-y-4 rounded-lg bg-white/10 p-6">
          <li className="flex gap-3">
            <Phone className="mt-0.5 h-5 w-5 text-accent-400" aria-hidden="true" />
            <span>
              <span className="block text-sm text-brand-100">{copy.phone}</span>
              <a href={`tel:${company.hotlineInternational}`} className="font-semibold hover:underline">
                {company.hotline}
              </a>
            </span>
          </li>
          <li className="flex gap-3">
            <Mail className="mt-0.5 h-5 w-5 text-accent-400" aria-hidden="true" />
            <span>
              <span className="block text-sm text-brand-100">{copy.email}</span>
              <a href={`mailto:${company.email}`} className="font-semibold break-all hover:underline">
                {company.email}
              </a>
            </span>
          </li>
          <li className="flex gap-3">
            <MapPin className="mt-0.5 h-5 w-5 text-accent-400" aria-hidden="true" />
            <span>
              <span className="block text-sm text-brand-100">{copy.address}</span>
              <span className="font-semibold">{company.headOffice[language]}</span>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
