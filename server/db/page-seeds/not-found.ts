import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the 404 page: the words the site shipped with, in both languages

export const notFoundSeed: PageDocument<"not-found"> = {
  vi: {
    metaTitle: "Không tìm thấy trang",
    title: "Không tìm thấy trang",
    text: "Xin lỗi, trang Quý khách đang tìm không tồn tại hoặc đã được di chuyển.",
    goHome: "Về trang chủ",
    goBack: "Quay lại",
    contact: "Liên hệ",
  },
  en: {
    metaTitle: "Page not found",
    title: "Page not found",
    text: "Sorry, the page you are looking for does not exist or has been moved.",
    goHome: "Go home",
    goBack: "Go back",
    contact: "Contact",
  },
};
