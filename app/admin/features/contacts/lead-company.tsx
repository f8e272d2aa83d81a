import { Building2, Link2, Plus, Unlink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ApiCompany } from "../../../../contract/companies.ts";
import type { ApiContact } from "../../../../contract/contact.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { CompanyPicker } from "../../components/company-picker.tsx";
import { Modal } from "../../components/modal.tsx";
import { IconButton } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminCompanies } from "../../content/companies.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import type { ContactMessage } from "./types.ts";

type Suggestion = NonNullable<ApiContact["company_suggestions"]>[number];
const readSuggestions = (body: { contact: ApiContact }) => body.contact.company_suggestions ?? [];

// a lead's company and contact person (issue 38): each to its page; a lead the rules could not
// link is linked by staff — to a company whose name reads the same (suggested), to one they
// search for, or to a new company made from the request's details; onChanged has the lead after
export function LeadCompany({
  contact,
  onChanged,
}: {
  contact: ContactMessage;
  onChanged: (contact: ContactMessage) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminCompanies[language].lead;
  const { mutate, isBusy } = useApiMutation();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<ApiCompany | null>(null);
  // the companies whose names read like the request's (asked only for a lead with none)
  const suggestions = useApiQuery(
    contact.company_id === null && contact.company ? api.leads.get({ id: contact.id }) : null,
    readSuggestions,
    copy.linkFailed,
  );
  const id = (field: string) => `lead-${contact.id}-company-${field}`;

  const link = async (companyId: number | null, key: string) => {
    const answer = await mutate(
      api.leads.update({ id: contact.id }, { company_id: companyId }),
      { failed: copy.linkFailed, done: copy.link, success: companyId === null ? undefined : copy.linked },
      { key },
    );
    if (answer) onChanged(answer.contact);
    return answer !== null;
  };
  // a company made of what the request said, then the lead linked to it
  const create = async () => {
    const made = await mutate(
      api.companies.create({
        name: contact.company ?? contact.customer_name,
        ...(contact.tax_code ? { tax_code: contact.tax_code } : {}),
        ...(contact.province ? { province: contact.province } : {}),
      }),
      { failed: copy.createFailed, done: copy.create },
      { key: "create" },
    );
    if (made) await link(made.company.id, "create");
  };

  const offered: Suggestion[] = suggestions.data ?? [];
  return (
    <section aria-labelledby={id("heading")} className="mt-6 rounded-md p-4 ring-1 ring-slate-200">
      <h3 id={id("heading")} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Building2 className="h-4 w-4 text-slate-500" aria-hidden="true" />
        {copy.heading}
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm font-semibold text-slate-600">{copy.company}</dt>
        <dd className="break-words text-slate-900">
          {contact.company_id !== null && contact.company_name ? (
            <Link
              to={`/admin/companies/${contact.company_id}`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {contact.company_name}
            </Link>
          ) : (
            copy.none
          )}
        </dd>
        <dt className="text-sm font-semibold text-slate-600">{copy.person}</dt>
        <dd className="break-words text-slate-900">{contact.person_name ?? copy.none}</dd>
      </dl>
      {offered.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="text-sm text-slate-900">{copy.suggested}</p>
          <ul className="mt-2 space-y-2">
            {offered.map((company) => (
              <li key={company.id} className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{company.name}</span>
                {company.tax_code && <span className="text-xs text-slate-600">{company.tax_code}</span>}
                <IconButton
                  icon={Link2}
                  label={fill(copy.link, { name: company.name })}
                  className={buttonClass("secondary", "sm")}
                  disabled={isBusy(`link-${company.id}`)}
                  onClick={() => void link(company.id, `link-${company.id}`)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {contact.company_id === null && contact.company && (
          <IconButton
            icon={Plus}
            label={copy.create}
            className={buttonClass("secondary", "sm")}
            disabled={isBusy("create")}
            onClick={() => void create()}
          />
        )}
        <IconButton
          icon={Building2}
          label={copy.change}
          className={buttonClass("ghost", "sm")}
          onClick={() => {
            setChosen(null);
            setChoosing(true);
          }}
        />
        {contact.company_id !== null && (
          <IconButton
            icon={Unlink}
            label={copy.unlink}
            className={buttonClass("ghost", "sm")}
            disabled={isBusy("unlink")}
            onClick={() => void link(null, "unlink")}
          />
        )}
      </div>
      <Modal open={choosing} title={copy.change} onClose={() => setChoosing(false)}>
        {choosing && (
          <div className="space-y-4">
            <CompanyPicker
              label={copy.searchLabel}
              except={contact.company_id ?? undefined}
              value={chosen}
              onChange={setChosen}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={buttonClass("secondary")} onClick={() => setChoosing(false)}>
                {adminCommon[language].action.cancel}
              </button>
              <button
                type="button"
                className={buttonClass("primary")}
                disabled={!chosen || isBusy("choose")}
                onClick={() => {
                  if (chosen) void link(chosen.id, "choose").then((done) => done && setChoosing(false));
                }}
              >
                {chosen ? fill(copy.link, { name: chosen.name }) : copy.change}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
