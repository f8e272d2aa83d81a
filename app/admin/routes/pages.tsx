import { PageListScreen } from "../features/pages/page-list.tsx";

// /admin/pages: the public pages' words, each edited as a draft in both languages
export default function AdminPages() {
  return <PageListScreen />;
}
