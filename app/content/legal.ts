// the shape of a legal page's copy (privacy policy, terms of use), rendered by LegalPage

export interface LegalSubsection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalSection {
  // the anchor of the section: identical in both languages
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  subsections?: LegalSubsection[];
  closing?: string[];
}

export interface LegalCopy {
  meta: { title: string; description: string; keywords: string };
  hero: { eyebrow: string; title: string; intro: string; updatedLabel: string; updated: string };
  toc: { label: string; title: string };
  // said before everything else, in a box: what the reader must know about the text itself
  notice?: string;
  preamble?: string[];
  sections: LegalSection[];
  contact: {
    id: string;
    title: string;
    paragraphs: string[];
    addressLabel: string;
    phoneLabel: string;
    emailLabel: string;
  };
  related: { text: string; label: string };
}
