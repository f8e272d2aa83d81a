import { Mail, MapPin, Phone } from "lucide-react";
import { useLanguage } from "../../lib/language.ts";
import { useSite } from "../../lib/site.ts";
import { IconDefinition } from "./icon-item.tsx";

// the head office, hotline and e-mail as a definition list, with tel: and mailto: links
export function ContactDetails({
  labels,
  className = "",
}: {
  labels: { address: string; phone: string; email: string };
  className?: string;
}) {
  const language = useLanguage();
  const { company } = useSite();
  const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
  const classes = {
    termClassName: "flex items-center gap-3 text-sm font-semibold text-slate-900",
    iconClassName: "h-5 w-5 shrink-0 text-brand-700",
  };
  return (
    <dl className={`space-y-4 ${className}`}>
      <IconDefinition icon={MapPin} term={labels.address} {...classes} definitionClassName="pl-8 text-slate-700">
        {company.headOffice[language]}
      </IconDefinition>
      <IconDefinition icon={Phone} term={labels.phone} {...classes} definitionClassName="pl-8">
        <a href={`tel:${company.hotlineInternational}`} className={link}>
          {company.hotline}
        </a>
      </IconDefinition>
      <IconDefinition icon={Mail} term={labels.email} {...classes} definitionClassName="pl-8">
        <a href={`mailto:${company.email}`} className={`break-all ${link}`}>
          {company.email}
        </a>
      </IconDefinition>
    </dl>
  );
}
