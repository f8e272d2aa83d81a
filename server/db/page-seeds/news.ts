import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the news list (/news) and an item's page (/news/{slug}): the words the site shipped with, in both languages

export const newsSeed: PageDocument<"news"> = {
  vi: {
    meta: {
      title: "Tin tức và hoạt động",
      description:
        "Tin tức, công trình vừa hoàn thành và hoạt động của đội ngũ kỹ sư điện, tự động hóa và bảo trì của chúng tôi.",
      keywords:
        "tin tức nhà thầu điện, nghiệm thu trạm biến áp, bảo trì hệ thống điện, an toàn điện, công trình điện công nghiệp",
    },
    eyebrow: "Hoạt động gần đây",
    title: "Tin tức và hoạt động",
    intro: "Công trình vừa nghiệm thu, hợp đồng mới và các hoạt động đào tạo, an toàn của đội ngũ chúng tôi.",
    empty: "Chưa có tin tức nào. Quý khách vui lòng quay lại sau.",
    pagination: {
      label: "Phân trang tin tức",
      showing: "Hiển thị {{from}}–{{to}} trong tổng số {{total}} tin",
      previous: "Tin mới hơn",
      next: "Tin cũ hơn",
    },
    breadcrumbLabel: "Vị trí trang",
    home: "Trang chủ",
    news: "Tin tức",
    published: "Đăng ngày",
    allNews: "Xem tất cả tin tức",
    cta: {
      title: "Quý khách cần tư vấn cho hệ thống điện của mình?",
      text: "Kỹ sư của chúng tôi sẽ khảo sát hiện trạng và gửi Quý khách phương án kỹ thuật cùng báo giá chi tiết.",
    },
  },
  en: {
    meta: {
      title: "News and activities",
      description:
        "News, recently completed projects and activities of our electrical, automation and maintenance engineering team.",
      keywords:
        "electrical contractor news, substation commissioning, electrical maintenance, electrical safety, industrial projects",
    },
    eyebrow: "Recent activities",
    title: "News and activities",
    intro: "Projects just handed over, new contracts, and our team's training and safety work.",
    empty: "No news yet. Please come back later.",
    pagination: {
      label: "News pages",
      showing: { one: "Showing {{from}}–{{to}} of 1 item", other: "Showing {{from}}–{{to}} of {{total}} items" },
      previous: "Newer news",
      next: "Older news",
    },
    breadcrumbLabel: "Breadcrumb",
    home: "Home",
    news: "News",
    published: "Published",
    allNews: "See all news",
    cta: {
      title: "Need advice on your power system?",
      text: "Our engineers will survey your site and send you a technical proposal with a detailed quotation.",
    },
  },
};
