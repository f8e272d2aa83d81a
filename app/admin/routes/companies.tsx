import { CompaniesScreen } from "../features/companies/companies-screen.tsx";

// /admin/companies: the customer companies (issue 38)
export default function AdminCompanies() {
  return <CompaniesScreen />;
}
