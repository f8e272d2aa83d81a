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
  count: string;
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
    intro: "Cập nhật các danh mục tham chiếu: lĩnh vực kinh doanh, nhóm công cụ, hãng sản xuất và công cụ.",
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
        confirmDelete: "Bạn có chắc chắn muốn xóa lĩnh vực kinh doanh này không?",
      },
      toolsCategories: {
        label: "Nhóm công cụ",
        intro: "Các nhóm dùng để phân loại công cụ và thiết bị thí nghiệm.",
        add: "Thêm nhóm công cụ",
        addTitle: "Thêm nhóm công cụ",
        editTitle: "Sửa nhóm công cụ",
        caption: "Danh sách nhóm công cụ",
        empty: "Chưa có nhóm công cụ nào. Hãy thêm nhóm đầu tiên.",
        loadFailed: "Không tải được danh sách nhóm công cụ",
        created: "Đã tạo nhóm công cụ",
        createFailed: "Không tạo được nhóm công cụ",
        updated: "Đã cập nhật nhóm công cụ",
        updateFailed: "Không cập nhật được nhóm công cụ",
        deleted: "Đã xóa nhóm công cụ",
        deleteFailed: "Không xóa được nhóm công cụ",
        confirmDelete: "Bạn có chắc chắn muốn xóa nhóm công cụ này không?",
      },
      toolsCompanies: {
        label: "Hãng công cụ",
        intro:
          "Các hãng sản xuất công cụ và thiết bị mà công ty sử dụng. Hãng có logo được giới thiệu là thương hiệu đối tác trên trang Dịch vụ điện của website.",
        add: "Thêm hãng",
        addTitle: "Thêm hãng công cụ",
        editTitle: "Sửa hãng công cụ",
        caption: "Danh sách hãng công cụ",
        empty: "Chưa có hãng công cụ nào. Hãy thêm hãng đầu tiên.",
        loadFailed: "Không tải được danh sách hãng công cụ",
        created: "Đã tạo hãng công cụ",
        createFailed: "Không tạo được hãng công cụ",
        updated: "Đã cập nhật hãng công cụ",
        updateFailed: "Không cập nhật được hãng công cụ",
        deleted: "Đã xóa hãng công cụ",
        deleteFailed: "Không xóa được hãng công cụ",
        confirmDelete: "Bạn có chắc chắn muốn xóa hãng công cụ này không?",
      },
      tools: {
        label: "Công cụ",
        intro:
          "Công cụ và thiết bị thí nghiệm, mỗi công cụ thuộc một nhóm và một hãng. Website liệt kê chúng trên trang chủ và trang Dịch vụ bảo trì, cùng ảnh nếu có.",
        add: "Thêm công cụ",
        addTitle: "Thêm công cụ",
        editTitle: "Sửa công cụ",
        caption: "Danh sách công cụ",
        empty: "Chưa có công cụ nào. Hãy thêm công cụ đầu tiên.",
        loadFailed: "Không tải được danh sách công cụ",
        created: "Đã tạo công cụ",
        createFailed: "Không tạo được công cụ",
        updated: "Đã cập nhật công cụ",
        updateFailed: "Không cập nhật được công cụ",
        deleted: "Đã xóa công cụ",
        deleteFailed: "Không xóa được công cụ",
        confirmDelete: "Bạn có chắc chắn muốn xóa công cụ này không?",
      },
    },
    columns: {
      name: "Tên",
      description: "Mô tả",
      logo: "Logo",
      category: "Nhóm công cụ",
      company: "Hãng",
      created: "Ngày tạo",
      actions: "Thao tác",
    },
    fields: {
      name: "Tên (tiếng Anh)",
      nameVi: "Tên (tiếng Việt)",
      description: "Mô tả (tiếng Anh)",
      descriptionVi: "Mô tả (tiếng Việt)",
      category: "Nhóm công cụ",
      company: "Hãng công cụ",
      chooseCategory: "Chọn nhóm công cụ",
      chooseCompany: "Chọn hãng công cụ",
      loadingOptions: "Đang tải…",
      noCategories: "Chưa có nhóm công cụ nào; hãy thêm một nhóm ở thẻ Nhóm công cụ trước.",
      noCompanies: "Chưa có hãng công cụ nào; hãy thêm một hãng ở thẻ Hãng công cụ trước.",
      optionsFailed: "Không tải được danh sách nhóm công cụ và hãng công cụ",
    },
    logo: {
      label: "Logo",
      hint: "PNG, JPG, GIF hoặc WebP, tối đa 5MB",
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
    intro: "Keep the reference lists up to date: business categories, tools categories, tools companies and tools.",
    tabsLabel: "Catalogues",
    count: "{{count}} entries",
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
        confirmDelete: "Are you sure you want to delete this business category?",
      },
      toolsCategories: {
        label: "Tools categories",
        intro: "The groups that sort the tools and test equipment.",
        add: "Add tools category",
        addTitle: "Add tools category",
        editTitle: "Edit tools category",
        caption: "Tools categories",
        empty: "There are no tools categories yet. Add the first one.",
        loadFailed: "Failed to load tools categories",
        created: "Tools category created successfully",
        createFailed: "Failed to create tools category",
        updated: "Tools category updated successfully",
        updateFailed: "Failed to update tools category",
        deleted: "Tools category deleted successfully",
        deleteFailed: "Failed to delete tools category",
        confirmDelete: "Are you sure you want to delete this tools category?",
      },
      toolsCompanies: {
        label: "Tools companies",
        intro:
          "The manufacturers of the tools and equipment the company works with. Companies with a logo are shown as brand partners on the website's electrical services page.",
        add: "Add tools company",
        addTitle: "Add tools company",
        editTitle: "Edit tools company",
        caption: "Tools companies",
        empty: "There are no tools companies yet. Add the first one.",
        loadFailed: "Failed to load tools companies",
        created: "Tools company created successfully",
        createFailed: "Failed to create tools company",
        updated: "Tools company updated successfully",
        updateFailed: "Failed to update tools company",
        deleted: "Tools company deleted successfully",
        deleteFailed: "Failed to delete tools company",
        confirmDelete: "Are you sure you want to delete this tools company?",
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
        confirmDelete: "Are you sure you want to delete this tool?",
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
      category: "Tools category",
      company: "Tools company",
      chooseCategory: "Choose a tools category",
      chooseCompany: "Choose a tools company",
      loadingOptions: "Loading…",
      noCategories: "There are no tools categories yet; add one in the Tools categories tab first.",
      noCompanies: "There are no tools companies yet; add one in the Tools companies tab first.",
      optionsFailed: "Failed to load the tools categories and companies",
    },
    logo: {
      label: "Logo",
      hint: "PNG, JPG, GIF or WebP up to 5MB",
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
      uploadNetworkError: "Network error: Failed to upload image",
    },
    row: { edit: "Edit {{name}}", delete: "Delete {{name}}" },
    noDescription: "No description",
    listFailed: "The list could not be loaded.",
    retry: "Try again",
    genericError: "An error occurred",
  },
};
