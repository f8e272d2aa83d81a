import type { HomeCopy } from "../../../contract/pages/home.ts";
import { CertificateCarousel } from "../../components/ui/certificate-carousel.tsx";
import { Section, TextLink } from "../../components/ui/page-parts.tsx";
import { useLocalizedPath } from "../../lib/language.ts";
import type { Route } from "../+types/home";

type Certificates = Route.ComponentProps["loaderData"]["certificates"];

// who the company is, with the certificates staff keep visible
export function HomeOverview({ copy, certificates }: { copy: HomeCopy["overview"]; certificates: Certificates }) {
  const to = useLocalizedPath();
  return (
    <Section id="overview" eyebrow={copy.eyebrow} title={copy.title}>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className="space-y-4 leading-relaxed text-slate-700">
          {copy.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <TextLink to={to("/about")} className="text-brand-700">
            {copy.link}
          </TextLink>
        </div>
        <div>
          <h3 className="mb-4 text-lg font-semibold text-slate-900">{copy.certificatesTitle}</h3>
          <CertificateCarousel items={certificates} />
        </div>
      </div>
    </Section>
  );
}
