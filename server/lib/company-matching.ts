import { foldSearch } from "../../contract/search-fold.ts";

// How an enquiry finds its company and its person (issue 38, point 1; decision 044), the keys the
// rules compare: used when an enquiry arrives (repositories/companies.ts) and by the migration that
// grouped the leads stored before (0045_companies), so that both follow one set of rules:
//   company: by tax code, then by the e-mail's domain (never a public mail domain), else a company
//            whose name reads the same is only suggested (staff confirm), else a new company when
//            the enquiry names one; with none of these, the person's company
//   person:  by e-mail address, then by phone number, else a new person

// mail domains anyone can have an address at: they say nothing about a company
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.com.vn",
  "ymail.com",
  "rocketmail.com",
  "hotmail.com",
  "hotmail.com.vn",
  "outlook.com",
  "outlook.com.vn",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "vnn.vn",
  "fpt.vn",
  "viettel.vn",
  "vnpt.vn",
]);

// the domain of an address that can stand for a company (lower case); null: a public mail domain,
// one of an ISP's regional ones (hn.vnn.vn), or no domain at all
export function companyMailDomain(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (!domain.includes(".") || domain.length > 100) return null;
  for (const mailDomain of PUBLIC_MAIL_DOMAINS) {
    if (domain === mailDomain || domain.endsWith(`.${mailDomain}`)) return null;
  }
  return domain;
}

// an address as people are found by it: trimmed, lower case
export const emailKey = (email: string | null | undefined): string | null => {
  const key = email?.trim().toLowerCase() ?? "";
  return key.length > 0 ? key : null;
};

// a phone number as people are found by it: its digits, Vietnam's +84 written as the leading 0
// ("+84 90 123 4567" and "090.123.4567" are one number); null: too short to be one
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("84") && digits.length >= 11) digits = `0${digits.slice(2)}`;
  return digits.length >= 8 ? digits.slice(0, 20) : null;
}

// the words of a company's legal form, folded: "Công ty TNHH Dệt may Phú Thọ" and "Dệt May Phú
// Thọ Co., Ltd" read the same without them
const LEGAL_FORMS = [
  "cong ty",
  "cty",
  "trach nhiem huu han",
  "tnhh",
  "co phan",
  "mot thanh vien",
  "mtv",
  "tap doan",
  "tong cong ty",
  "doanh nghiep tu nhan",
  "dntn",
  "joint stock company",
  "joint stock",
  "jsc",
  "company limited",
  "company",
  "co ltd",
  "corporation",
  "corp",
  "limited",
  "ltd",
  "inc",
  "group",
  "cp",
];
const LEGAL_FORM_PATTERN = new RegExp(`(^| )(${LEGAL_FORMS.join("|")})(?= |$)`, "g");

// a company's name as companies are suggested by it: folded, without punctuation and its legal
// form's words; null: nothing left to compare
export function companyNameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  let key = ` ${foldSearch(name)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
  // twice: one pass leaves a form that followed another ("cong ty co phan")
  for (let pass = 0; pass < 2; pass++) key = key.replace(LEGAL_FORM_PATTERN, " ");
  key = key.replace(/\s+/g, " ").trim();
  return key.length > 0 ? key.slice(0, 200) : null;
}

// the folded text a search of companies or people looks in (the same folding as every search)
export const searchText = (...parts: (string | null | undefined)[]): string =>
  foldSearch(parts.filter((part): part is string => Boolean(part)).join("\n")).slice(0, 1000);

// what an enquiry says about who sent it
export type Enquiry = {
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  tax_code: string | null;
  province: string | null;
};

// a new company or person, as the rules write one
export type NewCompany = {
  name: string;
  tax_code: string | null;
  province: string | null;
  email_domain: string | null;
  name_key: string | null;
};
export type NewPerson = {
  name: string;
  email: string | null;
  phone: string | null;
  phone_key: string | null;
  company_id: number | null;
};

// where the rules look and write: the database when an enquiry arrives, maps in memory for the
// migration's pass over every lead stored before
export interface CompanyLookup {
  companyByTaxCode(taxCode: string): Promise<number | null>;
  companyByDomain(domain: string): Promise<number | null>;
  // whether some company's name reads the same (a match staff confirm: never linked by itself)
  companyNameTaken(nameKey: string): Promise<boolean>;
  companyNameKey(id: number): Promise<string | null>;
  personByEmail(email: string): Promise<{ id: number; company_id: number | null } | null>;
  personByPhone(phone: string): Promise<{ id: number; company_id: number | null } | null>;
  createCompany(company: NewCompany): Promise<number>;
  createPerson(person: NewPerson): Promise<number>;
  setPersonCompany(personId: number, companyId: number): Promise<void>;
  // the company learns a mail domain or tax code it did not have (none other has it)
  completeCompany(companyId: number, fields: { email_domain?: string; tax_code?: string }): Promise<void>;
}

// the company and person an enquiry belongs to, created where the rules say so (see the top)
export async function linkEnquiry(
  lookup: CompanyLookup,
  enquiry: Enquiry,
): Promise<{ company_id: number | null; person_id: number }> {
  const email = emailKey(enquiry.email);
  const phone = phoneKey(enquiry.phone);
  const domain = companyMailDomain(enquiry.email);
  const nameKey = companyNameKey(enquiry.company);
  const taxCode = enquiry.tax_code?.trim() || null;

  const person =
    (email ? await lookup.personByEmail(email) : null) ?? (phone ? await lookup.personByPhone(phone) : null);

  let companyId: number | null = null;
  let byTaxCode = false;
  if (taxCode) {
    companyId = await lookup.companyByTaxCode(taxCode);
    byTaxCode = companyId !== null;
  }
  if (companyId === null && domain) companyId = await lookup.companyByDomain(domain);
  if (companyId === null && person?.company_id != null) {
    // the person's company, unless the enquiry names another
    const own = nameKey === null || (await lookup.companyNameKey(person.company_id)) === nameKey;
    if (own) companyId = person.company_id;
  }
  if (companyId === null && enquiry.company && !(nameKey && (await lookup.companyNameTaken(nameKey)))) {
    // a company nobody has yet (a name that reads like another's waits for staff instead)
    companyId = await lookup.createCompany({
      name: enquiry.company.trim(),
      tax_code: taxCode,
      province: enquiry.province,
      email_domain: domain,
      name_key: nameKey,
    });
  } else if (companyId !== null) {
    // a tax code or domain the company did not know yet
    const fields = {
      ...(domain ? { email_domain: domain } : {}),
      ...(taxCode && !byTaxCode ? { tax_code: taxCode } : {}),
    };
    if (Object.keys(fields).length > 0) await lookup.completeCompany(companyId, fields);
  }

  if (person) {
    if (person.company_id === null && companyId !== null) await lookup.setPersonCompany(person.id, companyId);
    return { company_id: companyId, person_id: person.id };
  }
  const personId = await lookup.createPerson({
    name: enquiry.name.trim(),
    email,
    phone: enquiry.phone?.trim() || null,
    phone_key: phone,
    company_id: companyId,
  });
  return { company_id: companyId, person_id: personId };
}
