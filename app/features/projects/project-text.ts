import type { Language } from "../../../contract/constants.ts";
import type { PublicProject } from "../../../contract/public-data.ts";

// the project's text in the page's language, falling back to the other when one is empty
export function projectText(project: PublicProject, language: Language) {
  const pick = (en: string | null, vi: string | null) => {
    const [first, second] = language === "vi" ? [vi, en] : [en, vi];
    return first?.trim() ? first : (second ?? "");
  };
  const title = pick(project.title, project.title_vi);
  // what staff wrote about the image, if anything ("" when nothing)
  const imageAlt = pick(project.image_alt, project.image_alt_vi);
  return {
    title,
    location: pick(project.location, project.location_vi),
    description: pick(project.description, project.description_vi),
    services: pick(project.services_provided, project.services_provided_vi),
    imageAlt,
    // the image's text alternative where the title is not beside it: the alt text, else the title
    alt: imageAlt || title,
  };
}

// a project's page, in the language given: /projects/{slug} or /en/projects/{slug}
export function projectPath(slug: string, language: Language): string {
  return `${language === "en" ? "/en" : ""}/projects/${slug}`;
}
