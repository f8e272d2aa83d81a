import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // public pages render on the server; /admin renders in the browser (see app/admin/routes/client-root.tsx)
  ssr: true,
} satisfies Config;
