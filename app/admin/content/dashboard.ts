import type { AuditAction } from "../../../contract/audit.ts";
import type { LaunchChecklistKey } from "../../../contract/launch-checklist.ts";
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
  // one's own tasks across the leads (issue 38): overdue, today's, the next seven days'
  myDay: {
    heading: string;
    overdue: string;
    today: string;
    week: string;
    // the new leads nobody has opened yet
    untouched: string;
    none: string;
    // {{lead}} the lead's customer, {{due}} the time
    meta: string;
  };
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
  // what still stands between the site and its launch (GET /api/launch-checklist, issue 35):
  // each item's text says what is not done; operator: who fixes it outside the back office
  launch: {
    heading: string;
    progress: string;
    ready: string;
    items: Record<LaunchChecklistKey, string>;
    operator: Partial<Record<LaunchChecklistKey, string>>;
  };
}

export const adminDashboard: Bilingual<AdminDashboardCopy> = {
  vi: {
    welcome: "Chào mừng trở lại, {{name}}!",
    today: "Hôm nay là {{date}}",
    myDay: {
      heading: "Việc của tôi",
      overdue: "Quá hạn",
      today: "Hôm nay",
      week: "7 ngày tới",
      untouched: "Khách hàng mới chưa ai mở",
      none: "Không có công việc hay khách hàng mới nào.",
      meta: "{{lead}} · {{due}}",
    },
    subtitle: "Tổng quan nhanh về website và công việc quản trị.",
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
      viewLeads: "Xem khách hàng tiềm năng",
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
      website: "Website",
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
      mailOff: "Đặt SMTP_URL và NOTIFY_EMAIL_TO để nhận e-mail khi có khách hàng tiềm năng mới.",
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
      contactReceived: "Khách hàng tiềm năng mới: {{name}}",
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
    launch: {
      heading: "Việc cần làm trước khi ra mắt",
      progress: "Đã xong {{done}}/{{total}}",
      ready: "Sẵn sàng ra mắt: đã xong mọi việc cần làm trước khi ra mắt.",
      items: {
        company_details: "Thông tin công ty vẫn là dữ liệu mẫu (tên, hotline, e-mail, địa chỉ)",
        privacy_policy: "Chính sách bảo mật vẫn là văn bản mẫu, chưa được rà soát và xuất bản",
        terms: "Điều khoản sử dụng vẫn là văn bản mẫu, chưa được rà soát và xuất bản",
        demo_content: "Dự án, tin tức hoặc chứng chỉ mẫu vẫn đang hiển thị trên website",
        pages: "Có trang nội dung chưa từng được chỉnh sửa kể từ khi cài đặt",
        share_image: "Trang chủ chưa có ảnh chia sẻ (ảnh hiện khi gửi liên kết qua Zalo, Facebook)",
        email: "Chưa cấu hình máy chủ e-mail: nhân viên không nhận được e-mail báo khách hàng tiềm năng mới",
        backup: "Chưa có bản sao lưu cơ sở dữ liệu nào trong 24 giờ qua",
        two_factor: "Chưa bắt buộc xác thực hai lớp khi đăng nhập",
      },
      operator: {
        email: "Người quản trị máy chủ đặt SMTP_URL và NOTIFY_EMAIL_TO.",
        backup: "Người quản trị máy chủ chạy npm run db:backup, nên đặt lịch hằng ngày.",
      },
    },
  },
  en: {
    welcome: "Welcome back, {{name}}!",
    today: "Today is {{date}}",
    myDay: {
      heading: "My day",
      overdue: "Overdue",
      today: "Today",
      week: "Next 7 days",
      untouched: "New leads nobody has opened",
      none: "No tasks and no new leads.",
      meta: "{{lead}} · {{due}}",
    },
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
      viewLeads: "Go to the leads",
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
        "Redis cannot be reached: each server counts the contact form and sign-in limits on its own until Redis is back.",
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
      mailOff: "Set SMTP_URL and NOTIFY_EMAIL_TO to be e-mailed about new leads.",
    },
    users: {
      heading: "User management",
      search: "Search users",
      searchPlaceholder: "Search by name or username",
      addUser: "Add user",
    },
    activity: {
      heading: "Recent activity",
      loading: "Loading activity…",
      empty: "No activity yet.",
      contactReceived: "New lead: {{name}}",
      staff: {
        create: "{{actor}} created {{type}}: {{title}}",
        update: "{{actor}} updated {{type}}: {{title}}",
        status: "{{actor}} changed the status of {{type}}: {{title}}",
        delete: "{{actor}} deleted {{type}}: {{title}}",
        login: "{{actor}} signed in",
        login_failed: "Failed sign-in as {{actor}}",
        publish: "{{actor}} published {{type}}: {{title}}",
        schedule: "{{actor}} scheduled {{type}} to be published: {{title}}",
        restore: "{{actor}} restored a version of {{type}}: {{title}}",
      },
      someone: "Someone",
    },
    launch: {
      heading: "Before launch",
      progress: "{{done}} of {{total}} done",
      ready: "Ready to launch: everything before launch is done.",
      items: {
        company_details: "The company's details are still placeholders (name, hotline, e-mail, address)",
        privacy_policy: "The privacy policy is still the template, not yet reviewed and published",
        terms: "The terms of use are still the template, not yet reviewed and published",
        demo_content: "Demo projects, news or certificates are still shown on the website",
        pages: "Some pages have never been edited since installation",
        share_image: "The home page has no share image (the picture Zalo and Facebook show with a link)",
        email: "No e-mail server is configured: staff are not e-mailed about new leads",
        backup: "No database backup in the last 24 hours",
        two_factor: "Two-factor sign-in is not required",
      },
      operator: {
        email: "The server's operator sets SMTP_URL and NOTIFY_EMAIL_TO.",
        backup: "The server's operator runs npm run db:backup, best on a daily schedule.",
      },
    },
  },
};
