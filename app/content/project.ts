import type { Bilingual } from "../lib/language.ts";

// a project's own page (/projects/{slug}); the project's text comes from the database, in the
// page's language. Sent by the loader in that language only.

export interface ProjectPageCopy {
  eyebrow: string;
  breadcrumbLabel: string;
  home: string;
  projects: string;
  about: string;
  details: string;
  allProjects: string;
  // the meta description of a project without a description
  summary: string;
  cta: { title: string; text: string };
}

export const projectPageContent: Bilingual<ProjectPageCopy> = {
  vi: {
    eyebrow: "Dự án tiêu biểu",
    breadcrumbLabel: "Vị trí trang",
    home: "Trang chủ",
    projects: "Dự án",
    about: "Giới thiệu dự án",
    details: "Thông tin dự án",
    allProjects: "Xem tất cả dự án",
    summary: "{{title}} tại {{location}}: {{services}}.",
    cta: {
      title: "Quý khách cần triển khai một dự án tương tự?",
      text: "Kỹ sư của chúng tôi sẽ khảo sát hiện trạng và gửi Quý khách phương án kỹ thuật cùng báo giá chi tiết.",
    },
  },
  en: {
    eyebrow: "Signature project",
    breadcrumbLabel: "Breadcrumb",
    home: "Home",
    projects: "Projects",
    about: "About the project",
    details: "Project details",
    allProjects: "See all projects",
    summary: "{{title}} in {{location}}: {{services}}.",
    cta: {
      title: "Planning a similar project?",
      text: "Our engineers will survey your site and send you a technical proposal with a detailed quotation.",
    },
  },
};
