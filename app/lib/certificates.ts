import type { Language } from "../../contract/constants.ts";
import type { PublicCertificate } from "../../contract/public-data.ts";
import { formatDay } from "./format.ts";

// a certificate as a public page shows it, in the page's language (the other language's text
// when one is missing); built by the loaders, so the pages carry only what they show
export interface ShownCertificate {
  id: number;
  path: string;
  title: string;
  issuer: string | null;
  // 31/12/2029 · 31 December 2029
  validUntil: string | null;
}

export function shownCertificate(certificate: PublicCertificate, language: Language): ShownCertificate {
  const vi = language === "vi";
  return {
    id: certificate.id,
    path: certificate.image_path,
    title: (vi ? certificate.title_vi : certificate.title) || certificate.title || certificate.title_vi,
    issuer: (vi ? certificate.issuer_vi : certificate.issuer) || certificate.issuer || certificate.issuer_vi || null,
    validUntil: certificate.valid_until ? formatDay(certificate.valid_until, language) : null,
  };
}

// an image's address for structured data: uploads are on this site, others already absolute
export const absoluteUrl = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
