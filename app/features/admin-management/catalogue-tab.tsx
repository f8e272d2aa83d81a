import { Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { fillPlural } from "../../../contract/template.ts";
import { buttonClass } from "../../components/admin/button-class.ts";
import { ConfirmDialog, Modal } from "../../components/admin/modal.tsx";
import { Spinner } from "../../components/admin/ui.tsx";
import { adminCommon } from "../../content/admin/common.ts";
import { adminManagement } from "../../content/admin/management.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { CatalogueForm } from "./catalogue-form.tsx";
import { CatalogueTable } from "./catalogue-table.tsx";
import type { CatalogueConfig, CatalogueItem } from "./catalogues.ts";
import { deleteEntry } from "./save-entry.ts";
import { useCatalogueList } from "./use-catalogue.ts";

// one catalogue: its list, the add/edit form and the delete confirmation
export function CatalogueTab({ config }: { config: CatalogueConfig }) {
  const language = useAdminLanguage();
  const copy = adminManagement[language];
  const common = adminCommon[language];
  const texts = copy.catalogues[config.copyKey];
  const { api } = useAuth();
  const list = useCatalogueList(config.slug, texts.loadFailed);
  // "new" while adding, the entry while editing
  const [editing, setEditing] = useState<CatalogueItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<CatalogueItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const outcome = await deleteEntry(api, config, deleting.id);
    setDeleteBusy(false);
    switch (outcome.kind) {
      case "deleted":
        list.remove(deleting.id);
        notify.success(texts.deleted);
        setDeleting(null);
        return;
      case "failed":
        // 409: tools still use the entry, and the server's message says so; 404: already gone
        if (outcome.status === 404) list.remove(deleting.id);
        notify.error(outcome.message || texts.deleteFailed);
        setDeleting(null);
        return;
      case "offline":
        notify.error(common.networkError);
        return;
      case "error":
        notify.error(copy.genericError);
        return;
      case "stopped":
        return;
    }
  };

  const editedItem = editing === "new" ? null : editing;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{texts.label}</h2>
          <p className="mt-1 text-sm text-slate-600">{texts.intro}</p>
          {list.state === "ready" && (
            <p className="mt-1 text-sm font-medium text-slate-700">
              {fillPlural(copy.count, { count: list.items.length }, language)}
            </p>
          )}
        </div>
        <button type="button" onClick={() => setEditing("new")} className={`${buttonClass("primary")} shrink-0`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {texts.add}
        </button>
      </div>

      {list.state === "loading" && <Spinner label={common.loading} />}
      {list.state === "error" && (
        <div className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">{copy.listFailed}</p>
          <button type="button" onClick={list.reload} className={`${buttonClass("secondary")} mt-4`}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {copy.retry}
          </button>
        </div>
      )}
      {list.state === "ready" && list.items.length === 0 && (
        <p className="rounded-lg bg-white p-6 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          {texts.empty}
        </p>
      )}
      {list.state === "ready" && list.items.length > 0 && (
        <CatalogueTable config={config} items={list.items} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <Modal
        open={editing !== null}
        title={editedItem ? texts.editTitle : texts.addTitle}
        onClose={() => setEditing(null)}
        closeLabel={common.action.close}
        size="lg"
      >
        {editing !== null && (
          <CatalogueForm
            key={editedItem?.id ?? "new"}
            config={config}
            item={editedItem}
            onSaved={(saved) => {
              list.upsert(saved);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={common.confirmTitle}
        message={texts.confirmDelete}
        confirmLabel={common.action.delete}
        cancelLabel={common.action.cancel}
        busy={deleteBusy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
