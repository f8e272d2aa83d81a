import type { CompanySettings } from "../../contract/company.ts";
import type { Language } from "../../contract/constants.ts";
import { useLanguage } from "./language.ts";
import { useSite } from "./site.ts";

// The company's figures in page copy: app/content writes "{years}", "{projects}" and
// "{foundingYear}" where a figure from the settings belongs, so that staff change it once in
// Settings and every page, its meta description and its JSON-LD say the same.
export function fillCompanyText(text: string, company: CompanySettings, language: Language): string {
  if (!text.includes("{")) return text;
  const number = new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-US");
  return text
    .replaceAll("{years}", String(company.figures.yearsOfExperience))
    .replaceAll("{projects}", number.format(company.figures.projectsDelivered))
    .replaceAll("{foundingYear}", String(company.foundingYear));
}

// the same, in a component: fill(text)
export function useCompanyText(): (text: string) => string {
  const { company } = useSite();
  const language = useLanguage();
  return (text) => fillCompanyText(text, company, language);
}
