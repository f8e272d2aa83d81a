import type { AuditAction } from "../../../contract/audit.ts";
import type { Bilingual } from "../../lib/language.ts";

// the back office's first screen (SPEC.md section 2 Admin, dashboard)

interface AdminDashboardCopy {
  welcome: string;
  today: string;
  subtitle: string;
  loadFailed: string;
  stats: {
    label: string;
    users: string;
    usersDetail: string;
    contacts: string;
    contactsDetail: string;
    projects: string;
    projectsDetail: string;
  };
  tabs: { label: string; overview: string; users: string; activity: string };
  overview: {
    leads: string;
    viewLeads: string;
    overdue: string;
    // the short list of leads under the counts (issue 35): everyone's, a Sales member's own, none
    nextUp: string;
    nextUpOwn: string;
    noOpenLeads: string;
    quickActions: string;
    createUser: string;
    manageProjects: string;
    viewContacts: string;
    systemStatus: string;
    database: string;
    api: string;
    website: string;
    // the shared limits' Redis: reachable, unreachable (each server counts alone) or not set up
    redis: string;
    redisUnreachable: string;
    notConfigured: string;
    unknown: string;
    online: string;
    offline: string;
    checking: string;
    checkedAt: string;
    recheck: string;
    // the e-mail notifications about new contact messages (GET /api/health/mail)
    mail: string;
    mailState: { ok: string; retrying: string; failing: string; off: string; unknown: string };
    mailCounts: string;
    mailLastError: string;
    mailOff: string;
  };
  users: {
    heading: string;
    search: string;
    searchPlaceholder: string;
    addUser: string;
  };
  activity: {
    heading: string;
    loading: string;
    empty: string;
    contactReceived: string;
    // a staff action from the audit trail: who, what, which kind of record, which record
    staff: Record<AuditAction, string>;
    someone: string;
  };
}

export const adminDashboard: Bilingual<AdminDashboardCopy> = {
  vi: {
    welcome: "Chào mừng trở lại, {{name}}!",
    today: "Hôm nay là {{date}}",
    subtitle: "Tổng quan nhanh về trang web và công việc quản trị.",
    loadFailed: "Không tải được dữ liệu bảng điều khiển",
    stats: {
      label: "Số liệu chính",
      users: "Tổng số người dùng",
      usersDetail: "{{count}} đang hoạt động",
      contacts: "Tổng số liên hệ",
      contactsDetail: "{{count}} chưa đọc",
      projects: "Tổng số dự án",
      projectsDetail: "{{count}} đang hiển thị",
    },
    tabs: {
      label: "Các mục của bảng điều khiển",
      overview: "Tổng quan",
      users: "Quản lý người dùng",
      activity: "Hoạt động gần đây",
    },
    overview: {
      leads: "Khách hàng tiềm năng đang mở",
      viewLeads: "Xem tin nhắn liên hệ",
      overdue: "Quá hạn xử lý",
      nextUp: "Cần xử lý trước",
      nextUpOwn: "Khách hàng của tôi cần xử lý trước",
      noOpenLeads: "Không có khách hàng tiềm năng nào cần xử lý.",
      quickActions: "Thao tác nhanh",
      createUser: "Tạo người dùng mới",
      manageProjects: "Quản lý dự án",
      viewContacts: "Xem liên hệ",
      systemStatus: "Trạng thái hệ thống",
      database: "Cơ sở dữ liệu",
      api: "Máy chủ API",
      website: "Trang web",
      redis: "Giới hạn dùng chung (Redis)",
      redisUnreachable:
        "Không kết nối được Redis: mỗi máy chủ tạm thời tự đếm giới hạn gửi liên hệ và đăng nhập cho đến khi Redis hoạt động trở lại.",
      notConfigured: "Chưa cấu hình",
      unknown: "Không xác định",
      online: "Trực tuyến",
      offline: "Ngoại tuyến",
      checking: "Đang kiểm tra…",
      checkedAt: "Kiểm tra lúc {{time}}",
      recheck: "Kiểm tra lại",
      mail: "E-mail thông báo",
      mailState: {
        ok: "Bình thường",
        retrying: "Đang gửi lại",
        failing: "Gửi thất bại",
        off: "Chưa cấu hình",
        unknown: "Không kiểm tra được",
      },
      mailCounts: "Chờ gửi: {{waiting}} · Thất bại: {{failed}}",
      mailLastError: "Lỗi gần nhất: {{error}}",
      mailOff: "Đặt SMTP_URL và NOTIFY_EMAIL_TO để nhận e-mail khi có tin nhắn liên hệ mới.",
    },
    users: {
      heading: "Quản lý người dùng",
      search: "Tìm người dùng",
      searchPlaceholder: "Tìm theo họ tên hoặc tên đăng nhập",
      addUser: "Thêm người dùng",
    },
    activity: {
      heading: "Hoạt động gần đây",
      loading: "Đang tải hoạt động…",
      empty: "Chưa có hoạt động nào.",
      contactReceived: "Tin nhắn liên hệ mới từ {{name}}",
      staff: {
        create: "{{actor}} đã tạo {{type}}: {{title}}",
        update: "{{actor}} đã cập nhật {{type}}: {{title}}",
        status: "{{actor}} đã đổi trạng thái {{type}}: {{title}}",
        delete: "{{actor}} đã xóa {{type}}: {{title}}",
        login: "{{actor}} đã đăng nhập",
        login_failed: "Đăng nhập thất bại với tên {{actor}}",
        publish: "{{actor}} đã xuất bản {{type}}: {{title}}",
        schedule: "{{actor}} đã hẹn giờ xuất bản {{type}}: {{title}}",
        restore: "{{actor}} đã khôi phục một phiên bản của {{type}}: {{title}}",
      },
      someone: "Một người không rõ",
    },
  },
  en: {
    welcome: "Welcome back, {{name}}!",
    today: "Today is {{date}}",
    subtitle: "A quick look at the website and the work in the back office.",
    loadFailed: "Failed to load dashboard data",
    stats: {
      label: "Key figures",
      users: "Total users",
      usersDetail: "{{count}} active",
      contacts: "Total contacts",
      contactsDetail: "{{count}} unread",
      projects: "Total projects",
      projectsDetail: "{{count}} active",
    },
    tabs: {
      label: "Dashboard sections",
      overview: "Overview",
      users: "User management",
      activity: "Recent activity",
    },
    overview: {
      leads: "Open leads",
      viewLeads: "Go to the contact messages",
      overdue: "Overdue",
      nextUp: "To work on first",
      nextUpOwn: "Your leads to work on first",
      noOpenLeads: "No open leads to work on.",
      quickActions: "Quick actions",
      createUser: "Create new user",
      manageProjects: "Manage projects",
      viewContacts: "View contacts",
      systemStatus: "System status",
      database: "Database",
      api: "API server",
      website: "Website",
      redis: "Shared limits (Redis)",
      redisUnreachable:
        "Redis cannot be reached: each server counts the contact form and login limits on its own until Redis is back.",
      notConfigured: "Not configured",
      unknown: "Unknown",
      online: "Online",
      offline: "Offline",
      checking: "Checking…",
      checkedAt: "Checked at {{time}}",
      recheck: "Check again",
      mail: "Notification e-mail",
      mailState: {
        ok: "OK",
        retrying: "Retrying",
        failing: "Failing",
        off: "Not configured",
        unknown: "Could not check",
      },
      mailCounts: "Waiting: {{waiting}} · Failed: {{failed}}",
      mailLastError: "Last error: {{error}}",
      mailOff: "Set SMTP_URL and NOTIFY_EMAIL_TO to be e-mailed about new contact messages.",
    },
    users: {
      heading: "User management",
      search: "Search users",
      searchPlaceholder: "Search by name or login name",
      addUser: "Add user",
    },
    activity: {
      heading: "Recent activity",
      loading: "Loading activity…",
      empty: "No activity yet.",
      contactReceived: "New contact message from {{name}}",
      staff: {
        create: "{{actor}} created {{type}}: {{title}}",
        update: "{{actor}} updated {{type}}: {{title}}",
        status: "{{actor}} changed the status of {{type}}: {{title}}",
        delete: "{{actor}} deleted {{type}}: {{title}}",
        login: "{{actor}} logged in",
        login_failed: "Failed login as {{actor}}",
        publish: "{{actor}} published {{type}}: {{title}}",
        schedule: "{{actor}} scheduled {{type}} to be published: {{title}}",
        restore: "{{actor}} restored a version of {{type}}: {{title}}",
      },
      someone: "Someone",
    },
  },
};
