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
  };
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
      contact: "Tin nhắn liên hệ",
      business_category: "Lĩnh vực kinh doanh",
      tools_category: "Nhóm thiết bị",
      tools_company: "Hãng sản xuất",
      tool: "Thiết bị",
      certificate: "Chứng chỉ",
      news: "Tin tức",
      settings: "Cài đặt công ty",
    },
    actions: {
      login: "Đăng nhập",
      login_failed: "Đăng nhập thất bại",
      create: "Tạo mới",
      update: "Cập nhật",
      status: "Đổi trạng thái",
      delete: "Xóa",
    },
    values: {
      read: "Đã đọc",
      unread: "Chưa đọc",
      active: "Đang hoạt động",
      inactive: "Ngừng hoạt động",
      admin: "Quản trị viên",
      superAdmin: "Quản trị cấp cao",
    },
  },
  en: {
    title: "Audit trail",
    intro:
      "Every login and every change staff made: who, when, what and from which address. Entries cannot be edited or deleted. Times are Vietnam time.",
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
      contact: "Contact message",
      business_category: "Business category",
      tools_category: "Tool category",
      tools_company: "Tool manufacturer",
      tool: "Tool",
      certificate: "Certificate",
      news: "News",
      settings: "Company settings",
    },
    actions: {
      login: "Login",
      login_failed: "Failed login",
      create: "Created",
      update: "Updated",
      status: "Status changed",
      delete: "Deleted",
    },
    values: {
      read: "Read",
      unread: "Unread",
      active: "Active",
      inactive: "Inactive",
      admin: "Admin",
      superAdmin: "Super Admin",
    },
  },
};
