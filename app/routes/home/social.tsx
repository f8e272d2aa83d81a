import { Users } from "lucide-react";
import { formatFigure } from "../../../contract/company.ts";
import type { HomeCopy } from "../../../contract/pages/home.ts";
import { FacebookIcon, TikTokIcon, YouTubeIcon } from "../../components/ui/icons.tsx";
import { Section } from "../../components/ui/page-parts.tsx";
import { useLanguage } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";

// the company's channels and its audience figures (when staff entered them)
export function HomeSocial({ copy }: { copy: HomeCopy["social"] }) {
  const language = useLanguage();
  const text = useShared();
  const { company } = useSite();
  const channels = [
    { href: company.social.youtube, label: "YouTube", Icon: YouTubeIcon, tone: "bg-red-700" },
    { href: company.social.tiktok, label: "TikTok", Icon: TikTokIcon, tone: "bg-slate-900" },
    { href: company.social.facebook, label: "Facebook", Icon: FacebookIcon, tone: "bg-blue-700" },
  ];
  return (
    <Section id="social" eyebrow={copy.eyebrow} title={copy.title} intro={copy.text}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {channels.map(({ href, label, Icon, tone }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={`flex items-center gap-3 rounded-lg ${tone} p-5 font-semibold text-white hover:opacity-90`}
            >
              <Icon className="h-7 w-7" />
              <span>
                {label}
                <span className="sr-only"> {text.footer.opensInNewTab}</span>
              </span>
            </a>
          </li>
        ))}
        {(company.figures.followers > 0 || company.figures.connections > 0) && (
          <li className="flex items-center gap-6 rounded-lg bg-slate-50 p-5 sm:col-span-3">
            <Users className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <p className="text-slate-700">
              <strong className="text-2xl text-slate-900">{formatFigure(company.figures.followers, language)}</strong>{" "}
              {copy.followers}
              <span aria-hidden="true"> · </span>
              <strong className="text-2xl text-slate-900">{formatFigure(company.figures.connections, language)}</strong>{" "}
              {copy.connections}
            </p>
          </li>
        )}
      </ul>
    </Section>
  );
}
