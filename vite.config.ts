import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// a few well-cut chunks instead of dozens of tiny ones: a phone on 4G pays for every request
const chunkGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: "i18n", test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
  { name: "forms", test: /node_modules[\\/](zod|react-hook-form|@hookform|@standard-schema)[\\/]/ },
  {
    name: "site",
    test: /[\\/]app[\\/](components|lib|i18n|features[\\/]projects)[\\/]|[\\/]contract[\\/](constants|company|public-data)\.ts/,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
