import type { Bilingual } from "../../lib/language.ts";

export const adminNotFound: Bilingual<{ title: string; text: string; back: string }> = {
  vi: { title: "Không tìm thấy trang", text: "Trang quản trị này không tồn tại.", back: "Về bảng điều khiển" },
  en: { title: "Page not found", text: "This admin page does not exist.", back: "Back to the dashboard" },
};
