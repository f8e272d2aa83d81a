import { Link } from "react-router";
import { type ApiCompany, COMPANIES_PAGE_SIZE, CompanyInputSchema } from "../../../../contract/companies.ts";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { VIETNAM_PROVINCES } from "../../../../contract/quote-options.ts";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDate } from "../../../lib/format.ts";
import { listIn, listTexts } from "../../components/list-config.tsx";
import {
  type RecordFormConfig,
  RecordScreen,
  type RecordScreenConfig,
  type RecordTexts,
} from "../../components/record-screen.tsx";
import { fill } from "../../content/common.ts";
import { adminCompanies } from "../../content/companies.ts";
import { api } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { textValues } from "../../lib/records.ts";

type Language = "vi" | "en";

// the company's form: the list's add and edit, and the company page's edit (one configuration)
export function companyForm(language: Language): RecordFormConfig<ApiCompany, typeof CompanyInputSchema> {
  const form = adminCompanies[language].form;
  return {
    schema: CompanyInputSchema,
    fields: [
      { kind: "text", name: "name", label: form.name, required: true, wide: true },
      { kind: "text", name: "tax_code", label: form.taxCode, hint: form.taxCodeHint },
      {
        kind: "select",
        name: "province",
        label: form.province,
        options: VIETNAM_PROVINCES.map((province) => ({ value: province, label: province })),
        placeholder: form.chooseProvince,
      },
      { kind: "text", name: "address", label: form.address, wide: true },
      { kind: "text", name: "website", label: form.website },
      { kind: "text", name: "industry", label: form.industry },
      { kind: "text", name: "email_domain", label: form.emailDomain, hint: form.emailDomainHint, wide: true },
      { kind: "textarea", name: "notes", label: form.notes, rows: 4, wide: true },
    ],
    defaults: (item) =>
      textValues(item, ["name", "tax_code", "province", "address", "website", "industry", "email_domain", "notes"]),
  };
}

// the texts of the company form's dialogs and toasts
export function companyTexts(language: Language): RecordTexts {
  const copy = adminCompanies[language];
  return {
    ...listTexts(copy, language),
    count: (count) => fillPlural(copy.count, { count }, language),
    editName: copy.table.editName,
    deleteName: copy.table.deleteName,
    noMatches: copy.noMatches,
  };
}

// /admin/companies: the record screen configured for customer companies, by name, a page at a time
// from the API, searched without accents; each name opens the company's page
export function CompaniesScreen() {
  const language = useAdminLanguage();
  const copy = adminCompanies[language];
  const { table } = copy;
  const { user } = useAuth();
  const isSales = user?.role === USER_ROLE.SALES;

  const config: RecordScreenConfig<ApiCompany, typeof CompanyInputSchema> = {
    api: api.companies,
    idPrefix: "company",
    texts: companyTexts(language),
    name: (item) => item.name,
    list: {
      read: listIn("companies"),
      paged: {
        pageSize: COMPANIES_PAGE_SIZE,
        search: { label: copy.searchLabel, hint: copy.searchHint },
        itemsLabel: copy.items,
      },
      columns: [
        {
          header: table.name,
          className: "min-w-[14rem]",
          // its province under its name
          cell: (item) => (
            <>
              <Link
                to={`/admin/companies/${item.id}`}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                aria-label={fill(table.open, { name: item.name })}
              >
                {item.name}
              </Link>
              {item.province && <span className="block text-sm text-slate-600">{item.province}</span>}
            </>
          ),
        },
        { header: table.taxCode, className: "whitespace-nowrap tabular-nums", cell: (item) => item.tax_code ?? "—" },
        { header: table.people, className: "tabular-nums", cell: (item) => item.people_count },
        { header: table.leads, className: "tabular-nums", cell: (item) => item.lead_count },
        {
          header: table.lastLead,
          className: "whitespace-nowrap",
          cell: (item) => (item.last_lead_at ? formatDate(item.last_lead_at, language) : "—"),
        },
      ],
    },
    form: companyForm(language),
    // icons, their names as tooltips: the table keeps its room for the companies' names
    row: { icons: true, can: () => ({ remove: isSales ? copy.adminOnly : true }) },
  };
  return <RecordScreen config={config} />;
}
