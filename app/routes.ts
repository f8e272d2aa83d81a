import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// public pages live once under an optional "en" segment: /about is Vietnamese, /en/about English
export default [
  route("admin", "routes/admin/layout.tsx", [index("routes/admin/dashboard.tsx")]),
  layout("routes/public-layout.tsx", [
    route("en?", "routes/language-root.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
  ]),
] satisfies RouteConfig;
