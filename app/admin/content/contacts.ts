import type { Language, LeadStage } from "../../../contract/constants.ts";
import type { LEAD_EVENT_FIELDS } from "../../../contract/contact.ts";
import { LEAD_STAGE_NAMES } from "../../../contract/lead-stage-names.ts";
import { QUOTE_SERVICE_NAMES, type QuoteService } from "../../../contract/quote-options.ts";
import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// texts of the back office's contact messages screen (/admin/contacts)

// the replies staff start from, in the visitor's language (not the back office's): {{name}} the
// visitor's name, {{sender}} the staff member's
export const REPLY_TEMPLATES = ["thanks", "details", "quote", "blank"] as const;
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number];
export const replyTemplates: Bilingual<Record<ReplyTemplate, { subject: string; body: string }>> = {
  vi: {
    thanks: {
      subject: "Cảm ơn Quý khách đã liên hệ",
      body: "Kính gửi Quý khách {{name}},\n\nCảm ơn Quý khách đã liên hệ với chúng tôi qua website. Chúng tôi đã nhận được yêu cầu và sẽ liên hệ lại với Quý khách trong thời gian sớm nhất.\n\nTrân trọng,\n{{sender}}",
    },
    details: {
      subject: "Đề nghị bổ sung thông tin",
      body: "Kính gửi Quý khách {{name}},\n\nCảm ơn Quý khách đã quan tâm đến dịch vụ của chúng tôi. Để chuẩn bị phương án và báo giá phù hợp, kính mong Quý khách bổ sung giúp chúng tôi: địa điểm công trình, cấp điện áp, bản vẽ hoặc danh mục thiết bị (nếu có) và tiến độ mong muốn.\n\nTrân trọng,\n{{sender}}",
    },
    quote: {
      subject: "Báo giá theo yêu cầu của Quý khách",
      body: "Kính gửi Quý khách {{name}},\n\nTheo yêu cầu của Quý khách, chúng tôi xin gửi báo giá như sau:\n\n\n\nNếu Quý khách cần làm rõ thêm nội dung nào, xin vui lòng phản hồi thư này hoặc gọi cho chúng tôi.\n\nTrân trọng,\n{{sender}}",
    },
    blank: {
      subject: "Phản hồi yêu cầu của Quý khách",
      body: "Kính gửi Quý khách {{name}},\n\n\n\nTrân trọng,\n{{sender}}",
    },
  },
  en: {
    thanks: {
      subject: "Thank you for contacting us",
      body: "Dear {{name}},\n\nThank you for contacting us through our website. We have received your message and will get back to you as soon as possible.\n\nKind regards,\n{{sender}}",
    },
    details: {
      subject: "A few more details, please",
      body: "Dear {{name}},\n\nThank you for your interest in our services. To prepare a suitable proposal and quotation, could you please tell us the site location, the voltage level, any drawings or equipment list you have, and the timeline you have in mind?\n\nKind regards,\n{{sender}}",
    },
    quote: {
      subject: "Your quotation",
      body: "Dear {{name}},\n\nAs requested, our quotation is as follows:\n\n\n\nIf anything needs clarifying, simply reply to this e-mail or give us a call.\n\nKind regards,\n{{sender}}",
    },
    blank: { subject: "About your request", body: "Dear {{name}},\n\n\n\nKind regards,\n{{sender}}" },
  },
};

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
    // a phone's button that shows and hides the filters below the search (issue 35)
    moreFilters: string;
    loading: string;
    empty: string;
    emptyFiltered: string;
    showing: Text;
    loadMore: string;
    loadingMore: string;
    // the mark of a lead nobody has opened or worked on yet (issue 38: the stage comes first)
    unopened: string;
    badgeJustIn: string;
  };
  // many leads at once (issue 38): chosen by their boxes, then one change
  bulk: {
    // the box of one lead: {{name}}
    choose: string;
    chooseAll: string;
    // {{count}} chosen
    chosen: Text;
    assign: string;
    nobody: string;
    stage: string;
    spam: string;
    apply: string;
    clear: string;
    failed: string;
  };
  markAllRead: string;
  markingAllRead: string;
  exportCsv: string;
  // a Sales member's export: only the leads they own
  exportOwn: string;
  exporting: string;
  exportFailed: string;
  // a lead's own address (/admin/contacts/12) that could not be opened
  leadFailed: string;
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
  // a request for a quote: its fields and files
  quote: {
    heading: string;
    company: string;
    taxCode: string;
    province: string;
    service: string;
    services: Record<QuoteService, string>;
    voltage: string;
    timeline: string;
    files: string;
    // {{name}} the file's
    download: string;
    downloadFailed: string;
    loadFailed: string;
  };
  // where the lead came from (contract/attribution.ts)
  source: {
    heading: string;
    landingPage: string;
    referrer: string;
    // the first page had no referring page
    direct: string;
    utmSource: string;
    utmMedium: string;
    utmCampaign: string;
    language: string;
    languages: Record<Language, string>;
  };
  // the leads as a board, a column per stage
  board: {
    view: string;
    list: string;
    board: string;
    hint: string;
    count: Text;
    empty: string;
    moveTo: string;
    // {{name}} the lead's
    moveLabel: string;
    moved: string;
    moveFailed: string;
    // a column's leads' estimated value: {{value}}
    total: string;
    // a closed stage's column, folded to the end: {{stage}}
    unfold: string;
    fold: string;
    // how long a lead has been at its stage
    age: Text;
    ageToday: string;
    quoteRequest: string;
    // its next open task: {{title}}, {{due}}
    nextTask: string;
  };
  // the lead's timeline, its notes and the replies sent to the visitor
  timeline: {
    heading: string;
    received: string;
    loading: string;
    failed: string;
    someone: string;
    // {{name}} who did it; {{from}} / {{to}} the stages or owners
    note: string;
    stage: string;
    assigned: string;
    unassigned: string;
    reply: string;
    // a change of the lead's e-mail address; {{name}}, {{from}}, {{to}}
    email: string;
    // a change of a field: {{name}}, {{field}}, {{from}}, {{to}}
    field: string;
    fields: Record<(typeof LEAD_EVENT_FIELDS)[number], string>;
    // a task: {{name}}, {{title}}, {{due}}
    taskAdded: string;
    taskDone: string;
    taskReopened: string;
    // the files the visitor sent with a request for a quote; {{count}}
    files: Text;
    delivery: { waiting: string; sent: string; failed: string };
    noteLabel: string;
    addNote: string;
    addingNote: string;
    noteFailed: string;
  };
  // a lead's tasks (issue 38): what, when on Vietnam's clock, whose; done or open
  tasks: {
    heading: string;
    loading: string;
    failed: string;
    none: string;
    // {{owner}} its owner, {{due}} its time
    meta: string;
    overdue: string;
    done: string;
    // the checkbox's name: {{title}}
    markDone: string;
    remove: string;
    // {{title}}
    removeLabel: string;
    title: string;
    due: string;
    owner: string;
    add: string;
    adding: string;
    addFailed: string;
    saveFailed: string;
    removed: string;
    // the time typed names no moment, or one passed
    dueInvalid: string;
  };
  reply: {
    open: string;
    heading: string;
    // when the address is not the one the lead wrote from ({{received}}): only an Admin may
    // send it
    changedAddress: string;
    template: string;
    // the template's language: the visitor's
    templateLanguage: string;
    languages: { vi: string; en: string };
    templates: Record<ReplyTemplate, string>;
    to: string;
    subject: string;
    body: string;
    send: string;
    sending: string;
    cancel: string;
    failed: string;
    hint: string;
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
    title: "Khách hàng tiềm năng",
    intro: "Tin nhắn và yêu cầu báo giá gửi qua website.",
    stats: {
      heading: "Tổng quan khách hàng tiềm năng",
      total: "Tổng số",
      unread: "Chưa đọc",
      read: "Đã đọc",
      thisWeek: "Tuần này",
      thisWeekDetail: "Trong 7 ngày qua",
    },
    list: {
      heading: "Danh sách",
      searchLabel: "Tìm khách hàng tiềm năng",
      searchPlaceholder: "Tên, e-mail, số điện thoại hoặc nội dung",
      filterLabel: "Lọc theo trạng thái",
      filters: { all: "Tất cả", unread: "Chưa đọc", read: "Đã đọc" },
      moreFilters: "Bộ lọc",
      loading: "Đang tải khách hàng tiềm năng…",
      empty: "Chưa có khách hàng tiềm năng nào.",
      emptyFiltered: "Không có khách hàng tiềm năng nào khớp với tìm kiếm hoặc bộ lọc.",
      showing: "Hiển thị {{shown}} trong tổng số {{total}} khách hàng tiềm năng",
      loadMore: "Xem thêm",
      loadingMore: "Đang tải thêm…",
      unopened: "Chưa ai mở",
      badgeJustIn: "Vừa đến",
    },
    bulk: {
      choose: "Chọn {{name}}",
      chooseAll: "Chọn tất cả đang hiển thị",
      chosen: "Đã chọn {{count}} khách hàng tiềm năng",
      assign: "Giao cho",
      nobody: "Không ai",
      stage: "Chuyển giai đoạn",
      spam: "Đánh dấu thư rác",
      apply: "Áp dụng",
      clear: "Bỏ chọn",
      failed: "Chưa thay đổi được các khách hàng tiềm năng đã chọn.",
    },
    markAllRead: "Đánh dấu tất cả đã đọc",
    markingAllRead: "Đang đánh dấu…",
    exportCsv: "Xuất CSV",
    exportOwn: "Xuất CSV khách hàng của tôi",
    exporting: "Đang xuất…",
    exportFailed: "Không xuất được danh sách khách hàng tiềm năng. Vui lòng thử lại.",
    leadFailed: "Không mở được khách hàng tiềm năng này. Có thể đã bị xóa.",
    notifications: {
      button: "Thông báo",
      buttonWithCount: "Thông báo: {{count}} khách hàng tiềm năng mới",
      heading: "Khách hàng tiềm năng mới",
      markAllSeen: "Đánh dấu tất cả đã xem",
      empty: "Không có khách hàng tiềm năng mới.",
    },
    detail: {
      title: "Chi tiết khách hàng tiềm năng",
      name: "Họ tên",
      status: "Trạng thái",
      email: "E-mail",
      phone: "Số điện thoại",
      submitted: "Ngày gửi",
      consent: "Đồng ý bảo mật",
      consentGiven: "Đồng ý lúc {{time}} (chính sách bảo mật bản ngày {{version}})",
      consentNone: "Không ghi nhận sự đồng ý (tin gửi qua API không kèm đồng ý, hoặc trước khi biểu mẫu hỏi)",
      message: "Nội dung",
      markRead: "Đánh dấu đã đọc",
      markUnread: "Đánh dấu chưa đọc",
      updating: "Đang cập nhật…",
      delete: "Xóa",
    },
    confirmDelete: {
      title: "Xóa khách hàng tiềm năng",
      message: "Xóa khách hàng tiềm năng này? Thao tác này không thể hoàn tác.",
      confirm: "Xóa khách hàng tiềm năng",
    },
    lead: {
      heading: "Khách hàng tiềm năng",
      stage: "Giai đoạn",
      stages: LEAD_STAGE_NAMES.vi,
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
    source: {
      heading: "Nguồn khách hàng",
      landingPage: "Trang đầu tiên",
      referrer: "Trang dẫn đến",
      direct: "Truy cập trực tiếp",
      utmSource: "Nguồn chiến dịch",
      utmMedium: "Kênh chiến dịch",
      utmCampaign: "Chiến dịch",
      language: "Ngôn ngữ",
      languages: { vi: "Tiếng Việt", en: "Tiếng Anh" },
    },
    quote: {
      heading: "Yêu cầu báo giá",
      company: "Công ty",
      taxCode: "Mã số thuế",
      province: "Tỉnh, thành phố",
      service: "Dịch vụ",
      services: QUOTE_SERVICE_NAMES.vi,
      voltage: "Cấp điện áp",
      timeline: "Tiến độ mong muốn",
      files: "Tệp đính kèm",
      download: "Tải xuống {{name}}",
      downloadFailed: "Không tải được tệp.",
      loadFailed: "Không tải được tệp đính kèm.",
    },
    board: {
      view: "Cách xem",
      list: "Danh sách",
      board: "Bảng theo giai đoạn",
      hint: "Kéo thẻ sang cột khác, hoặc chọn giai đoạn trên thẻ, để chuyển khách hàng tiềm năng.",
      count: "{{count}} khách hàng",
      empty: "Chưa có khách hàng nào ở giai đoạn này.",
      moveTo: "Chuyển giai đoạn",
      moveLabel: "Chuyển giai đoạn của {{name}}",
      moved: "Đã chuyển {{name}} sang {{stage}}",
      moveFailed: "Chưa chuyển được khách hàng tiềm năng.",
      total: "Tổng {{value}}",
      unfold: "Mở cột {{stage}}",
      fold: "Thu gọn cột {{stage}}",
      age: "{{count}} ngày ở giai đoạn này",
      ageToday: "Chuyển đến hôm nay",
      quoteRequest: "Yêu cầu báo giá",
      nextTask: "Việc tiếp: {{title}} · {{due}}",
    },
    timeline: {
      heading: "Lịch sử xử lý",
      received: "Nhận tin nhắn qua website",
      loading: "Đang tải lịch sử xử lý…",
      failed: "Không tải được lịch sử xử lý.",
      someone: "Một tài khoản đã xóa",
      note: "{{name}} ghi chú",
      field: "{{name}} đổi {{field}}: {{from}} → {{to}}",
      fields: {
        customer_name: "tên khách hàng",
        phone_number: "số điện thoại",
        next_action_on: "ngày xử lý tiếp",
        value_vnd: "giá trị ước tính",
        company_id: "công ty",
        person_id: "người liên hệ",
      },
      taskAdded: "{{name}} thêm công việc “{{title}}”, đến hạn {{due}}",
      taskDone: "{{name}} đánh dấu đã xong “{{title}}”",
      taskReopened: "{{name}} mở lại công việc “{{title}}”",
      stage: "{{name}} chuyển giai đoạn: {{from}} → {{to}}",
      assigned: "{{name}} giao cho {{to}}",
      unassigned: "{{name}} bỏ người phụ trách",
      reply: "{{name}} gửi thư trả lời: {{subject}}",
      email: "{{name}} · Đổi e-mail: {{from}} → {{to}}",
      files: "Khách hàng gửi kèm {{count}} tệp",
      delivery: { waiting: "Đang chờ gửi", sent: "Đã gửi", failed: "Gửi không thành công" },
      noteLabel: "Ghi chú mới",
      addNote: "Thêm ghi chú",
      addingNote: "Đang thêm…",
      noteFailed: "Chưa thêm được ghi chú.",
    },
    tasks: {
      heading: "Công việc",
      loading: "Đang tải công việc…",
      failed: "Không tải được công việc.",
      none: "Chưa có công việc nào.",
      meta: "{{owner}} · đến hạn {{due}}",
      overdue: "Quá hạn",
      done: "Đã xong",
      markDone: "Đã xong: {{title}}",
      remove: "Xóa",
      removeLabel: "Xóa công việc: {{title}}",
      title: "Việc cần làm",
      due: "Đến hạn (giờ Việt Nam)",
      owner: "Giao cho",
      add: "Thêm công việc",
      adding: "Đang thêm…",
      addFailed: "Chưa thêm được công việc.",
      saveFailed: "Chưa lưu được công việc.",
      removed: "Đã xóa công việc",
      dueInvalid: "Hãy nhập một ngày và giờ sắp tới, ví dụ 30/11/2026 09:00.",
    },
    reply: {
      open: "Trả lời qua e-mail",
      heading: "Thư trả lời khách hàng",
      changedAddress:
        "Địa chỉ này khác địa chỉ khách hàng đã dùng để gửi yêu cầu ({{received}}): chỉ Quản trị viên hoặc Quản trị cấp cao mới được gửi thư trả lời đến địa chỉ khác.",
      template: "Mẫu thư",
      templateLanguage: "Ngôn ngữ của thư",
      languages: { vi: "Tiếng Việt", en: "Tiếng Anh" },
      templates: {
        thanks: "Cảm ơn và hẹn liên hệ",
        details: "Đề nghị bổ sung thông tin",
        quote: "Gửi báo giá",
        blank: "Thư trống",
      },
      to: "Gửi đến",
      subject: "Tiêu đề",
      body: "Nội dung",
      send: "Gửi thư",
      sending: "Đang gửi…",
      cancel: "Hủy",
      failed: "Chưa gửi được thư trả lời.",
      hint: "Thư gửi từ địa chỉ của công ty; thư trả lời của khách hàng về hộp thư công ty.",
    },
    toast: {
      fetchFailed: "Không tải được danh sách liên hệ",
      statsFailed: "Không tải được thống kê khách hàng tiềm năng",
      updateFailed: "Không cập nhật được khách hàng tiềm năng",
      deleteFailed: "Không xóa được khách hàng tiềm năng",
      markAllFailed: "Không đánh dấu được tất cả là đã đọc",
      markedRead: "Đã đánh dấu là đã đọc",
      markedUnread: "Đã đánh dấu là chưa đọc",
      deleted: "Đã xóa khách hàng tiềm năng",
      allRead: "Đã đánh dấu tất cả là đã đọc",
    },
    desktop: {
      title: "Khách hàng tiềm năng",
      body: "{{count}} khách hàng tiềm năng mới",
    },
  },
  en: {
    title: "Leads",
    intro: "Messages and quote requests sent through the website.",
    stats: {
      heading: "Lead overview",
      total: "Total leads",
      unread: "Unread",
      read: "Read",
      thisWeek: "This week",
      thisWeekDetail: "In the last 7 days",
    },
    list: {
      heading: "List",
      searchLabel: "Search leads",
      searchPlaceholder: "Name, e-mail, phone or message",
      filterLabel: "Filter by status",
      filters: { all: "All", unread: "Unread", read: "Read" },
      moreFilters: "Filters",
      loading: "Loading leads…",
      empty: "No leads yet.",
      emptyFiltered: "No leads match your search or filter.",
      showing: { one: "Showing {{shown}} of 1 lead", other: "Showing {{shown}} of {{total}} leads" },
      loadMore: "Load more",
      loadingMore: "Loading more…",
      unopened: "Not opened yet",
      badgeJustIn: "Just in",
    },
    bulk: {
      choose: "Choose {{name}}",
      chooseAll: "Choose all shown",
      chosen: { one: "{{count}} lead chosen", other: "{{count}} leads chosen" },
      assign: "Assign to",
      nobody: "Nobody",
      stage: "Move to stage",
      spam: "Mark as spam",
      apply: "Apply",
      clear: "Clear the choice",
      failed: "The chosen leads were not changed.",
    },
    markAllRead: "Mark all as read",
    markingAllRead: "Marking…",
    exportCsv: "Export CSV",
    exportOwn: "Export my leads (CSV)",
    exporting: "Exporting…",
    exportFailed: "The leads could not be exported. Please try again.",
    leadFailed: "This lead could not be opened. It may have been deleted.",
    notifications: {
      button: "Notifications",
      buttonWithCount: { one: "Notifications: 1 new lead", other: "Notifications: {{count}} new leads" },
      heading: "New leads",
      markAllSeen: "Mark all as seen",
      empty: "No new leads.",
    },
    detail: {
      title: "Lead",
      name: "Name",
      status: "Status",
      email: "E-mail",
      phone: "Phone",
      submitted: "Submitted",
      consent: "Privacy consent",
      consentGiven: "Accepted on {{time}} (privacy policy of {{version}})",
      consentNone: "No consent recorded (sent through the API without it, or before the form asked)",
      message: "Message",
      markRead: "Mark as read",
      markUnread: "Mark as unread",
      updating: "Updating…",
      delete: "Delete",
    },
    confirmDelete: {
      title: "Delete lead",
      message: "Delete this lead? This cannot be undone.",
      confirm: "Delete lead",
    },
    lead: {
      heading: "Lead",
      stage: "Stage",
      stages: LEAD_STAGE_NAMES.en,
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
    source: {
      heading: "Where it came from",
      landingPage: "Landing page",
      referrer: "Referring site",
      direct: "Direct visit",
      utmSource: "Campaign source",
      utmMedium: "Campaign medium",
      utmCampaign: "Campaign",
      language: "Language",
      languages: { vi: "Vietnamese", en: "English" },
    },
    quote: {
      heading: "Request for a quote",
      company: "Company",
      taxCode: "Tax code",
      province: "Province or city",
      service: "Service",
      services: QUOTE_SERVICE_NAMES.en,
      voltage: "Voltage",
      timeline: "Timeline",
      files: "Files",
      download: "Download {{name}}",
      downloadFailed: "The file could not be downloaded.",
      loadFailed: "The files could not be loaded.",
    },
    board: {
      view: "View",
      list: "List",
      board: "Board by stage",
      hint: "Drag a card to another column, or choose the stage on the card, to move a lead.",
      count: { one: "1 lead", other: "{{count}} leads" },
      empty: "No leads at this stage.",
      moveTo: "Move to stage",
      moveLabel: "Move {{name}} to stage",
      moved: "{{name}} moved to {{stage}}",
      moveFailed: "The lead was not moved.",
      total: "Total {{value}}",
      unfold: "Show the {{stage}} column",
      fold: "Fold the {{stage}} column",
      age: { one: "1 day at this stage", other: "{{count}} days at this stage" },
      ageToday: "Moved here today",
      quoteRequest: "Quote request",
      nextTask: "Next: {{title}} · {{due}}",
    },
    timeline: {
      heading: "Timeline",
      received: "Message received through the website",
      loading: "Loading the timeline…",
      failed: "The timeline could not be loaded.",
      someone: "A deleted account",
      note: "{{name}} wrote a note",
      field: "{{name}} changed the {{field}}: {{from}} → {{to}}",
      fields: {
        customer_name: "customer's name",
        phone_number: "phone number",
        next_action_on: "next step's day",
        value_vnd: "estimated value",
        company_id: "company",
        person_id: "contact person",
      },
      taskAdded: "{{name}} added the task “{{title}}”, due {{due}}",
      taskDone: "{{name}} marked “{{title}}” done",
      taskReopened: "{{name}} opened “{{title}}” again",
      stage: "{{name}} moved the stage: {{from}} → {{to}}",
      assigned: "{{name}} assigned it to {{to}}",
      unassigned: "{{name}} removed the owner",
      reply: "{{name}} sent a reply: {{subject}}",
      email: "{{name}} · E-mail changed: {{from}} → {{to}}",
      files: { one: "The visitor attached 1 file", other: "The visitor attached {{count}} files" },
      delivery: { waiting: "Waiting to be sent", sent: "Sent", failed: "Could not be sent" },
      noteLabel: "New note",
      addNote: "Add note",
      addingNote: "Adding…",
      noteFailed: "The note was not added.",
    },
    tasks: {
      heading: "Tasks",
      loading: "Loading the tasks…",
      failed: "The tasks could not be loaded.",
      none: "No tasks yet.",
      meta: "{{owner}} · due {{due}}",
      overdue: "Overdue",
      done: "Done",
      markDone: "Done: {{title}}",
      remove: "Delete",
      removeLabel: "Delete the task: {{title}}",
      title: "What to do",
      due: "Due (Vietnam time)",
      owner: "Assign to",
      add: "Add the task",
      adding: "Adding…",
      addFailed: "The task was not added.",
      saveFailed: "The task was not saved.",
      removed: "Task deleted",
      dueInvalid: "Enter a day and time ahead, for example 30/11/2026 09:00.",
    },
    reply: {
      open: "Reply by e-mail",
      heading: "Reply to the customer",
      changedAddress:
        "This is not the address the lead wrote from ({{received}}): only an Admin or a Super Admin can send a reply to another address.",
      template: "Template",
      templateLanguage: "Language of the e-mail",
      languages: { vi: "Vietnamese", en: "English" },
      templates: {
        thanks: "Thank you, we will be in touch",
        details: "Ask for more details",
        quote: "Send a quotation",
        blank: "Blank e-mail",
      },
      to: "To",
      subject: "Subject",
      body: "Message",
      send: "Send reply",
      sending: "Sending…",
      cancel: "Cancel",
      failed: "The reply was not sent.",
      hint: "Sent from the company's address; the customer's answer comes back to the company's mailbox.",
    },
    toast: {
      fetchFailed: "Failed to fetch contacts",
      statsFailed: "Failed to load contact statistics",
      updateFailed: "Failed to update contact",
      deleteFailed: "Failed to delete contact",
      markAllFailed: "Failed to mark all as read",
      markedRead: "Marked as read",
      markedUnread: "Marked as unread",
      deleted: "Contact deleted successfully",
      allRead: "All marked as read",
    },
    desktop: {
      title: "Leads",
      body: { one: "1 new lead", other: "{{count}} new leads" },
    },
  },
};
