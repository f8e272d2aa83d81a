import { Outlet } from "react-router";

// the optional "en" segment: the language itself is read from the URL by the root layout
export default function LanguageRoot() {
  return <Outlet />;
}
