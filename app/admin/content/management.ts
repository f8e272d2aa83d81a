import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// texts of the reference catalogues screen (/admin/management)

export interface CatalogueCopy {
  label: string;
  intro: string;
  add: string;
  addTitle: string;
  editTitle: string;
  caption: string;
  empty: string;
  loadFailed: string;
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
  confirmDelete: string;
}

interface AdminManagementCopy {
  title: string;
  intro: string;
  tabsLabel: string;
  count: Text;
  catalogues: {
    businessCategories: CatalogueCopy;
    toolsCategories: CatalogueCopy;
    toolsCompanies: CatalogueCopy;
    tools: CatalogueCopy;
  };
  columns: {
    name: string;
    description: string;
    logo: string;
    category: string;
    company: string;
    created: string;
    actions: string;
  };
  fields: {
    name: string;
    nameVi: string;
    description: string;
    descriptionVi: string;
    category: string;
    company: string;
    chooseCategory: string;
    chooseCompany: string;
    loadingOptions: string;
    noCategories: string;
    noCompanies: string;
    optionsFailed: string;
  };
  logo: {
    label: string;
    hint: string;
    remove: string;
    preview: string;
    alt: string;
    none: string;
    broken: string;
    brokenLabel: string;
    tooLarge: string;
    unsupported: string;
    uploading: string;
    uploadFailed: string;
    uploadNetworkError: string;
  };
  row: { edit: string; delete: string };
  noDescription: string;
  listFailed: string;
  retry: string;
  genericError: string;
}

export const adminManagement: Bilingual<AdminManagementCopy> = {
  vi: {
    title: "Quản lý danh mục",
    intro: "Cập nhật các danh mục tham chiếu: lĩnh vực kinh doanh, nhóm thiết bị, hãng sản xuất và thiết bị.",
    tabsLabel: "Các danh mục",
    count: "{{count}} mục",
    catalogues: {
      businessCategories: {
        label: "Lĩnh vực kinh doanh",
        intro: "Các lĩnh vực hoạt động mà công ty cung cấp cho khách hàng.",
        add: "Thêm lĩnh vực",
        addTitle: "Thêm lĩnh vực kinh doanh",
        editTitle: "Sửa lĩnh vực kinh doanh",
        caption: "Danh sách lĩnh vực kinh doanh",
        empty: "Chưa có lĩnh vực kinh doanh nào. Hãy thêm lĩnh vực đầu tiên.",
        loadFailed: "Không tải được danh sách lĩnh vực kinh doanh",
        created: "Đã tạo lĩnh vực kinh doanh",
        createFailed: "Không tạo được lĩnh vực kinh doanh",
        updated: "Đã cập nhật lĩnh vực kinh doanh",
        updateFailed: "Không cập nhật được lĩnh vực kinh doanh",
        deleted: "Đã xóa lĩnh vực kinh doanh",
        deleteFailed: "Không xóa được lĩnh vực kinh doanh",
        confirmDelete: "Xóa lĩnh vực kinh doanh này?",
      },
      toolsCategories: {
        label: "Nhóm thiết bị",
        intro: "Các nhóm dùng để phân loại thiết bị đo lường và thí nghiệm.",
        add: "Thêm nhóm thiết bị",
        addTitle: "Thêm nhóm thiết bị",
        editTitle: "Sửa nhóm thiết bị",
        caption: "Danh sách nhóm thiết bị",
        empty: "Chưa có nhóm thiết bị nào. Hãy thêm nhóm đầu tiên.",
        loadFailed: "Không tải được danh sách nhóm thiết bị",
        created: "Đã tạo nhóm thiết bị",
        createFailed: "Không tạo được nhóm thiết bị",
        updated: "Đã cập nhật nhóm thiết bị",
        updateFailed: "Không cập nhật được nhóm thiết bị",
        deleted: "Đã xóa nhóm thiết bị",
        deleteFailed: "Không xóa được nhóm thiết bị",
        confirmDelete: "Xóa nhóm thiết bị này?",
      },
      toolsCompanies: {
        label: "Hãng sản xuất",
        intro:
          "Các hãng sản xuất thiết bị mà công ty sử dụng. Hãng có logo được giới thiệu là thương hiệu đối tác trên trang Dịch vụ điện của website.",
        add: "Thêm hãng",
        addTitle: "Thêm hãng sản xuất",
        editTitle: "Sửa hãng sản xuất",
        caption: "Danh sách hãng sản xuất",
        empty: "Chưa có hãng sản xuất nào. Hãy thêm hãng đầu tiên.",
        loadFailed: "Không tải được danh sách hãng sản xuất",
        created: "Đã tạo hãng sản xuất",
        createFailed: "Không tạo được hãng sản xuất",
        updated: "Đã cập nhật hãng sản xuất",
        updateFailed: "Không cập nhật được hãng sản xuất",
        deleted: "Đã xóa hãng sản xuất",
        deleteFailed: "Không xóa được hãng sản xuất",
        confirmDelete: "Xóa hãng sản xuất này?",
      },
      tools: {
        label: "Thiết bị",
        intro:
          "Thiết bị và thiết bị thí nghiệm, mỗi thiết bị thuộc một nhóm và một hãng. Website liệt kê chúng trên trang chủ và trang Dịch vụ bảo trì, cùng ảnh nếu có.",
        add: "Thêm thiết bị",
        addTitle: "Thêm thiết bị",
        editTitle: "Sửa thiết bị",
        caption: "Danh sách thiết bị",
        empty: "Chưa có thiết bị nào. Hãy thêm thiết bị đầu tiên.",
        loadFailed: "Không tải được danh sách thiết bị",
        created: "Đã tạo thiết bị",
        createFailed: "Không tạo được thiết bị",
        updated: "Đã cập nhật thiết bị",
        updateFailed: "Không cập nhật được thiết bị",
        deleted: "Đã xóa thiết bị",
        deleteFailed: "Không xóa được thiết bị",
        confirmDelete: "Xóa thiết bị này?",
      },
    },
    columns: {
      name: "Tên",
      description: "Mô tả",
      logo: "Logo",
      category: "Nhóm thiết bị",
      company: "Hãng",
      created: "Ngày tạo",
      actions: "Thao tác",
    },
    fields: {
      name: "Tên (tiếng Anh)",
      nameVi: "Tên (tiếng Việt)",
      description: "Mô tả (tiếng Anh)",
      descriptionVi: "Mô tả (tiếng Việt)",
      category: "Nhóm thiết bị",
      company: "Hãng sản xuất",
      chooseCategory: "Chọn nhóm thiết bị",
      chooseCompany: "Chọn hãng sản xuất",
      loadingOptions: "Đang tải…",
      noCategories: "Chưa có nhóm thiết bị nào; hãy thêm một nhóm ở thẻ Nhóm thiết bị trước.",
      noCompanies: "Chưa có hãng sản xuất nào; hãy thêm một hãng ở thẻ Hãng sản xuất trước.",
      optionsFailed: "Không tải được danh sách nhóm thiết bị và hãng sản xuất",
    },
    logo: {
      label: "Logo",
      hint: "PNG, JPG, GIF hoặc WebP, tối đa 5 MB",
      remove: "Gỡ logo",
      preview: "Xem trước logo",
      alt: "Logo của {{name}}",
      none: "Không có logo",
      broken: "ERR",
      brokenLabel: "Không tải được logo",
      tooLarge: "Ảnh lớn hơn 5 MB. Hãy chọn ảnh nhỏ hơn.",
      unsupported: "Chỉ có thể tải lên ảnh PNG, JPG, GIF và WebP.",
      uploading: "Đang tải ảnh lên…",
      uploadFailed: "Không tải được ảnh lên",
      uploadNetworkError: "Lỗi mạng: không tải được ảnh lên",
    },
    row: { edit: "Sửa {{name}}", delete: "Xóa {{name}}" },
    noDescription: "Không có mô tả",
    listFailed: "Không tải được danh sách.",
    retry: "Thử lại",
    genericError: "Đã xảy ra lỗi",
  },
  en: {
    title: "Catalogue management",
    intro: "Keep the reference lists up to date: business categories, tool categories, tool manufacturers and tools.",
    tabsLabel: "Catalogues",
    count: { one: "{{count}} entry", other: "{{count}} entries" },
    catalogues: {
      businessCategories: {
        label: "Business categories",
        intro: "The fields of work the company offers its clients.",
        add: "Add business category",
        addTitle: "Add business category",
        editTitle: "Edit business category",
        caption: "Business categories",
        empty: "There are no business categories yet. Add the first one.",
        loadFailed: "Failed to load business categories",
        created: "Business category created successfully",
        createFailed: "Failed to create business category",
        updated: "Business category updated successfully",
        updateFailed: "Failed to update business category",
        deleted: "Business category deleted successfully",
        deleteFailed: "Failed to delete business category",
        confirmDelete: "Delete this business category?",
      },
      toolsCategories: {
        label: "Tool categories",
        intro: "The groups that sort the tools and test equipment.",
        add: "Add tool category",
        addTitle: "Add tool category",
        editTitle: "Edit tool category",
        caption: "Tool categories",
        empty: "There are no tool categories yet. Add the first one.",
        loadFailed: "Failed to load tool categories",
        created: "Tool category created successfully",
        createFailed: "Failed to create tool category",
        updated: "Tool category updated successfully",
        updateFailed: "Failed to update tool category",
        deleted: "Tool category deleted successfully",
        deleteFailed: "Failed to delete tool category",
        confirmDelete: "Delete this tool category?",
      },
      toolsCompanies: {
        label: "Tool manufacturers",
        intro:
          "The manufacturers of the tools and equipment the company works with. Companies with a logo are shown as brand partners on the website's electrical services page.",
        add: "Add tool manufacturer",
        addTitle: "Add tool manufacturer",
        editTitle: "Edit tool manufacturer",
        caption: "Tool manufacturers",
        empty: "There are no tool manufacturers yet. Add the first one.",
        loadFailed: "Failed to load tool manufacturers",
        created: "Tool manufacturer created successfully",
        createFailed: "Failed to create tool manufacturer",
        updated: "Tool manufacturer updated successfully",
        updateFailed: "Failed to update tool manufacturer",
        deleted: "Tool manufacturer deleted successfully",
        deleteFailed: "Failed to delete tool manufacturer",
        confirmDelete: "Delete this tool manufacturer?",
      },
      tools: {
        label: "Tools",
        intro:
          "Tools and test equipment, each in one category and made by one company. The website lists them on the home page and the maintenance services page, with their picture if they have one.",
        add: "Add tool",
        addTitle: "Add tool",
        editTitle: "Edit tool",
        caption: "Tools",
        empty: "There are no tools yet. Add the first one.",
        loadFailed: "Failed to load tools",
        created: "Tool created successfully",
        createFailed: "Failed to create tool",
        updated: "Tool updated successfully",
        updateFailed: "Failed to update tool",
        deleted: "Tool deleted successfully",
        deleteFailed: "Failed to delete tool",
        confirmDelete: "Delete this tool?",
      },
    },
    columns: {
      name: "Name",
      description: "Description",
      logo: "Logo",
      category: "Category",
      company: "Company",
      created: "Created",
      actions: "Actions",
    },
    fields: {
      name: "Name (English)",
      nameVi: "Name (Vietnamese)",
      description: "Description (English)",
      descriptionVi: "Description (Vietnamese)",
      category: "Tool category",
      company: "Tool manufacturer",
      chooseCategory: "Choose a tool category",
      chooseCompany: "Choose a tool manufacturer",
      loadingOptions: "Loading…",
      noCategories: "There are no tool categories yet; add one in the “Tool categories” tab first.",
      noCompanies: "There are no tool manufacturers yet; add one in the “Tool manufacturers” tab first.",
      optionsFailed: "Failed to load the tool categories and companies",
    },
    logo: {
      label: "Logo",
      hint: "PNG, JPG, GIF or WebP, up to 5 MB",
      remove: "Remove logo",
      preview: "Logo preview",
      alt: "Logo of {{name}}",
      none: "No logo",
      broken: "ERR",
      brokenLabel: "The logo could not be loaded",
      tooLarge: "The image is larger than 5 MB. Please choose a smaller one.",
      unsupported: "Only PNG, JPG, GIF and WebP images can be uploaded.",
      uploading: "Uploading image…",
      uploadFailed: "Failed to upload image",
      uploadNetworkError: "Network error: the image could not be uploaded",
    },
    row: { edit: "Edit {{name}}", delete: "Delete {{name}}" },
    noDescription: "No description",
    listFailed: "The list could not be loaded.",
    retry: "Try again",
    genericError: "An error occurred",
  },
};
