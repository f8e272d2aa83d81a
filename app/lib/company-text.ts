import type { CompanySettings } from "../../contract/company.ts";
import type { Language } from "../../contract/constants.ts";
import { fill } from "../../contract/template.ts";
import { useLanguage } from "./language.ts";
import { useSite } from "./site.ts";

// The company's figures in page copy: the pages' words (server/db/page-seeds/, and what staff
// publish on the Pages screen) write "{{years}}", "{{projects}}" and
// "{{foundingYear}}" where a figure from the settings belongs, so that staff change it once in
// Settings and every page, its meta description and its JSON-LD say the same.
export function fillCompanyText(text: string, company: CompanySettings, language: Language): string {
  if (!text.includes("{{")) return text;
  const number = new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-US");
  return fill(text, {
    years: company.figures.yearsOfExperience,
    projects: number.format(company.figures.projectsDelivered),
    foundingYear: company.foundingYear,
  });
}

// the same, in a component: fill(text)
export function useCompanyText(): (text: string) => string {
  const { company } = useSite();
  const language = useLanguage();
  return (text) => fillCompanyText(text, company, language);
}
