import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { CompanyLookup } from "../lib/company-matching.ts";
import { companyRepository } from "./companies.ts";
import { personRepository } from "./people.ts";

// where an arriving enquiry's rules (lib/company-matching.ts) look and write: the companies and
// people tables, through their owners, within the transaction that stores the enquiry
export function enquiryLookup(within: Kysely<Database>): CompanyLookup {
  const companies = companyRepository(within);
  const people = personRepository(within);
  return {
    companyByTaxCode: (taxCode) => companies.byTaxCode(taxCode, within),
    companyByDomain: (domain) => companies.byDomain(domain, within),
    companyNameTaken: async (key) => (await companies.byNameKey(key, 1, within)).length > 0,
    companyNameKey: (id) => companies.nameKey(id, within),
    personByEmail: (email) => people.byEmail(email, within),
    personByPhone: (phone) => people.byPhone(phone, within),
    createCompany: (company) => companies.createMatched(company, within),
    createPerson: (person) => people.createMatched(person, within),
    setPersonCompany: (id, companyId) => people.setCompany(id, companyId, within),
    completeCompany: (id, fields) => companies.complete(id, fields, within),
  };
}
