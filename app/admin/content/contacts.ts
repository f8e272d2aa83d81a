import type { LeadStage } from "../../../contract/constants.ts";
import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// texts of the back office's contact messages screen (/admin/contacts)

interface AdminContactsCopy {
  title: string;
  intro: string;
  stats: {
    heading: string;
    total: string;
    unread: string;
    read: string;
    thisWeek: string;
    thisWeekDetail: string;
  };
  list: {
    heading: string;
    searchLabel: string;
    searchPlaceholder: string;
    filterLabel: string;
    filters: { all: string; unread: string; read: string };
    loading: string;
    empty: string;
    emptyFiltered: string;
    showing: Text;
    loadMore: string;
    loadingMore: string;
    badgeNew: string;
    badgeJustIn: string;
  };
  markAllRead: string;
  markingAllRead: string;
  exportCsv: string;
  exporting: string;
  exportFailed: string;
  notifications: {
    button: string;
    buttonWithCount: Text;
    heading: string;
    markAllSeen: string;
    empty: string;
  };
  detail: {
    title: string;
    name: string;
    status: string;
    email: string;
    phone: string;
    submitted: string;
    // the privacy policy the sender accepted: {version} its day, {time} when
    consent: string;
    consentGiven: string;
    consentNone: string;
    message: string;
    markRead: string;
    markUnread: string;
    updating: string;
    delete: string;
  };
  confirmDelete: { title: string; message: string; confirm: string };
  // the message as a lead: its stage, owner, next step and value (issue 23)
  lead: {
    heading: string;
    stage: string;
    stages: Record<LeadStage, string>;
    owner: string;
    nobody: string;
    nextAction: string;
    overdue: string;
    value: string;
    valueHint: string;
    save: string;
    saving: string;
    saved: string;
    saveFailed: string;
    ownersFailed: string;
    filterStage: string;
    allStages: string;
    filterOwner: string;
    everyone: string;
    overdueOnly: string;
  };
  toast: {
    fetchFailed: string;
    statsFailed: string;
    updateFailed: string;
    deleteFailed: string;
    markAllFailed: string;
    markedRead: string;
    markedUnread: string;
    deleted: string;
    allRead: string;
  };
  desktop: { title: string; body: Text };
}

export const adminContacts: Bilingual<AdminContactsCopy> = {
  vi: {
    title: "Tin nhắn liên hệ",
    intro: "Các tin nhắn khách hàng gửi qua biểu mẫu liên hệ trên trang web.",
    stats: {
      heading: "Tổng quan tin nhắn",
      total: "Tổng số tin nhắn",
      unread: "Chưa đọc",
      read: "Đã đọc",
      thisWeek: "Tuần này",
      thisWeekDetail: "Trong 7 ngày qua",
    },
    list: {
      heading: "Danh sách tin nhắn",
      searchLabel: "Tìm tin nhắn",
      searchPlaceholder: "Tên, e-mail, số điện thoại hoặc nội dung",
      filterLabel: "Lọc theo trạng thái",
      filters: { all: "Tất cả", unread: "Chưa đọc", read: "Đã đọc" },
      loading: "Đang tải tin nhắn…",
      empty: "Chưa có tin nhắn liên hệ nào.",
      emptyFiltered: "Không có tin nhắn nào khớp với tìm kiếm hoặc bộ lọc.",
      showing: "Hiển thị {{shown}} trong {{total}} tin nhắn",
      loadMore: "Xem thêm",
      loadingMore: "Đang tải thêm…",
      badgeNew: "Mới",
      badgeJustIn: "Vừa đến",
    },
    markAllRead: "Đánh dấu tất cả đã đọc",
    markingAllRead: "Đang đánh dấu…",
    exportCsv: "Xuất CSV",
    exporting: "Đang xuất…",
    exportFailed: "Không xuất được danh sách tin nhắn. Vui lòng thử lại.",
    notifications: {
      button: "Thông báo",
      buttonWithCount: "Thông báo: {{count}} tin nhắn mới",
      heading: "Tin nhắn mới",
      markAllSeen: "Đánh dấu tất cả đã xem",
      empty: "Không có tin nhắn mới.",
    },
    detail: {
      title: "Chi tiết tin nhắn",
      name: "Họ tên",
      status: "Trạng thái",
      email: "E-mail",
      phone: "Số điện thoại",
      submitted: "Ngày gửi",
      consent: "Đồng ý bảo mật",
      consentGiven: "Chính sách bảo mật bản ngày {{version}}, lúc {{time}}",
      consentNone: "Không ghi nhận (tin gửi trước khi biểu mẫu hỏi)",
      message: "Nội dung",
      markRead: "Đánh dấu đã đọc",
      markUnread: "Đánh dấu chưa đọc",
      updating: "Đang cập nhật…",
      delete: "Xóa",
    },
    confirmDelete: {
      title: "Xóa tin nhắn",
      message: "Xóa tin nhắn liên hệ này? Thao tác này không thể hoàn tác.",
      confirm: "Xóa tin nhắn",
    },
    lead: {
      heading: "Khách hàng tiềm năng",
      stage: "Giai đoạn",
      stages: {
        new: "Mới",
        contacted: "Đã liên hệ",
        quoted: "Đã báo giá",
        won: "Thành công",
        lost: "Không thành",
        spam: "Thư rác",
      },
      owner: "Người phụ trách",
      nobody: "Chưa giao",
      nextAction: "Ngày xử lý tiếp",
      overdue: "Quá hạn",
      value: "Giá trị ước tính (VND)",
      valueHint: "Số tiền nguyên, ví dụ 1.250.000.000.",
      save: "Lưu",
      saving: "Đang lưu…",
      saved: "Đã cập nhật khách hàng tiềm năng",
      saveFailed: "Chưa lưu được thay đổi.",
      ownersFailed: "Không tải được danh sách nhân viên.",
      filterStage: "Giai đoạn",
      allStages: "Mọi giai đoạn",
      filterOwner: "Người phụ trách",
      everyone: "Tất cả mọi người",
      overdueOnly: "Chỉ việc quá hạn",
    },
    toast: {
      fetchFailed: "Không tải được danh sách liên hệ",
      statsFailed: "Không tải được thống kê tin nhắn",
      updateFailed: "Không cập nhật được tin nhắn liên hệ",
      deleteFailed: "Không xóa được tin nhắn liên hệ",
      markAllFailed: "Không đánh dấu được tất cả là đã đọc",
      markedRead: "Đã đánh dấu tin nhắn là đã đọc",
      markedUnread: "Đã đánh dấu tin nhắn là chưa đọc",
      deleted: "Đã xóa tin nhắn liên hệ",
      allRead: "Đã đánh dấu tất cả tin nhắn là đã đọc",
    },
    desktop: {
      title: "Tin nhắn liên hệ",
      body: "Đã nhận {{count}} tin nhắn liên hệ mới",
    },
  },
  en: {
    title: "Contact messages",
    intro: "Messages customers sent through the website's contact form.",
    stats: {
      heading: "Message overview",
      total: "Total messages",
      unread: "Unread",
      read: "Read",
      thisWeek: "This week",
      thisWeekDetail: "In the last 7 days",
    },
    list: {
      heading: "Messages",
      searchLabel: "Search messages",
      searchPlaceholder: "Name, e-mail, phone or message",
      filterLabel: "Filter by status",
      filters: { all: "All", unread: "Unread", read: "Read" },
      loading: "Loading messages…",
      empty: "No contact messages yet.",
      emptyFiltered: "No messages match your search or filter.",
      showing: { one: "Showing {{shown}} of 1 message", other: "Showing {{shown}} of {{total}} messages" },
      loadMore: "Load more",
      loadingMore: "Loading more…",
      badgeNew: "New",
      badgeJustIn: "Just in",
    },
    markAllRead: "Mark all as read",
    markingAllRead: "Marking…",
    exportCsv: "Export CSV",
    exporting: "Exporting…",
    exportFailed: "The messages could not be exported. Please try again.",
    notifications: {
      button: "Notifications",
      buttonWithCount: { one: "Notifications: 1 new message", other: "Notifications: {{count}} new messages" },
      heading: "New messages",
      markAllSeen: "Mark all as seen",
      empty: "No new messages.",
    },
    detail: {
      title: "Contact message",
      name: "Name",
      status: "Status",
      email: "E-mail",
      phone: "Phone",
      submitted: "Submitted",
      consent: "Privacy consent",
      consentGiven: "Privacy policy of {{version}}, at {{time}}",
      consentNone: "Not recorded (sent before the form asked)",
      message: "Message",
      markRead: "Mark as read",
      markUnread: "Mark as unread",
      updating: "Updating…",
      delete: "Delete",
    },
    confirmDelete: {
      title: "Delete message",
      message: "Delete this contact message? This cannot be undone.",
      confirm: "Delete message",
    },
    lead: {
      heading: "Lead",
      stage: "Stage",
      stages: { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost", spam: "Spam" },
      owner: "Owner",
      nobody: "Nobody",
      nextAction: "Next step on",
      overdue: "Overdue",
      value: "Estimated value (VND)",
      valueHint: "A whole amount, e.g. 1,250,000,000.",
      save: "Save",
      saving: "Saving…",
      saved: "Lead updated",
      saveFailed: "The changes were not saved.",
      ownersFailed: "The staff list could not be loaded.",
      filterStage: "Stage",
      allStages: "All stages",
      filterOwner: "Owner",
      everyone: "Everyone",
      overdueOnly: "Overdue only",
    },
    toast: {
      fetchFailed: "Failed to fetch contacts",
      statsFailed: "Failed to load contact statistics",
      updateFailed: "Failed to update contact",
      deleteFailed: "Failed to delete contact",
      markAllFailed: "Failed to mark all as read",
      markedRead: "Message marked as read",
      markedUnread: "Message marked as unread",
      deleted: "Contact deleted successfully",
      allRead: "All messages marked as read",
    },
    desktop: {
      title: "Contact messages",
      body: { one: "1 new contact message received", other: "{{count}} new contact messages received" },
    },
  },
};
