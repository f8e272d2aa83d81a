import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// public pages live once under an optional "en" segment: /about is Vietnamese, /en/about English
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("admin", "routes/admin/client-root.tsx", [
    route("login", "routes/admin/login.tsx"),
    layout("routes/admin/signed-in-shell.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("projects", "routes/admin/projects.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("management", "routes/admin/management.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("news", "routes/admin/news.tsx"),
      route("certificates", "routes/admin/certificates.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("security", "routes/admin/security.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  // the public site: its frame and the language decision in one route module
  route("en?", "routes/language-root.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/electrical", "routes/services-electrical.tsx"),
    route("services/maintenance", "routes/services-maintenance.tsx"),
    route("projects", "routes/projects.tsx"),
    route("news", "routes/news.tsx"),
    route("news/:slug", "routes/news-item.tsx"),
    route("projects/:slug", "routes/project.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
