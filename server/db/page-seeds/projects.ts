import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the projects list (/projects) and a project's own page (`detail`): the words the site shipped with, in both languages

export const projectsSeed: PageDocument<"projects"> = {
  vi: {
    meta: {
      title: "Dự án tiêu biểu",
      description:
        "Các dự án trạm biến áp, tủ điện, SCADA, thí nghiệm và bảo trì hệ thống điện mà chúng tôi đã thực hiện cho nhà máy, tòa nhà và nhà máy năng lượng.",
      keywords: "dự án điện công nghiệp, trạm biến áp, tủ điện tổng, thí nghiệm rơ le, SCADA, bảo trì điện",
    },
    hero: {
      eyebrow: "Dự án",
      title: "Những công trình chúng tôi tự hào",
      intro:
        "Từ trạm biến áp trung thế đến hệ thống SCADA và hợp đồng bảo trì dài hạn, đây là một phần công việc của đội ngũ chúng tôi.",
    },
    listTitle: "Danh sách dự án",
    loading: "Đang tải dự án…",
    empty: {
      title: "Sắp ra mắt",
      text: "Chúng tôi đang cập nhật thư viện dự án. Vui lòng quay lại sau hoặc liên hệ để xem hồ sơ năng lực.",
    },
    pagination: {
      label: "Phân trang dự án",
      showing: "Hiển thị {{from}}–{{to}} trong tổng số {{total}} dự án",
      previous: "Trang trước",
      next: "Trang sau",
    },
    cta: {
      title: "Quý khách có dự án cần triển khai?",
      text: "Gửi yêu cầu để nhận khảo sát và báo giá từ kỹ sư của chúng tôi.",
    },
    share: {
      label: "Địa chỉ trang dự án",
      hint: "Sao chép để gửi qua Zalo, e-mail hoặc mạng xã hội.",
      copy: "Sao chép",
      copied: "Đã sao chép địa chỉ trang dự án.",
      copyFailed: "Không sao chép được. Quý khách vui lòng chọn địa chỉ và nhấn Ctrl+C (⌘C trên máy Mac).",
      openPage: "Mở trang dự án",
    },
    // a project's own page (/projects/{slug})
    detail: {
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
  },
  en: {
    meta: {
      title: "Signature projects",
      description:
        "Substations, switchboards, SCADA, testing and maintenance projects we have delivered for factories, buildings and power plants in Vietnam.",
      keywords:
        "industrial electrical projects, substation, main switchboard, relay testing, SCADA, electrical maintenance",
    },
    hero: {
      eyebrow: "Projects",
      title: "Work we are proud of",
      intro:
        "From medium-voltage substations to SCADA systems and long-term maintenance contracts, here is a part of what our team delivers.",
    },
    listTitle: "Project list",
    loading: "Loading projects…",
    empty: {
      title: "Coming soon",
      text: "We are updating our project gallery. Please come back later, or contact us for our company profile.",
    },
    pagination: {
      label: "Project pages",
      // SPEC.md section 9, word for word
      showing: { one: "Showing {{from}}–{{to}} of 1 project", other: "Showing {{from}}–{{to}} of {{total}} projects" },
      previous: "Previous page",
      next: "Next page",
    },
    cta: {
      title: "Have a project in mind?",
      text: "Send us a request for a site survey and a quotation from our engineers.",
    },
    share: {
      label: "Address of the project page",
      hint: "Copy it to share in Zalo, by e-mail or on social media.",
      copy: "Copy",
      copied: "The address of the project page has been copied.",
      copyFailed: "Could not copy. Please select the address and press Ctrl+C (⌘C on a Mac).",
      openPage: "Open the project page",
    },
    detail: {
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
  },
};
