import type { Messages } from "./vi.ts";

export const en = {
  nav: {
    skipToContent: "Skip to main content",
    main: "Main navigation",
    home: "Home",
    about: "About",
    services: "Services",
    projects: "Projects",
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  language: {
    label: "Language",
    choose: "Choose language",
    vi: "Tiếng Việt",
    en: "English",
  },
  footer: {
    about: "Electrical, automation and maintenance contractor for factories, buildings and energy projects in Vietnam.",
    quickLinks: "Quick links",
    legal: "Legal",
    privacy: "Privacy policy",
    terms: "Terms of use",
    contactUs: "Contact",
    followUs: "Follow us",
    youtube: "YouTube channel",
    tiktok: "TikTok channel",
    facebook: "Facebook page",
    rights: "All rights reserved.",
    opensInNewTab: "(opens in a new tab)",
  },
  floating: {
    call: "Call the hotline {{phone}}",
    zalo: "Chat on Zalo with {{phone}}",
  },
  action: {
    learnMore: "Learn more",
    contactUs: "Contact us",
    ourServices: "Our services",
    aboutUs: "About us",
    viewProjects: "View projects",
    close: "Close",
    previous: "Previous",
    next: "Next",
    callNow: "Call now",
    sendEmail: "Send an e-mail",
  },
  state: {
    loading: "Loading…",
  },
  page: {
    notFound: {
      title: "Page not found",
      text: "Sorry, the page you are looking for doesn't exist or has been moved.",
      goHome: "Go home",
      goBack: "Go back",
      contact: "Contact",
      metaTitle: "Page not found",
    },
  },
  admin: {
    loading: "Loading…",
    dashboard: {
      title: "Dashboard",
      placeholder: "The back office is being built.",
    },
    metaTitle: "Admin",
  },
} satisfies Messages;
