import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// a few well-cut chunks instead of dozens of tiny ones: a phone on 4G pays for every request.
// Groups claim modules in order, so the public site's shared code is claimed before the back
// office's, which would otherwise pull it (and make every public page load admin code).
const path = (id: string) => id.replaceAll("\\", "/");
const adminShared = (id: string) =>
  /\/app\/(components\/admin|lib\/(auth|toast))/.test(path(id)) || /\/node_modules\/sonner\//.test(path(id));
const chunkGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
  { name: "forms", test: /node_modules[\\/](zod|react-hook-form|@hookform|@standard-schema)[\\/]/ },
  {
    name: "site",
    test: (id: string) =>
      !adminShared(id) &&
      (/\/app\/(components\/(layout|ui)|lib|i18n|features\/projects)\//.test(path(id)) ||
        /\/contract\/(constants|company|public-data)\.ts$/.test(path(id))),
  },
  { name: "admin", test: adminShared },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
