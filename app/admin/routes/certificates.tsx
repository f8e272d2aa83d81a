import { CertificatesScreen } from "../features/certificates/certificates-screen.tsx";

// /admin/certificates: the certificates of the home carousel and the /about gallery
export default function AdminCertificates() {
  return <CertificatesScreen />;
}
