import { ArrowLeft, Combine, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  type ApiCompany,
  type ApiPerson,
  PersonInputSchema,
  type RelatedLead,
} from "../../../../contract/companies.ts";
import { USER_ROLE } from "../../../../contract/constants.ts";
import type { ApiLeadEvent } from "../../../../contract/contact.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDate, formatDateTime, formatNumber } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { StageBadge, useEventWords } from "../../components/lead-words.tsx";
import { listIn, listTexts } from "../../components/list-config.tsx";
import { RecordFormDialog, RecordScreen, type RecordScreenConfig } from "../../components/record-screen.tsx";
import { DataTable, IconButton, LoadFailed, Spinner, STACKED_TABLE } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminCompanies } from "../../content/companies.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { textValues } from "../../lib/records.ts";
import { companyForm, companyTexts } from "./companies-screen.tsx";
import { MergeCompanyDialog } from "./merge-company-dialog.tsx";

type CompanyPageData = ApiCompany & {
  people: ApiPerson[];
  leads: RelatedLead[];
  open_value_vnd: number;
  won_value_vnd: number;
};

// /admin/companies/{id}: a customer company's page — its details (edited with the companies
// screen's form), its leads' value, its people (the record screen configured for one company's
// people), every lead with its stage, value and owner, and the latest of its leads' timelines;
// an Admin merges it into another
export function CompanyPage({ id }: { id: number }) {
  const language = useAdminLanguage();
  const copy = adminCompanies[language];
  const page = copy.page;
  const { user } = useAuth();
  const isSales = user?.role === USER_ROLE.SALES;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const company = useApiQuery<CompanyPageData | null, { company?: CompanyPageData }>(
    api.companies.get({ id }),
    (body, status) => (status === 404 ? null : body.company),
    page.loadFailed,
    { readRefusals: true },
  );
  const reload = () => company.reload({ quiet: true });

  if (company.state === "loading" && company.data === null) return <Spinner label={page.loading} />;
  if (company.state === "error") {
    return (
      <LoadFailed
        message={page.loadFailed}
        retry={adminCommon[language].retry}
        onRetry={() => company.reload()}
        className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      />
    );
  }
  const data = company.data;
  const back = (
    <Link to="/admin/companies" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {page.back}
    </Link>
  );
  if (!data) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        {back}
        <p className="rounded-lg bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{page.notFound}</p>
      </div>
    );
  }
  const money = (value: number) => `${formatNumber(value, language)} ₫`;
  const details: [string, string | null][] = [
    [page.taxCode, data.tax_code],
    [page.province, data.province],
    [page.address, data.address],
    [page.website, data.website],
    [page.industry, data.industry],
    [page.emailDomain, data.email_domain],
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{data.name}</h1>
          <p className="mt-1 text-slate-600">
            {page.openValue}: <strong className="text-slate-900">{money(data.open_value_vnd)}</strong>
            <span aria-hidden="true"> · </span>
            {page.wonValue}: <strong className="text-slate-900">{money(data.won_value_vnd)}</strong>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <IconButton
            icon={Pencil}
            label={page.edit}
            className={buttonClass("primary")}
            onClick={() => setEditing(true)}
          />
          {!isSales && (
            <IconButton
              icon={Combine}
              label={page.merge}
              className={buttonClass("secondary")}
              onClick={() => setMerging(true)}
            />
          )}
        </div>
      </header>

      <section aria-labelledby="company-details" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="company-details" className="text-lg font-semibold text-slate-900">
          {page.details}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
              <dd className="mt-0.5 break-words text-slate-900">{value || page.none}</dd>
            </div>
          ))}
        </dl>
        {data.notes && (
          <div className="mt-4">
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{page.notes}</h3>
            <p className="mt-1 whitespace-pre-wrap text-slate-900">{data.notes}</p>
          </div>
        )}
      </section>

      <CompanyPeople companyId={data.id} onChanged={reload} />
      <CompanyLeads leads={data.leads} />
      <CompanyTimeline companyId={data.id} refresh={data.updated_at + data.leads.length} />

      <RecordFormDialog
        config={{ api: api.companies, idPrefix: "company", texts: companyTexts(language), form: companyForm(language) }}
        open={editing}
        item={data}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          reload();
        }}
      />
      <MergeCompanyDialog
        open={merging}
        company={data}
        onClose={() => setMerging(false)}
        onMerged={(into) => {
          setMerging(false);
          navigate(`/admin/companies/${into}`);
        }}
      />
    </div>
  );
}

// the company's people: the record screen configured for one company's, added to it
function CompanyPeople({ companyId, onChanged }: { companyId: number; onChanged: () => void }) {
  const language = useAdminLanguage();
  const copy = adminCompanies[language].people;
  const { user } = useAuth();
  const isSales = user?.role === USER_ROLE.SALES;
  const config: RecordScreenConfig<ApiPerson, typeof PersonInputSchema> = {
    api: { ...api.people, list: () => api.people.list({ company_id: companyId, limit: 100 }) },
    idPrefix: "person",
    headingLevel: 2,
    texts: listTexts(copy, language),
    name: (item) => item.name,
    list: {
      read: listIn("people"),
      columns: [
        {
          header: copy.table.name,
          cell: (item) => <span className="font-semibold text-slate-900">{item.name}</span>,
        },
        { header: copy.table.position, cell: (item) => item.position ?? "—" },
        {
          header: copy.table.contact,
          className: "break-all",
          cell: (item) => (
            <span className="flex flex-col">
              {item.email && <a href={`mailto:${item.email}`}>{item.email}</a>}
              {item.phone && <a href={`tel:${item.phone.replace(/[^\d+]/g, "")}`}>{item.phone}</a>}
              {!item.email && !item.phone && "—"}
            </span>
          ),
        },
        { header: copy.table.leads, className: "tabular-nums", cell: (item) => item.lead_count },
      ],
    },
    form: {
      schema: PersonInputSchema,
      fields: [
        { kind: "text", name: "name", label: copy.form.name, required: true },
        { kind: "text", name: "position", label: copy.form.position },
        { kind: "text", name: "email", label: copy.form.email, type: "email" },
        { kind: "text", name: "phone", label: copy.form.phone },
      ],
      defaults: (item) => ({
        ...textValues(item, ["name", "position", "email", "phone"]),
        company_id: item?.company_id ?? companyId,
      }),
    },
    row: { can: () => ({ remove: isSales ? adminCompanies[language].adminOnly : true }) },
    changed: onChanged,
  };
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <RecordScreen config={config} />
    </section>
  );
}

// every lead of the company, newest first, each to its own page
function CompanyLeads({ leads }: { leads: RelatedLead[] }) {
  const language = useAdminLanguage();
  const page = adminCompanies[language].page;
  return (
    <section aria-labelledby="company-leads" className="space-y-3">
      <h2 id="company-leads" className="text-xl font-bold text-slate-900">
        {page.leads}
      </h2>
      {leads.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {page.noLeads}
        </p>
      ) : (
        <DataTable
          caption={page.leadsCaption}
          headers={[page.lead, page.stage, page.value, page.owner, page.received]}
          {...STACKED_TABLE}
        >
          {leads.map((lead) => (
            <tr key={lead.id} className={`${STACKED_TABLE.row} align-top`}>
              <td className={STACKED_TABLE.cell}>
                <Link
                  to={`/admin/contacts/${lead.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {lead.customer_name}
                </Link>
              </td>
              <td data-label={page.stage} className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled}`}>
                <StageBadge stage={lead.stage} />
              </td>
              <td
                data-label={page.value}
                className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled} whitespace-nowrap tabular-nums`}
              >
                {lead.value_vnd === null ? "—" : `${formatNumber(lead.value_vnd, language)} ₫`}
              </td>
              <td data-label={page.owner} className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled}`}>
                {lead.assignee_name ?? page.nobody}
              </td>
              <td
                data-label={page.received}
                className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled} whitespace-nowrap`}
              >
                {formatDate(lead.created_at, language)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

// the latest events of the company's leads, newest first, each naming its lead
function CompanyTimeline({ companyId, refresh }: { companyId: number; refresh: string }) {
  const language = useAdminLanguage();
  const page = adminCompanies[language].page;
  const describe = useEventWords();
  const timeline = useApiQuery(
    api.companies.timeline({ id: companyId }),
    (body: { events: ApiLeadEvent[] }) => body.events,
    page.loadFailed,
  );
  // the company was read again (a merge, an edit): so is its timeline
  const seen = useRef(refresh);
  useEffect(() => {
    if (seen.current === refresh) return;
    seen.current = refresh;
    timeline.reload({ quiet: true });
  }, [refresh, timeline.reload]);
  return (
    <section aria-labelledby="company-timeline" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="company-timeline" className="text-lg font-semibold text-slate-900">
        {page.timeline}
      </h2>
      {timeline.data && timeline.data.length === 0 && <p className="mt-3 text-slate-600">{page.timelineEmpty}</p>}
      {timeline.data && timeline.data.length > 0 && (
        <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4">
          {timeline.data.map((event) => (
            <li key={event.id} data-kind={event.kind}>
              <p className="text-sm font-medium text-slate-900">{describe(event)}</p>
              <p className="text-xs text-slate-600">
                <Link to={`/admin/contacts/${event.contact_id}`} className="font-semibold text-brand-800">
                  {fill(page.onLead, { lead: event.lead_name })}
                </Link>
                <span aria-hidden="true"> · </span>
                <time dateTime={event.created_at}>{formatDateTime(event.created_at, language)}</time>
              </p>
              {event.body && event.kind === "note" && (
                <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
                  {event.body}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
