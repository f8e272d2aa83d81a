import type { Messages } from "./vi.ts";

export const en = {
  meta: {
    siteName: "Electrical Engineering Company",
    home: {
      title: "Electrical engineering, automation and maintenance | Electrical Engineering Company",
      description:
        "Electrical contractor in Vietnam: equipment supply, installation, testing, commissioning, maintenance and emergency repair of industrial power systems.",
    },
    notFound: { title: "Page not found | Electrical Engineering Company" },
    admin: { title: "Admin | Electrical Engineering Company" },
  },
  nav: {
    skipToContent: "Skip to main content",
    home: "Home",
    contact: "Contact",
    language: "Language",
    switchTo: "Tiếng Việt",
  },
  page: {
    home: {
      eyebrow: "Electrical – Automation – Maintenance",
      title: "End-to-end electrical engineering for factories and buildings",
      subtitle:
        "From equipment supply, installation, testing and commissioning to planned maintenance and emergency repair: one partner for your whole power system.",
      ctaServices: "Our services",
      ctaContact: "Contact us",
      statYears: "years of experience",
      statProjects: "projects",
    },
    notFound: {
      title: "Page not found",
      text: "Sorry, the page you are looking for doesn't exist or has been moved.",
      goHome: "Go home",
      goBack: "Go back",
      contact: "Contact",
    },
  },
  admin: {
    loading: "Loading…",
    dashboard: {
      title: "Dashboard",
      placeholder: "The back office is being built.",
    },
  },
  footer: {
    rights: "All rights reserved.",
  },
} satisfies Messages;
