import type { AuditAction, AuditEntityType } from "../../../contract/audit.ts";
import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// the audit trail screen (/admin/audit, Super Admins) and the names the dashboard's Recent
// Activity shares with it

interface AdminAuditCopy {
  title: string;
  intro: string;
  forbidden: { title: string; text: string };
  loadFailed: string;
  filters: {
    heading: string;
    person: string;
    anyone: string;
    type: string;
    anyType: string;
    action: string;
    anyAction: string;
    from: string;
    to: string;
    clear: string;
  };
  table: {
    caption: string;
    time: string;
    person: string;
    action: string;
    record: string;
    changes: string;
    address: string;
    loading: string;
    empty: string;
    emptyFiltered: string;
    items: Text;
    unknownPerson: string;
    noChanges: string;
    count: Text;
    fields: string;
  };
  // names of the kinds of record, as a table cell or a filter choice
  types: Record<AuditEntityType, string>;
  actions: Record<AuditAction, string>;
  values: {
    read: string;
    unread: string;
    active: string;
    inactive: string;
    admin: string;
    superAdmin: string;
    sales: string;
  };
  // the label of each field a kind of record can change, as its form names it (the trail keeps
  // the column's name: "title_vi" reads "Tên dự án (tiếng Việt)"); a field missing here shows its
  // column's name
  fields: Record<AuditEntityType, Record<string, string>>;
}

export const adminAudit: Bilingual<AdminAuditCopy> = {
  vi: {
    title: "Nhật ký hoạt động",
    intro:
      "Mọi lần đăng nhập và mọi thay đổi của nhân viên: ai, lúc nào, làm gì và từ địa chỉ nào. Nhật ký không thể sửa hay xóa. Thời gian theo giờ Việt Nam.",
    forbidden: {
      title: "Không có quyền truy cập",
      text: "Chỉ Quản trị cấp cao mới được xem nhật ký hoạt động.",
    },
    loadFailed: "Không tải được nhật ký hoạt động",
    filters: {
      heading: "Lọc nhật ký",
      person: "Người thực hiện",
      anyone: "Tất cả mọi người",
      type: "Loại đối tượng",
      anyType: "Tất cả các loại",
      action: "Hành động",
      anyAction: "Tất cả hành động",
      from: "Từ ngày",
      to: "Đến ngày",
      clear: "Xóa bộ lọc",
    },
    table: {
      caption: "Nhật ký hoạt động, mới nhất trước",
      time: "Thời gian",
      person: "Người thực hiện",
      action: "Hành động",
      record: "Đối tượng",
      changes: "Thay đổi",
      address: "Địa chỉ IP",
      loading: "Đang tải nhật ký…",
      empty: "Chưa có hoạt động nào được ghi lại.",
      emptyFiltered: "Không có mục nào khớp với bộ lọc.",
      items: "mục",
      unknownPerson: "Không rõ",
      noChanges: "Không có trường nào thay đổi",
      count: "{{count}} mục",
      fields: "Các trường",
    },
    types: {
      user: "Người dùng",
      project: "Dự án",
      contact: "Khách hàng tiềm năng",
      business_category: "Lĩnh vực kinh doanh",
      tools_category: "Nhóm thiết bị",
      tools_company: "Hãng sản xuất",
      tool: "Thiết bị",
      certificate: "Chứng chỉ",
      news: "Tin tức",
      settings: "Cài đặt công ty",
      page: "Trang",
      redirect: "Chuyển hướng",
      media: "Ảnh trong thư viện",
      company: "Công ty khách hàng",
      person: "Người liên hệ",
    },
    actions: {
      login: "Đăng nhập",
      login_failed: "Đăng nhập thất bại",
      create: "Tạo mới",
      update: "Cập nhật",
      status: "Đổi trạng thái",
      delete: "Xóa",
      publish: "Xuất bản",
      schedule: "Hẹn giờ xuất bản",
      restore: "Khôi phục phiên bản",
    },
    values: {
      read: "Đã đọc",
      unread: "Chưa đọc",
      active: "Đang hoạt động",
      inactive: "Ngừng hoạt động",
      admin: "Quản trị viên",
      superAdmin: "Quản trị cấp cao",
      sales: "Kinh doanh",
    },
    fields: {
      user: {
        login_name: "Tên đăng nhập",
        user_name: "Họ và tên",
        email: "E-mail",
        password: "Mật khẩu",
        current_password: "Mật khẩu hiện tại",
        role: "Vai trò",
        status: "Trạng thái",
        session: "Phiên đăng nhập",
        sessions: "Các phiên đăng nhập",
        two_factor: "Xác thực hai lớp",
        recovery_codes: "Mã khôi phục",
        invitation: "Lời mời qua e-mail",
      },
      project: {
        title: "Tên dự án (tiếng Anh)",
        title_vi: "Tên dự án (tiếng Việt)",
        location: "Địa điểm (tiếng Anh)",
        location_vi: "Địa điểm (tiếng Việt)",
        description: "Mô tả (tiếng Anh)",
        description_vi: "Mô tả (tiếng Việt)",
        services_provided: "Dịch vụ đã cung cấp (tiếng Anh)",
        services_provided_vi: "Dịch vụ đã cung cấp (tiếng Việt)",
        status: "Trạng thái",
        display_order: "Thứ tự hiển thị",
        image_path: "Ảnh dự án",
        image_alt: "Mô tả ảnh (tiếng Anh)",
        image_alt_vi: "Mô tả ảnh (tiếng Việt)",
        slug: "Địa chỉ trang",
      },
      contact: {
        customer_name: "Họ tên",
        email: "E-mail",
        phone_number: "Số điện thoại",
        message: "Nội dung",
        status: "Trạng thái",
        stage: "Giai đoạn",
        assignee_id: "Người phụ trách",
        next_action_on: "Ngày xử lý tiếp",
        value_vnd: "Giá trị ước tính (VND)",
        company_id: "Công ty",
        person_id: "Người liên hệ",
        note: "Ghi chú",
        reply: "Thư trả lời",
        task: "Công việc",
        retention: "Hết thời hạn lưu trữ",
        erased: "Xóa dữ liệu theo yêu cầu của chủ thể dữ liệu",
      },
      business_category: {
        name: "Tên (tiếng Anh)",
        name_vi: "Tên (tiếng Việt)",
        description: "Mô tả (tiếng Anh)",
        description_vi: "Mô tả (tiếng Việt)",
      },
      tools_category: {
        name: "Tên (tiếng Anh)",
        name_vi: "Tên (tiếng Việt)",
        description: "Mô tả (tiếng Anh)",
        description_vi: "Mô tả (tiếng Việt)",
      },
      tools_company: {
        name: "Tên (tiếng Anh)",
        name_vi: "Tên (tiếng Việt)",
        description: "Mô tả (tiếng Anh)",
        description_vi: "Mô tả (tiếng Việt)",
        logo_path: "Logo",
      },
      tool: {
        name: "Tên (tiếng Anh)",
        name_vi: "Tên (tiếng Việt)",
        description: "Mô tả (tiếng Anh)",
        description_vi: "Mô tả (tiếng Việt)",
        tools_categories_id: "Nhóm thiết bị",
        tools_companies_id: "Hãng sản xuất",
        logo_path: "Logo",
      },
      certificate: {
        title: "Tên chứng chỉ (tiếng Anh)",
        title_vi: "Tên chứng chỉ (tiếng Việt)",
        issuer: "Đơn vị cấp (tiếng Anh)",
        issuer_vi: "Đơn vị cấp (tiếng Việt)",
        valid_until: "Hiệu lực đến",
        display_order: "Thứ tự hiển thị",
        visible: "Hiển thị trên website",
        image_path: "Ảnh chứng chỉ",
      },
      news: {
        title: "Tiêu đề (tiếng Anh)",
        title_vi: "Tiêu đề (tiếng Việt)",
        summary: "Tóm tắt (tiếng Anh)",
        summary_vi: "Tóm tắt (tiếng Việt)",
        body: "Nội dung (tiếng Anh)",
        body_vi: "Nội dung (tiếng Việt)",
        published_on: "Ngày đăng",
        image_path: "Ảnh minh họa",
        published: "Đăng lên website",
        slug: "Địa chỉ trang",
      },
      settings: {
        name: "Tên công ty",
        shortName: "Tên viết tắt",
        legalName: "Tên pháp lý",
        hotline: "Hotline",
        hotlineInternational: "Hotline dạng quốc tế",
        email: "E-mail",
        headOffice: "Trụ sở chính",
        transactionOffice: "Văn phòng giao dịch",
        warehouse: "Kho hàng",
        address: "Địa chỉ cho công cụ tìm kiếm",
        geo: "Tọa độ",
        hours: "Giờ làm việc",
        social: "Mạng xã hội",
        zaloUrl: "Liên kết Zalo",
        mapEmbedUrl: "Địa chỉ bản đồ nhúng",
        foundingYear: "Năm thành lập",
        figures: "Số liệu nổi bật",
        two_factor_required: "Bắt buộc xác thực hai lớp",
      },
      redirect: { from: "Địa chỉ cũ", to: "Địa chỉ mới", status: "Loại chuyển hướng" },
      company: {
        name: "Tên công ty",
        tax_code: "Mã số thuế",
        province: "Tỉnh/thành phố",
        address: "Địa chỉ",
        website: "Website",
        industry: "Ngành nghề",
        email_domain: "Tên miền thư",
        notes: "Ghi chú",
        merge: "Gộp vào",
      },
      person: {
        name: "Họ tên",
        position: "Chức vụ",
        email: "E-mail",
        phone: "Điện thoại",
        company_id: "Công ty",
        merge: "Gộp vào",
      },
      media: { alt: "Mô tả ảnh (tiếng Anh)", alt_vi: "Mô tả ảnh (tiếng Việt)" },
      page: {
        draft: "Bản nháp",
        published: "Nội dung đã xuất bản",
        publish_at: "Thời điểm xuất bản",
        version: "Phiên bản",
      },
    },
  },
  en: {
    title: "Audit trail",
    intro:
      "Every sign-in and every change staff made: who, when, what and from which address. Entries cannot be edited or deleted. Times are Vietnam time.",
    forbidden: {
      title: "Access denied",
      text: "Only a Super Admin can read the audit trail.",
    },
    loadFailed: "Failed to load the audit trail",
    filters: {
      heading: "Filter the trail",
      person: "Person",
      anyone: "Everyone",
      type: "Record type",
      anyType: "All types",
      action: "Action",
      anyAction: "All actions",
      from: "From",
      to: "To",
      clear: "Clear filters",
    },
    table: {
      caption: "Audit trail, newest first",
      time: "Time",
      person: "Person",
      action: "Action",
      record: "Record",
      changes: "Changes",
      address: "IP address",
      loading: "Loading the audit trail…",
      empty: "Nothing has been recorded yet.",
      emptyFiltered: "No entry matches these filters.",
      items: { one: "entry", other: "entries" },
      unknownPerson: "Unknown",
      noChanges: "No field changed",
      count: { one: "{{count}} record", other: "{{count}} records" },
      fields: "Fields",
    },
    types: {
      user: "User",
      project: "Project",
      contact: "Lead",
      business_category: "Business category",
      tools_category: "Tool category",
      tools_company: "Tool manufacturer",
      tool: "Tool",
      certificate: "Certificate",
      news: "News",
      settings: "Company settings",
      page: "Page",
      redirect: "Redirect",
      media: "Library image",
      company: "Customer company",
      person: "Contact person",
    },
    actions: {
      login: "Sign-in",
      login_failed: "Failed sign-in",
      create: "Created",
      update: "Updated",
      status: "Status changed",
      delete: "Deleted",
      publish: "Published",
      schedule: "Publish scheduled",
      restore: "Version restored",
    },
    values: {
      read: "Read",
      unread: "Unread",
      active: "Active",
      inactive: "Inactive",
      admin: "Admin",
      superAdmin: "Super Admin",
      sales: "Sales",
    },
    fields: {
      user: {
        login_name: "Username",
        user_name: "Full name",
        email: "E-mail",
        password: "Password",
        current_password: "Current password",
        role: "Role",
        status: "Status",
        session: "Session",
        sessions: "Sessions",
        two_factor: "Two-factor sign-in",
        recovery_codes: "Recovery codes",
        invitation: "Invitation by e-mail",
      },
      project: {
        title: "Title (English)",
        title_vi: "Title (Vietnamese)",
        location: "Location (English)",
        location_vi: "Location (Vietnamese)",
        description: "Description (English)",
        description_vi: "Description (Vietnamese)",
        services_provided: "Services provided (English)",
        services_provided_vi: "Services provided (Vietnamese)",
        status: "Status",
        display_order: "Display order",
        image_path: "Project image",
        image_alt: "Image description (English)",
        image_alt_vi: "Image description (Vietnamese)",
        slug: "Page address",
      },
      contact: {
        customer_name: "Name",
        email: "E-mail",
        phone_number: "Phone",
        message: "Message",
        status: "Status",
        stage: "Stage",
        assignee_id: "Owner",
        next_action_on: "Next step on",
        value_vnd: "Estimated value (VND)",
        company_id: "Company",
        person_id: "Contact person",
        note: "Note",
        reply: "Reply",
        task: "Task",
        retention: "Keeping time ended",
        erased: "Erased at the person's request",
      },
      business_category: {
        name: "Name (English)",
        name_vi: "Name (Vietnamese)",
        description: "Description (English)",
        description_vi: "Description (Vietnamese)",
      },
      tools_category: {
        name: "Name (English)",
        name_vi: "Name (Vietnamese)",
        description: "Description (English)",
        description_vi: "Description (Vietnamese)",
      },
      tools_company: {
        name: "Name (English)",
        name_vi: "Name (Vietnamese)",
        description: "Description (English)",
        description_vi: "Description (Vietnamese)",
        logo_path: "Logo",
      },
      tool: {
        name: "Name (English)",
        name_vi: "Name (Vietnamese)",
        description: "Description (English)",
        description_vi: "Description (Vietnamese)",
        tools_categories_id: "Tool category",
        tools_companies_id: "Tool manufacturer",
        logo_path: "Logo",
      },
      certificate: {
        title: "Title (English)",
        title_vi: "Title (Vietnamese)",
        issuer: "Issued by (English)",
        issuer_vi: "Issued by (Vietnamese)",
        valid_until: "Valid until",
        display_order: "Display order",
        visible: "Shown on the website",
        image_path: "Certificate image",
      },
      news: {
        title: "Title (English)",
        title_vi: "Title (Vietnamese)",
        summary: "Summary (English)",
        summary_vi: "Summary (Vietnamese)",
        body: "Text (English)",
        body_vi: "Text (Vietnamese)",
        published_on: "Date",
        image_path: "Picture",
        published: "Published on the website",
        slug: "Page address",
      },
      settings: {
        name: "Company name",
        shortName: "Short name",
        legalName: "Legal name",
        hotline: "Hotline",
        hotlineInternational: "Hotline, international form",
        email: "E-mail",
        headOffice: "Head office",
        transactionOffice: "Sales office",
        warehouse: "Warehouse",
        address: "Address for search engines",
        geo: "Map position",
        hours: "Office hours",
        social: "Social links",
        zaloUrl: "Zalo link",
        mapEmbedUrl: "Embedded map address",
        foundingYear: "Founding year",
        figures: "Key figures",
        two_factor_required: "Two-factor sign-in requirement",
      },
      redirect: { from: "Old address", to: "New address", status: "Kind of redirect" },
      company: {
        name: "Company name",
        tax_code: "Tax code",
        province: "Province",
        address: "Address",
        website: "Website",
        industry: "Industry",
        email_domain: "Mail domain",
        notes: "Notes",
        merge: "Merged into",
      },
      person: {
        name: "Name",
        position: "Position",
        email: "E-mail",
        phone: "Phone",
        company_id: "Company",
        merge: "Merged into",
      },
      media: { alt: "Description (English)", alt_vi: "Description (Vietnamese)" },
      page: {
        draft: "Draft",
        published: "Published content",
        publish_at: "Publish time",
        version: "Version",
      },
    },
  },
};
