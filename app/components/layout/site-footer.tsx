import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { openingHoursLines } from "../../../contract/company.ts";
import { useLanguage, useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";
import { IconItem } from "../ui/icon-item.tsx";
import { FacebookIcon, LogoMark, TikTokIcon, YouTubeIcon } from "../ui/icons.tsx";

export function SiteFooter() {
  const text = useShared();
  const to = useLocalizedPath();
  const language = useLanguage();
  const { company } = useSite();
  const social = [
    { href: company.social.youtube, label: text.footer.youtube, Icon: YouTubeIcon },
    { href: company.social.tiktok, label: text.footer.tiktok, Icon: TikTokIcon },
    { href: company.social.facebook, label: text.footer.facebook, Icon: FacebookIcon },
  ];
  const quickLinks = [
    { path: "/about", label: text.nav.about },
    { path: "/services", label: text.nav.services },
    { path: "/projects", label: text.nav.projects },
    { path: "/news", label: text.nav.news },
    { path: "/contact", label: text.nav.contact },
  ];
  const contactIcon = "mt-0.5 h-4 w-4 shrink-0 text-accent-400";

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-8 w-8" />
            {company.shortName}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{text.footer.about}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{text.footer.quickLinks}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.path}>
                <a href={to(link.path)} className="hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider text-white">{text.footer.legal}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={to("/privacy")} className="hover:text-white hover:underline">
                {text.footer.privacy}
              </a>
            </li>
            <li>
              <a href={to("/terms")} className="hover:text-white hover:underline">
                {text.footer.terms}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{text.footer.contactUs}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <IconItem icon={Phone} iconClassName={contactIcon}>
              <a href={`tel:${company.hotlineInternational}`} className="hover:text-white hover:underline">
                {company.hotline}
              </a>
            </IconItem>
            <IconItem icon={Mail} iconClassName={contactIcon}>
              <a href={`mailto:${company.email}`} className="break-all hover:text-white hover:underline">
                {company.email}
              </a>
            </IconItem>
            <IconItem icon={MapPin} iconClassName={contactIcon}>
              <span>{company.headOffice[language]}</span>
            </IconItem>
            <IconItem icon={Clock} iconClassName={contactIcon}>
              <div>
                <span className="sr-only">{text.footer.hours}: </span>
                <ul data-testid="footer-hours">
                  {openingHoursLines(company.hours, language).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </IconItem>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{text.footer.followUs}</h2>
          <ul className="mt-4 flex gap-3">
            {social.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-brand-900"
                >
                  <Icon className="h-5 w-5" />
                  <span className="sr-only">
                    {label} {text.footer.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* below 1280 px the floating contact bar covers the foot of the screen: room for it here */}
        <p className="mx-auto max-w-6xl px-4 pt-5 pb-24 text-center text-xs text-slate-400 xl:pb-5">
          © {new Date().getFullYear()} {company.name[language].replace(/\.$/, "")}. {text.footer.rights}
        </p>
      </div>
    </footer>
  );
}
