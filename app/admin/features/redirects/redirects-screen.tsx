import { type ApiRedirect, RedirectInputSchema } from "../../../../contract/redirects.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { listIn, listTexts } from "../../components/list-config.tsx";
import { RecordScreen, type RecordScreenConfig } from "../../components/record-screen.tsx";
import { adminRedirects } from "../../content/redirects.ts";
import { api } from "../../lib/api.ts";
import { MissingAddresses } from "./missing-addresses.tsx";

// /admin/redirects: the record screen configured for redirects, by their old address
export function RedirectsScreen() {
  const language = useAdminLanguage();
  const copy = adminRedirects[language];
  const { form, table } = copy;
  const code = "font-mono text-sm break-all text-slate-900";

  const config: RecordScreenConfig<ApiRedirect, typeof RedirectInputSchema> = {
    api: api.redirects,
    readList: listIn("redirects"),
    schema: RedirectInputSchema,
    idPrefix: "redirect",
    texts: listTexts(copy, language),
    columns: [
      { header: table.from, cell: (item) => <span className={code}>{item.from}</span> },
      { header: table.to, cell: (item) => <span className={code}>{item.to}</span> },
      {
        header: table.status,
        className: "whitespace-nowrap text-slate-700",
        cell: (item) => (item.status === 301 ? table.permanent : table.temporary),
      },
    ],
    fields: [
      { kind: "text", name: "from", label: form.from, hint: form.fromHint, required: true, wide: true },
      { kind: "text", name: "to", label: form.to, hint: form.toHint, required: true, wide: true },
      {
        kind: "select",
        name: "status",
        label: form.status,
        hint: form.statusHint,
        options: [
          { value: "301", label: form.permanent },
          { value: "302", label: form.temporary },
        ],
        placeholder: form.choose,
        loadingText: form.loading,
        emptyHint: form.choose,
      },
    ],
    defaults: (item) => ({ from: item?.from ?? "", to: item?.to ?? "", status: String(item?.status ?? 301) }),
    name: (item) => item.from,
    // the addresses that answered 404, each one click from a redirect
    below: ({ add, saves }) => <MissingAddresses add={(from) => add({ from, to: "", status: "301" })} saves={saves} />,
  };
  return <RecordScreen config={config} />;
}
