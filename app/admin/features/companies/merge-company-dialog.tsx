import { useState } from "react";
import type { ApiCompany } from "../../../../contract/companies.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { CompanyPicker } from "../../components/company-picker.tsx";
import { Modal } from "../../components/modal.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminCompanies } from "../../content/companies.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";

// an Admin merges a company into another, chosen by searching (POST /api/companies/{id}/merge):
// everything it holds moves, then it is gone; onMerged has the company that kept it all
export function MergeCompanyDialog({
  open,
  company,
  onClose,
  onMerged,
}: {
  open: boolean;
  company: ApiCompany;
  onClose: () => void;
  onMerged: (into: number) => void;
}) {
  const language = useAdminLanguage();
  const page = adminCompanies[language].page;
  const [into, setInto] = useState<ApiCompany | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutate, isBusy } = useApiMutation();
  const merge = async () => {
    if (!into) {
      setError(page.mergeChoose);
      return;
    }
    const answer = await mutate(
      api.companies.merge({ id: company.id }, { into: into.id }),
      { failed: page.mergeFailed, done: page.mergeConfirm },
      { key: "merge" },
    );
    if (answer) onMerged(into.id);
  };
  return (
    <Modal open={open} title={page.mergeTitle} onClose={onClose} size="md">
      <div className="space-y-4">
        <p className="text-slate-700">{fill(page.mergeIntro, { name: company.name })}</p>
        {open && (
          <CompanyPicker
            label={page.mergeSearch}
            except={company.id}
            value={into}
            onChange={(chosen) => {
              setInto(chosen);
              setError(null);
            }}
          />
        )}
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            {adminCommon[language].action.cancel}
          </button>
          <button
            type="button"
            className={buttonClass("danger")}
            disabled={isBusy("merge")}
            onClick={() => void merge()}
          >
            {isBusy("merge") ? page.merging : into ? `${page.mergeConfirm}: ${into.name}` : page.mergeConfirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
