import type { Bilingual } from "../lib/language.ts";

// the last-resort error page (app/root.tsx's ErrorBoundary), in the language of its URL
export const errorPage: Bilingual<{ notFound: string; failed: string; home: string }> = {
  vi: {
    notFound: "Không tìm thấy trang",
    failed: "Đã xảy ra lỗi. Vui lòng thử lại sau.",
    home: "Về trang chủ",
  },
  en: {
    notFound: "Page not found",
    failed: "Something went wrong. Please try again later.",
    home: "Go to the home page",
  },
};
