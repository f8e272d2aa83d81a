import type { Bilingual } from "../../lib/language.ts";
import type { ImageFieldCopy, ListCopy } from "./common.ts";

// the News screen (/admin/news): the home page's "recent activities", /news and the items' pages

interface AdminNewsCopy extends ListCopy {
  table: ListCopy["table"] & {
    name: string;
    date: string;
    state: string;
    published: string;
    draft: string;
    view: string;
  };
  form: ListCopy["form"] &
    ImageFieldCopy & {
      titleVi: string;
      titleEn: string;
      summaryVi: string;
      summaryEn: string;
      summaryHint: string;
      bodyVi: string;
      bodyEn: string;
      bodyHint: string;
      date: string;
      slug: string;
      slugHint: string;
      published: string;
      publishedHint: string;
      removeImage: string;
    };
}

export const adminNews: Bilingual<AdminNewsCopy> = {
  vi: {
    title: "Tin tức",
    intro:
      "Tin đã đăng hiển thị ở trang Tin tức, mỗi tin có trang riêng, và ba tin mới nhất ở mục “Hoạt động gần đây” của trang chủ. Bản nháp chỉ nhân viên xem được.",
    add: "Viết tin mới",
    loading: "Đang tải tin tức…",
    loadFailed: "Không tải được danh sách tin.",
    empty: "Chưa có tin nào. Trang chủ đang ẩn mục “Hoạt động gần đây”.",
    table: {
      caption: "Danh sách tin",
      name: "Tiêu đề",
      date: "Ngày đăng",
      state: "Trạng thái",
      actions: "Thao tác",
      published: "Đã đăng",
      draft: "Bản nháp",
      view: "Xem trang",
      edit: "Sửa",
      delete: "Xóa",
    },
    form: {
      addTitle: "Viết tin mới",
      editTitle: "Sửa tin",
      titleVi: "Tiêu đề (tiếng Việt)",
      titleEn: "Tiêu đề (tiếng Anh)",
      summaryVi: "Tóm tắt (tiếng Việt)",
      summaryEn: "Tóm tắt (tiếng Anh)",
      summaryHint: "Một hoặc hai câu; hiển thị ở trang chủ, danh sách tin và kết quả tìm kiếm.",
      bodyVi: "Nội dung (tiếng Việt)",
      bodyEn: "Nội dung (tiếng Anh)",
      bodyHint:
        "Tiêu đề, danh sách, trích dẫn, chữ đậm, nghiêng và liên kết; dán từ “Word” hoặc “Google Docs” giữ bố cục, bỏ định dạng màu chữ và phông.",
      date: "Ngày đăng",
      slug: "Địa chỉ trang",
      slugHint: "Để trống để tạo từ tiêu đề tiếng Việt; chỉ gồm chữ thường không dấu, số và dấu gạch ngang.",
      published: "Đăng lên website",
      publishedHint: "Bỏ chọn để lưu thành bản nháp.",
      image: "Ảnh minh họa",
      imageHint: "Không bắt buộc. JPG, PNG, GIF hoặc WebP, tối đa 5 MB; ảnh được tải lên ngay khi chọn.",
      noImage: "Không có ảnh",
      preview: "Xem trước ảnh minh họa",
      removeImage: "Bỏ ảnh",
      saveFailed: "Không lưu được tin.",
    },
    remove: {
      title: "Xóa tin?",
      message: "Tin “{{name}}” và trang của tin sẽ bị xóa khỏi website. Không thể hoàn tác.",
      failed: "Không xóa được tin.",
    },
  },
  en: {
    title: "News",
    intro:
      "Published items are listed on the news page, each with its own page, and the three latest appear under “Recent activities” on the home page. Drafts are seen by staff only.",
    add: "Write a news item",
    loading: "Loading the news…",
    loadFailed: "Could not load the news.",
    empty: "No news yet. The home page hides its “Recent activities” section.",
    table: {
      caption: "News items",
      name: "Title",
      date: "Date",
      state: "State",
      actions: "Actions",
      published: "Published",
      draft: "Draft",
      view: "View page",
      edit: "Edit",
      delete: "Delete",
    },
    form: {
      addTitle: "Write a news item",
      editTitle: "Edit news item",
      titleVi: "Title (Vietnamese)",
      titleEn: "Title (English)",
      summaryVi: "Summary (Vietnamese)",
      summaryEn: "Summary (English)",
      summaryHint: "One or two sentences; shown on the home page, the news list and in search results.",
      bodyVi: "Text (Vietnamese)",
      bodyEn: "Text (English)",
      bodyHint:
        "Headings, lists, quotes, bold, italic and links; pasting from “Word” or “Google Docs” keeps the structure and drops colours and fonts.",
      date: "Date",
      slug: "Page address",
      slugHint:
        "Leave empty to make it from the Vietnamese title; lower-case letters without marks, digits and hyphens.",
      published: "Published on the website",
      publishedHint: "Untick to keep it as a draft.",
      image: "Picture",
      imageHint: "Optional. JPG, PNG, GIF or WebP, up to 5 MB; uploaded as soon as you choose it.",
      noImage: "No picture",
      preview: "Preview of the picture",
      removeImage: "Remove picture",
      saveFailed: "The news item was not saved.",
    },
    remove: {
      title: "Delete news item?",
      message: "“{{name}}” and its page will be removed from the website. This cannot be undone.",
      failed: "The news item could not be deleted.",
    },
  },
};
