import type { Bilingual } from "../../lib/language.ts";
import type { ListCopy } from "./common.ts";

// the media library (/admin/media) and the picker every image field opens on it (issue 24)

interface AdminMediaCopy extends ListCopy {
  // {{count}} images
  count: { one: string; other: string };
  // "Showing 1 to 24 of 300 images"
  items: { one: string; other: string } | string;
  search: string;
  searchHint: string;
  unused: string;
  previous: string;
  next: string;
  // {{page}}, {{pages}}
  pageOf: string;
  tile: {
    // {{count}} places
    usedIn: { one: string; other: string };
    unused: string;
    noDescription: string;
  };
  form: ListCopy["form"] & {
    alt: string;
    altVi: string;
    altHint: string;
    usedBy: string;
    notUsed: string;
    uploadedBy: string;
    // {{name}}, {{date}}
    uploaded: string;
    unknownUploader: string;
    size: string;
  };
  types: Record<"project" | "news" | "certificate" | "tools_company" | "tool" | "page", string>;
  drop: {
    label: string;
    hint: string;
    choose: string;
    // {{name}}
    progress: string;
    done: string;
    failed: string;
    uploadsLabel: string;
  };
  picker: {
    open: string;
    title: string;
    // {{name}}
    pick: string;
    empty: string;
    loading: string;
    loadFailed: string;
  };
}

export const adminMedia: Bilingual<AdminMediaCopy> = {
  vi: {
    title: "Thư viện ảnh",
    intro:
      "Mọi ảnh đã tải lên, dùng chung cho dự án, tin tức, chứng chỉ, danh mục và các trang. Mô tả ảnh được dùng ở mọi nơi ảnh xuất hiện, trừ khi nơi đó có mô tả riêng. Chỉ xóa được ảnh không còn được dùng.",
    add: "Tải ảnh lên",
    loading: "Đang tải thư viện ảnh…",
    loadFailed: "Không tải được thư viện ảnh.",
    empty: "Không có ảnh nào.",
    count: { one: "{{count}} ảnh", other: "{{count}} ảnh" },
    items: "ảnh",
    search: "Tìm ảnh",
    searchHint: "Tên tệp hoặc mô tả, có dấu hoặc không dấu.",
    unused: "Chỉ ảnh chưa dùng",
    previous: "Trang trước",
    next: "Trang sau",
    pageOf: "Trang {{page}}/{{pages}}",
    tile: {
      usedIn: { one: "Đang dùng ở {{count}} nơi", other: "Đang dùng ở {{count}} nơi" },
      unused: "Chưa dùng",
      noDescription: "Chưa có mô tả",
    },
    table: { caption: "Thư viện ảnh", actions: "Thao tác", edit: "Sửa mô tả", delete: "Xóa" },
    form: {
      addTitle: "Tải ảnh lên",
      editTitle: "Mô tả ảnh",
      saveFailed: "Không lưu được mô tả ảnh.",
      alt: "Mô tả (tiếng Anh)",
      altVi: "Mô tả (tiếng Việt)",
      altHint:
        "Nói ảnh cho thấy gì, cho người dùng trình đọc màn hình và công cụ tìm kiếm. Để trống: tiêu đề của nơi dùng ảnh thay thế.",
      usedBy: "Đang dùng ở",
      notUsed: "Ảnh chưa được dùng ở đâu.",
      uploadedBy: "Người tải lên",
      uploaded: "Tải lên bởi {{name}}, ngày {{date}}",
      unknownUploader: "không rõ",
      size: "Kích thước",
    },
    types: {
      project: "Dự án",
      news: "Tin tức",
      certificate: "Chứng chỉ",
      tools_company: "Hãng sản xuất",
      tool: "Thiết bị",
      page: "Trang",
    },
    drop: {
      label: "Tải ảnh lên thư viện",
      hint: "Kéo và thả một hoặc nhiều ảnh vào đây, hoặc chọn tệp. JPG, PNG, GIF hoặc WebP, tối đa 5 MB mỗi ảnh.",
      choose: "Chọn ảnh",
      progress: "Đang tải lên {{name}}",
      done: "Đã tải lên",
      failed: "Không tải lên được",
      uploadsLabel: "Các ảnh đang tải lên",
    },
    picker: {
      open: "Chọn từ thư viện",
      title: "Chọn ảnh từ thư viện",
      pick: "Chọn ảnh {{name}}",
      empty: "Không có ảnh nào phù hợp.",
      loading: "Đang tải ảnh…",
      loadFailed: "Không tải được thư viện ảnh.",
    },
    remove: {
      title: "Xóa ảnh?",
      message: "Ảnh “{{name}}” và mọi kích thước của ảnh sẽ bị xóa vĩnh viễn.",
      failed: "Không xóa được ảnh.",
    },
  },
  en: {
    title: "Media library",
    intro:
      "Every image uploaded, shared by projects, news, certificates, catalogues and pages. An image's description is used wherever it appears, unless that place gives its own. Only images nothing uses can be deleted.",
    add: "Upload images",
    loading: "Loading the media library…",
    loadFailed: "Could not load the media library.",
    empty: "No images.",
    count: { one: "{{count}} image", other: "{{count}} images" },
    items: { one: "image", other: "images" },
    search: "Search images",
    searchHint: "A file name or a description, with or without Vietnamese marks.",
    unused: "Unused images only",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {{page}} of {{pages}}",
    tile: {
      usedIn: { one: "Used in {{count}} place", other: "Used in {{count}} places" },
      unused: "Not used",
      noDescription: "No description yet",
    },
    table: { caption: "Media library", actions: "Actions", edit: "Edit description", delete: "Delete" },
    form: {
      addTitle: "Upload images",
      editTitle: "Image description",
      saveFailed: "Could not save the image description.",
      alt: "Description (English)",
      altVi: "Description (Vietnamese)",
      altHint:
        "Say what the image shows, for screen reader users and search engines. Empty: the title of the place that shows it stands for it.",
      usedBy: "Used by",
      notUsed: "This image is not used anywhere.",
      uploadedBy: "Uploaded by",
      uploaded: "Uploaded by {{name}} on {{date}}",
      unknownUploader: "unknown",
      size: "Size",
    },
    types: {
      project: "Project",
      news: "News",
      certificate: "Certificate",
      tools_company: "Manufacturer",
      tool: "Tool",
      page: "Page",
    },
    drop: {
      label: "Upload images to the library",
      hint: "Drag and drop one or more images here, or choose files. JPG, PNG, GIF or WebP, at most 5 MB each.",
      choose: "Choose images",
      progress: "Uploading {{name}}",
      done: "Uploaded",
      failed: "Not uploaded",
      uploadsLabel: "Images being uploaded",
    },
    picker: {
      open: "Choose from library",
      title: "Choose an image from the library",
      pick: "Choose image {{name}}",
      empty: "No images match.",
      loading: "Loading images…",
      loadFailed: "Could not load the media library.",
    },
    remove: {
      title: "Delete image?",
      message: "The image “{{name}}” and all its sizes will be deleted for good.",
      failed: "Could not delete the image.",
    },
  },
};
