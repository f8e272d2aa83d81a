import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// the admin Projects screen (/admin/projects); toasts and the confirmation are SPEC.md section 8

interface AdminProjectsCopy {
  title: string;
  intro: string;
  addProject: string;
  searchLabel: string;
  searchPlaceholder: string;
  itemsLabel: Text;
  loading: string;
  empty: string;
  noMatches: string;
  table: {
    caption: string;
    project: string;
    location: string;
    status: string;
    order: string;
    actions: string;
  };
  rowActions: {
    activate: string;
    deactivate: string;
    activateLabel: string;
    deactivateLabel: string;
    viewPage: string;
    viewPageLabel: string;
    hiddenPage: string;
  };
  form: {
    addTitle: string;
    editTitle: string;
    title: string;
    titleVi: string;
    location: string;
    locationVi: string;
    description: string;
    descriptionVi: string;
    services: string;
    servicesVi: string;
    servicesHint: string;
    displayOrder: string;
    displayOrderHint: string;
    status: string;
    slug: string;
    slugRules: string;
    slugEmpty: string;
    slugFromTitle: string;
    slugRedirect: string;
    image: string;
    imageHint: string;
    imageAlt: string;
    imageAltVi: string;
    imageAltHint: string;
    imageTooLarge: string;
    imageUnsupported: string;
    removeImage: string;
    noImage: string;
    previewAlt: string;
    create: string;
    uploading: string;
  };
  deleteDialog: { title: string; message: string };
  toast: {
    fetchFailed: string;
    fetchError: string;
    uploadFailed: string;
    saveFailed: string;
    created: string;
    updated: string;
    activated: string;
    deactivated: string;
    statusFailed: string;
    deleted: string;
    deleteFailed: string;
  };
}

export const adminProjects: Bilingual<AdminProjectsCopy> = {
  vi: {
    title: "Quản lý dự án",
    intro: "Các dự án đang hoạt động được hiển thị ngay trên trang Dự án công khai, theo thứ tự hiển thị.",
    addProject: "Thêm dự án",
    searchLabel: "Tìm dự án",
    searchPlaceholder: "Tìm theo tên hoặc địa điểm…",
    itemsLabel: "dự án",
    loading: "Đang tải danh sách dự án…",
    empty: "Chưa có dự án nào. Hãy bấm “Thêm dự án” để tạo dự án đầu tiên.",
    noMatches: "Không có dự án nào khớp với “{{query}}”.",
    table: {
      caption: "Danh sách dự án",
      project: "Dự án",
      location: "Địa điểm",
      status: "Trạng thái",
      order: "Thứ tự",
      actions: "Thao tác",
    },
    rowActions: {
      activate: "Kích hoạt",
      deactivate: "Ngừng hiển thị",
      activateLabel: "Kích hoạt dự án {{title}}",
      deactivateLabel: "Ngừng hiển thị dự án {{title}}",
      viewPage: "Xem trang",
      viewPageLabel: "dự án {{title}}, mở trong thẻ mới",
      hiddenPage: "Trang đang ẩn",
    },
    form: {
      addTitle: "Thêm dự án",
      editTitle: "Sửa dự án",
      title: "Tên dự án (tiếng Anh)",
      titleVi: "Tên dự án (tiếng Việt)",
      location: "Địa điểm (tiếng Anh)",
      locationVi: "Địa điểm (tiếng Việt)",
      description: "Mô tả (tiếng Anh)",
      descriptionVi: "Mô tả (tiếng Việt)",
      services: "Dịch vụ đã cung cấp (tiếng Anh)",
      servicesVi: "Dịch vụ đã cung cấp (tiếng Việt)",
      servicesHint: "Ví dụ: Thiết kế, thi công, bảo trì",
      displayOrder: "Thứ tự hiển thị",
      displayOrderHint: "Số nhỏ hơn được hiển thị trước.",
      status: "Trạng thái",
      slug: "Địa chỉ trang (slug)",
      slugRules: "Chữ thường không dấu, chữ số và dấu gạch ngang; một địa chỉ dùng cho cả hai ngôn ngữ.",
      slugEmpty: "Để trống thì địa chỉ được tạo từ tên tiếng Việt.",
      slugFromTitle: "Địa chỉ tự đi theo tên tiếng Việt cho đến khi được nhập riêng.",
      slugRedirect: "Địa chỉ cũ {{old}} sẽ tự chuyển đến địa chỉ mới, nên các liên kết đã chia sẻ vẫn dùng được.",
      image: "Ảnh dự án",
      imageHint: "PNG, JPG hoặc GIF, tối đa 5 MB",
      imageAlt: "Mô tả ảnh (tiếng Anh)",
      imageAltVi: "Mô tả ảnh (tiếng Việt)",
      imageAltHint: "Cho người dùng trình đọc màn hình và công cụ tìm kiếm. Để trống thì dùng tên dự án.",
      imageTooLarge: "Tệp này lớn hơn 5 MB. Vui lòng chọn ảnh nhỏ hơn.",
      imageUnsupported: "Chỉ chấp nhận ảnh PNG, JPG, GIF hoặc WebP.",
      removeImage: "Gỡ ảnh",
      noImage: "Chưa có ảnh",
      previewAlt: "Xem trước ảnh dự án",
      create: "Tạo dự án",
      uploading: "Đang tải ảnh lên…",
    },
    deleteDialog: {
      title: "Xóa dự án",
      message: "Xóa dự án này? Thao tác này không thể hoàn tác.",
    },
    toast: {
      fetchFailed: "Không tải được danh sách dự án",
      fetchError: "Lỗi khi tải danh sách dự án",
      uploadFailed: "Không tải được ảnh lên",
      saveFailed: "Không lưu được dự án",
      created: "Đã tạo dự án thành công",
      updated: "Đã cập nhật dự án thành công",
      activated: "Đã kích hoạt dự án thành công",
      deactivated: "Đã ngừng hiển thị dự án thành công",
      statusFailed: "Không cập nhật được trạng thái dự án",
      deleted: "Đã xóa dự án thành công",
      deleteFailed: "Không xóa được dự án",
    },
  },
  en: {
    title: "Projects",
    intro: "Active projects appear on the public projects page straight away, in their display order.",
    addProject: "Add project",
    searchLabel: "Search projects",
    searchPlaceholder: "Search by title or location…",
    itemsLabel: { one: "project", other: "projects" },
    loading: "Loading projects…",
    empty: "No projects yet. Use “Add project” to create the first one.",
    noMatches: "No projects match “{{query}}”.",
    table: {
      caption: "Projects",
      project: "Project",
      location: "Location",
      status: "Status",
      order: "Order",
      actions: "Actions",
    },
    rowActions: {
      activate: "Activate",
      deactivate: "Deactivate",
      activateLabel: "Activate project {{title}}",
      deactivateLabel: "Deactivate project {{title}}",
      viewPage: "View page",
      viewPageLabel: "project {{title}}, opens in a new tab",
      hiddenPage: "Page hidden",
    },
    form: {
      addTitle: "Add project",
      editTitle: "Edit project",
      title: "Title (English)",
      titleVi: "Title (Vietnamese)",
      location: "Location (English)",
      locationVi: "Location (Vietnamese)",
      description: "Description (English)",
      descriptionVi: "Description (Vietnamese)",
      services: "Services provided (English)",
      servicesVi: "Services provided (Vietnamese)",
      servicesHint: "For example: design, installation, maintenance",
      displayOrder: "Display order",
      displayOrderHint: "Lower numbers are shown first.",
      status: "Status",
      slug: "Page address (slug)",
      slugRules: "Lower-case letters without accents, digits and hyphens; one address serves both languages.",
      slugEmpty: "Leave it empty to make it from the Vietnamese title.",
      slugFromTitle: "The address follows the Vietnamese title until you type one of your own.",
      slugRedirect: "The old address {{old}} will lead to the new one, so links already shared keep working.",
      image: "Project image",
      imageHint: "PNG, JPG or GIF, up to 5 MB",
      imageAlt: "Image description (English)",
      imageAltVi: "Image description (Vietnamese)",
      imageAltHint: "For screen readers and search engines. Leave it empty to use the project's title.",
      imageTooLarge: "This file is larger than 5 MB. Please choose a smaller image.",
      imageUnsupported: "Only PNG, JPG, GIF or WebP images are accepted.",
      removeImage: "Remove image",
      noImage: "No image yet",
      previewAlt: "Preview of the project image",
      create: "Create project",
      uploading: "Uploading image…",
    },
    deleteDialog: {
      title: "Delete project",
      message: "Delete this project? This cannot be undone.",
    },
    toast: {
      fetchFailed: "Failed to fetch projects",
      fetchError: "Error fetching projects",
      uploadFailed: "Failed to upload image",
      saveFailed: "Failed to save project",
      created: "Project created successfully",
      updated: "Project updated successfully",
      activated: "Project activated successfully",
      deactivated: "Project deactivated successfully",
      statusFailed: "Failed to update project status",
      deleted: "Project deleted successfully",
      deleteFailed: "Failed to delete project",
    },
  },
};
