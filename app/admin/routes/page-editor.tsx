import { useParams } from "react-router";
import { isPageKey } from "../../../contract/pages.ts";
import { PageEditorScreen } from "../features/pages/page-editor.tsx";
import AdminNotFound from "./not-found.tsx";

// /admin/pages/:key: one page's words, both languages side by side, its draft, preview,
// publication and history
export default function AdminPageEditor() {
  const { key = "" } = useParams();
  if (!isPageKey(key)) return <AdminNotFound />;
  return <PageEditorScreen key={key} pageKey={key} />;
}
