import { useParams } from "react-router";
import { CompanyPage } from "../features/companies/company-page.tsx";
import NotFound from "./not-found.tsx";

// /admin/companies/{id}: one customer company's page (its own address, in e-mails and links)
export default function AdminCompany() {
  const { id } = useParams();
  const number = Number(id);
  if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) return <NotFound />;
  return <CompanyPage key={number} id={number} />;
}
