import type { Text } from "../../contract/template.ts";
import type { Bilingual } from "../lib/language.ts";

interface ProjectsCopy {
  meta: { title: string; description: string; keywords: string };
  hero: { eyebrow: string; title: string; intro: string };
  listTitle: string;
  loading: string;
  empty: { title: string; text: string };
  pagination: { label: string; showing: Text; previous: string; next: string };
  cta: { title: string; text: string };
  // the dialog's address of the project, to copy and share
  share: ProjectShareCopy;
}

export interface ProjectShareCopy {
  label: string;
  hint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  openPage: string;
}

export const projectsContent: Bilingual<ProjectsCopy> = {
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
      showing: "Hiển thị {{from}}-{{to}} trên tổng số {{total}} dự án",
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
      showing: { one: "Showing {{from}}-{{to}} of 1 project", other: "Showing {{from}}-{{to}} of {{total}} projects" },
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
  },
};
