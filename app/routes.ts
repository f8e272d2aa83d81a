import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// public pages live once under an optional "en" segment: /about is Vietnamese, /en/about English
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("admin", "admin/routes/client-root.tsx", [
    route("login", "admin/routes/login.tsx"),
    // an invitation's link (issue 35): signed out, the person invited chooses a password
    route("invitation/:token", "admin/routes/invitation.tsx"),
    layout("admin/routes/signed-in-shell.tsx", [
      index("admin/routes/dashboard.tsx"),
      route("projects", "admin/routes/projects.tsx"),
      // a lead's own address, /admin/contacts/12, opens the screen with that lead open
      route("contacts/:id?", "admin/routes/contacts.tsx"),
      route("companies", "admin/routes/companies.tsx"),
      route("companies/:id", "admin/routes/company.tsx"),
      route("reports", "admin/routes/reports.tsx"),
      route("users", "admin/routes/users.tsx"),
      route("management", "admin/routes/management.tsx"),
      route("audit", "admin/routes/audit.tsx"),
      route("news", "admin/routes/news.tsx"),
      route("certificates", "admin/routes/certificates.tsx"),
      route("pages", "admin/routes/pages.tsx"),
      route("pages/:key", "admin/routes/page-editor.tsx"),
      route("redirects", "admin/routes/redirects.tsx"),
      route("media", "admin/routes/media.tsx"),
      route("settings", "admin/routes/settings.tsx"),
      route("security", "admin/routes/security.tsx"),
      route("*", "admin/routes/not-found.tsx"),
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
