import type { PageKey } from "../../../contract/pages/index.ts";
import type { Bilingual } from "../../lib/language.ts";

// the Pages screen (/admin/pages): the public pages' words, edited as a draft in both languages,
// previewed, published now or at a time, and their published versions

interface AdminPagesCopy {
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  table: {
    caption: string;
    name: string;
    address: string;
    changed: string;
    state: string;
    live: string;
    draft: string;
    scheduled: string;
    noAddress: string;
    edit: string;
    // a page no staff member has published a change of (the launch checklist counts it)
    shipped: string;
  };
  names: Record<PageKey, string>;
  editor: {
    // for staff only, never on the public page: while the page still reads as shipped
    shippedNote: string;
    // the legal pages' note: a template for the company's counsel (issue 35)
    templateNote: string;
    back: string;
    loading: string;
    loadFailed: string;
    contentTab: string;
    historyTab: string;
    tabsLabel: string;
    published: string;
    draftSaved: string;
    draftSavedNoName: string;
    noDraft: string;
    scheduled: string;
    missingCount: { one: string; other: string };
    missingNone: string;
    missingList: string;
    unsaved: string;
    vi: string;
    en: string;
    // the languages inside a sentence ("Mở bản tiếng Việt", "Open the English page")
    inline: { vi: string; en: string };
    missingVi: string;
    missingEn: string;
    // "{{label}} (tiếng Việt)"
    inLanguage: { vi: string; en: string };
    item: string;
    items: { one: string; other: string };
    add: string;
    remove: string;
    moveUp: string;
    moveDown: string;
    drag: string;
    moved: string;
    atMax: string;
    atMin: string;
    optionalAbsent: string;
    shareImageHint: string;
    shareImageNone: string;
    pictureHint: string;
    pictureNone: string;
    addOptional: string;
    removeOptional: string;
    pluralOne: string;
    pluralOther: string;
    pluralToggle: string;
    pluralSingle: string;
    characters: string;
    titleAim: string;
    descriptionAim: string;
    searchPreview: string;
  };
  actions: {
    bar: string;
    save: string;
    saving: string;
    saved: string;
    saveFailed: string;
    preview: string;
    publish: string;
    publishing: string;
    published: string;
    publishFailed: string;
    publishIncomplete: string;
    publishConfirmTitle: string;
    publishConfirm: string;
    publishConfirmUnsaved: string;
    publishAt: string;
    publishAtTitle: string;
    publishAtLabel: string;
    publishAtHint: string;
    publishAtInvalid: string;
    schedule: string;
    scheduled: string;
    scheduleFailed: string;
    discard: string;
    discardTitle: string;
    discardMessage: string;
    discarded: string;
    discardFailed: string;
    cancel: string;
    leaveTitle: string;
    leaveMessage: string;
    leave: string;
    stay: string;
  };
  preview: {
    title: string;
    intro: string;
    unsaved: string;
    open: string;
    copy: string;
    copied: string;
    copyFailed: string;
    expires: string;
    loadFailed: string;
    linkLabel: string;
  };
}

export const adminPages: Bilingual<AdminPagesCopy> = {
  vi: {
    title: "Trang nội dung",
    intro:
      "Chữ trên từng trang của website, bằng tiếng Việt và tiếng Anh. Mọi thay đổi được lưu thành bản nháp, xem trước rồi mới xuất bản.",
    loading: "Đang tải danh sách trang…",
    loadFailed: "Không tải được danh sách trang.",
    table: {
      caption: "Các trang nội dung",
      name: "Trang",
      address: "Địa chỉ",
      changed: "Thay đổi gần nhất",
      state: "Trạng thái",
      live: "Đang hiển thị",
      draft: "Bản nháp",
      scheduled: "Hẹn giờ {{date}}",
      noAddress: "Trên mọi trang",
      edit: "Sửa",
      shipped: "Nội dung mẫu",
    },
    names: {
      home: "Trang chủ",
      about: "Giới thiệu",
      services: "Dịch vụ",
      "services-electrical": "Dịch vụ điện",
      "services-maintenance": "Dịch vụ bảo trì",
      projects: "Dự án",
      news: "Tin tức",
      contact: "Liên hệ",
      privacy: "Chính sách bảo mật",
      terms: "Điều khoản sử dụng",
      "not-found": "Trang 404",
      shared: "Đầu trang và chân trang",
    },
    editor: {
      shippedNote:
        "Trang này vẫn là nội dung mẫu đi kèm website: chưa ai xuất bản thay đổi nào. Hãy thay bằng nội dung của Công ty trước khi ra mắt.",
      templateNote:
        "Đây là văn bản mẫu do đơn vị phát triển website soạn sẵn. Trước khi áp dụng chính thức, nội dung cần được luật sư hoặc bộ phận pháp chế của Công ty rà soát và điều chỉnh theo hoạt động thực tế của Công ty, rồi xuất bản. Ghi chú này chỉ hiển thị cho nhân viên, không hiển thị cho khách truy cập.",
      back: "Tất cả trang",
      loading: "Đang tải trang…",
      loadFailed: "Không tải được trang.",
      contentTab: "Nội dung",
      historyTab: "Lịch sử",
      tabsLabel: "Nội dung và lịch sử của trang",
      published: "Xuất bản {{date}}",
      draftSaved: "Bản nháp lưu bởi {{name}} lúc {{date}}",
      draftSavedNoName: "Bản nháp lưu lúc {{date}}",
      noDraft: "Chưa có bản nháp",
      scheduled: "Hẹn xuất bản lúc {{date}}",
      missingCount: {
        one: "{{count}} trường chưa đủ hai ngôn ngữ",
        other: "{{count}} trường chưa đủ hai ngôn ngữ",
      },
      missingNone: "Mọi trường bắt buộc đã có đủ hai ngôn ngữ.",
      missingList: "Trường còn trống",
      unsaved: "Có thay đổi chưa lưu",
      vi: "Tiếng Việt",
      en: "Tiếng Anh",
      inline: { vi: "tiếng Việt", en: "tiếng Anh" },
      missingVi: "Thiếu tiếng Việt",
      missingEn: "Thiếu tiếng Anh",
      inLanguage: { vi: "{{label}} (tiếng Việt)", en: "{{label}} (tiếng Anh)" },
      item: "{{label}} {{number}}",
      items: { one: "{{count}} mục", other: "{{count}} mục" },
      add: "Thêm {{label}}",
      remove: "Xóa {{label}}",
      moveUp: "Chuyển {{label}} lên",
      moveDown: "Chuyển {{label}} xuống",
      drag: "Kéo để đổi thứ tự {{label}}",
      moved: "Đã chuyển {{label}} đến vị trí {{number}}",
      atMax: "Đã đủ số mục tối đa ({{count}}).",
      atMin: "Cần ít nhất {{count}} mục.",
      optionalAbsent: "Không dùng trên trang.",
      shareImageHint:
        "JPG, PNG, GIF hoặc WebP, tối đa 5 MB, nên 1200 × 630 px; ảnh được tải lên ngay khi chọn. Không có ảnh: dùng ảnh chung của website.",
      shareImageNone: "Ảnh chung của website",
      pictureHint: "Chọn từ thư viện ảnh, hoặc tải lên JPG, PNG, GIF hoặc WebP, tối đa 5 MB.",
      pictureNone: "Chưa có ảnh",
      addOptional: "Thêm {{label}}",
      removeOptional: "Bỏ {{label}}",
      pluralOne: "khi số lượng là 1",
      pluralOther: "khi số lượng khác 1",
      pluralToggle: "Dùng hai dạng theo số lượng",
      pluralSingle: "Dùng một dạng",
      characters: "{{count}} ký tự",
      titleAim: "Nên không quá 60 ký tự",
      descriptionAim: "Nên từ 70 đến 160 ký tự",
      searchPreview: "Xem trước kết quả tìm kiếm",
    },
    actions: {
      bar: "Thao tác với trang",
      save: "Lưu bản nháp",
      saving: "Đang lưu…",
      saved: "Đã lưu bản nháp",
      saveFailed: "Chưa lưu được bản nháp. Kiểm tra các trường được đánh dấu.",
      preview: "Xem trước",
      publish: "Xuất bản ngay",
      publishing: "Đang xuất bản…",
      published: "Đã xuất bản trang",
      publishFailed: "Chưa xuất bản được trang.",
      publishIncomplete: "Chưa xuất bản: còn trường trống ở một ngôn ngữ (đã đánh dấu bên dưới).",
      publishConfirmTitle: "Xuất bản trang?",
      publishConfirm: "Khách truy cập sẽ thấy bản nháp này ngay sau khi xuất bản.",
      publishConfirmUnsaved: "Các thay đổi chưa lưu sẽ được lưu vào bản nháp rồi xuất bản ngay.",
      publishAt: "Hẹn giờ xuất bản",
      publishAtTitle: "Hẹn giờ xuất bản",
      publishAtLabel: "Thời điểm xuất bản (giờ Việt Nam)",
      publishAtHint: "Trong vòng một năm tới. Bản nháp được xuất bản tự động vào lúc này.",
      publishAtInvalid: "Chọn một thời điểm trong tương lai, trong vòng một năm.",
      schedule: "Hẹn giờ",
      scheduled: "Đã hẹn giờ xuất bản",
      scheduleFailed: "Chưa hẹn giờ được.",
      discard: "Bỏ bản nháp",
      discardTitle: "Bỏ bản nháp?",
      discardMessage: "Bản nháp và lịch hẹn giờ (nếu có) sẽ bị xóa. Trang giữ nguyên như đang hiển thị.",
      discarded: "Đã bỏ bản nháp",
      discardFailed: "Chưa bỏ được bản nháp.",
      cancel: "Hủy",
      leaveTitle: "Rời trang khi chưa lưu?",
      leaveMessage: "Các thay đổi chưa lưu vào bản nháp sẽ mất.",
      leave: "Rời trang",
      stay: "Ở lại",
    },
    preview: {
      title: "Xem trước bản nháp",
      intro:
        "Mỗi liên kết hiển thị bản nháp đã lưu trong 30 phút, với bất kỳ ai có liên kết: có thể gửi sang điện thoại để xem.",
      unsaved: "Có thay đổi chưa lưu: bản xem trước chỉ hiển thị bản nháp đã lưu.",
      open: "Mở bản {{language}}",
      copy: "Sao chép liên kết",
      copied: "Đã sao chép liên kết",
      copyFailed: "Không sao chép được. Chọn liên kết và sao chép thủ công.",
      expires: "Hết hạn lúc {{date}}",
      loadFailed: "Không tạo được liên kết xem trước.",
      linkLabel: "Liên kết xem trước ({{language}})",
    },
  },
  en: {
    title: "Pages",
    intro:
      "The words on each page of the website, in Vietnamese and English. Every change is saved as a draft and previewed before it is published.",
    loading: "Loading the pages…",
    loadFailed: "The pages could not be loaded.",
    table: {
      caption: "Content pages",
      name: "Page",
      address: "Address",
      changed: "Last change",
      state: "State",
      live: "Live",
      draft: "Draft",
      scheduled: "Scheduled {{date}}",
      noAddress: "On every page",
      edit: "Edit",
      shipped: "Still the template",
    },
    names: {
      home: "Home page",
      about: "About",
      services: "Services",
      "services-electrical": "Electrical services",
      "services-maintenance": "Maintenance services",
      projects: "Projects",
      news: "News",
      contact: "Contact",
      privacy: "Privacy policy",
      terms: "Terms of use",
      "not-found": "404 page",
      shared: "Header and footer",
    },
    editor: {
      shippedNote:
        "This page still has the words the website shipped with: nobody has published a change yet. Replace them with the company's own before launch.",
      templateNote:
        "This is a template prepared by the website's developers. Before it is used, the company's lawyer or legal department must review it and adapt it to how the company actually works, then publish it. This note is shown to staff only, never to visitors.",
      back: "All pages",
      loading: "Loading the page…",
      loadFailed: "The page could not be loaded.",
      contentTab: "Content",
      historyTab: "History",
      tabsLabel: "The page's content and history",
      published: "Published {{date}}",
      draftSaved: "Draft saved by {{name}} at {{date}}",
      draftSavedNoName: "Draft saved at {{date}}",
      noDraft: "No draft",
      scheduled: "Scheduled for {{date}}",
      missingCount: {
        one: "{{count}} field is missing a language",
        other: "{{count}} fields are missing a language",
      },
      missingNone: "Every required field has both languages.",
      missingList: "Empty fields",
      unsaved: "Unsaved changes",
      vi: "Vietnamese",
      en: "English",
      inline: { vi: "Vietnamese", en: "English" },
      missingVi: "Vietnamese missing",
      missingEn: "English missing",
      inLanguage: { vi: "{{label}} (Vietnamese)", en: "{{label}} (English)" },
      item: "{{label}} {{number}}",
      items: { one: "{{count}} item", other: "{{count}} items" },
      add: "Add {{label}}",
      remove: "Remove {{label}}",
      moveUp: "Move {{label}} up",
      moveDown: "Move {{label}} down",
      drag: "Drag to reorder {{label}}",
      moved: "{{label}} moved to position {{number}}",
      atMax: "The most items allowed ({{count}}).",
      atMin: "At least {{count}} needed.",
      optionalAbsent: "Not used on the page.",
      shareImageHint:
        "JPG, PNG, GIF or WebP, up to 5 MB, ideally 1200 × 630 px; uploaded as soon as it is chosen. Without one, the site's own picture is used.",
      shareImageNone: "The site's own picture",
      pictureHint: "Choose from the media library, or upload a JPG, PNG, GIF or WebP of up to 5 MB.",
      pictureNone: "No picture yet",
      addOptional: "Add {{label}}",
      removeOptional: "Remove {{label}}",
      pluralOne: "for a count of 1",
      pluralOther: "for other counts",
      pluralToggle: "Use two forms by count",
      pluralSingle: "Use one form",
      characters: "{{count}} characters",
      titleAim: "Aim for 60 characters at most",
      descriptionAim: "Aim for 70 to 160 characters",
      searchPreview: "Search result preview",
    },
    actions: {
      bar: "Page actions",
      save: "Save draft",
      saving: "Saving…",
      saved: "Draft saved",
      saveFailed: "The draft was not saved. Check the marked fields.",
      preview: "Preview",
      publish: "Publish now",
      publishing: "Publishing…",
      published: "Page published",
      publishFailed: "The page was not published.",
      publishIncomplete: "Not published: some fields are empty in one language (marked below).",
      publishConfirmTitle: "Publish the page?",
      publishConfirm: "Visitors see this draft as soon as it is published.",
      publishConfirmUnsaved: "The unsaved changes are saved to the draft, then published at once.",
      publishAt: "Publish at…",
      publishAtTitle: "Schedule the publication",
      publishAtLabel: "Publish at (Vietnam time)",
      publishAtHint: "Within the next year. The draft is published by itself at that time.",
      publishAtInvalid: "Choose a time in the future, within a year.",
      schedule: "Schedule",
      scheduled: "Publication scheduled",
      scheduleFailed: "The publication was not scheduled.",
      discard: "Discard draft",
      discardTitle: "Discard the draft?",
      discardMessage: "The draft and its schedule, if any, are deleted. The page stays as it is now.",
      discarded: "Draft discarded",
      discardFailed: "The draft was not discarded.",
      cancel: "Cancel",
      leaveTitle: "Leave without saving?",
      leaveMessage: "The changes not saved to the draft will be lost.",
      leave: "Leave",
      stay: "Stay",
    },
    preview: {
      title: "Preview the draft",
      intro:
        "Each link shows the saved draft for 30 minutes to anyone who has it: send it to a phone to check the page there.",
      unsaved: "There are unsaved changes: the preview shows the saved draft only.",
      open: "Open the {{language}} page",
      copy: "Copy link",
      copied: "Link copied",
      copyFailed: "The link could not be copied. Select it and copy it by hand.",
      expires: "Expires at {{date}}",
      loadFailed: "The preview link could not be created.",
      linkLabel: "Preview link ({{language}})",
    },
  },
};

// The pages' fields by the pattern of their path ("hero.stats.*.label": any entry of the list),
// looked up by app/admin/features/pages/form-model.ts labelFor: "page:pattern" for one page, then
// the pattern, then its shortest known tail ("items.*.title" → "title"). A list's entry ("*"
// patterns) names one entry ("Số liệu 2"); a group's names its heading.
const fieldLabelsVi = {
  // what most sections have
  meta: "Kết quả tìm kiếm (SEO)",
  "meta.breadcrumb": "Tên trong đường dẫn điều hướng",
  "meta.serviceType": "Loại dịch vụ, cho công cụ tìm kiếm",
  hero: "Phần mở đầu",
  eyebrow: "Dòng chữ nhỏ trên tiêu đề",
  title: "Tiêu đề",
  intro: "Đoạn giới thiệu",
  subtitle: "Tiêu đề phụ",
  text: "Nội dung",
  label: "Nhãn",
  name: "Tên",
  summary: "Tóm tắt",
  link: "Chữ trên liên kết",
  loading: "Chữ khi đang tải",
  items: "Các mục",
  "*": "Mục",
  key: "Biểu tượng",
  cta: "Lời kêu gọi cuối trang",
  "cta.phone": "Nhãn số điện thoại",
  "cta.email": "Nhãn e-mail",
  "cta.address": "Nhãn địa chỉ",
  "cta.back": "Liên kết quay lại trang Dịch vụ",
  stats: "Số liệu nổi bật",
  "stats.*": "Số liệu",
  paragraphs: "Các đoạn văn",
  "paragraphs.*": "Đoạn văn",
  points: "Các ý chính",
  "points.*": "Ý",
  why: "Lý do lựa chọn",
  // home
  "hero.partnersLabel": "Nhãn đối tác",
  overview: "Tổng quan",
  "overview.text": "Các đoạn văn",
  "overview.text.*": "Đoạn văn",
  "overview.certificatesTitle": "Tiêu đề phần chứng chỉ",
  products: "Sản phẩm",
  "products.items": "Các sản phẩm",
  "products.items.*": "Sản phẩm",
  services: "Dịch vụ",
  "services.specialisedTitle": "Tiêu đề dịch vụ chuyên sâu",
  "services.specialised": "Dịch vụ chuyên sâu",
  "services.specialised.*": "Dịch vụ",
  "services.toolsTitle": "Tiêu đề phần dụng cụ",
  "services.toolsAll": "Liên kết xem tất cả dụng cụ",
  projects: "Dự án",
  "projects.fallback": "Dự án mẫu hiển thị khi chưa đăng dự án nào",
  "projects.fallback.*": "Dự án mẫu",
  "projects.fallback.*.location": "Địa điểm",
  "projects.fallback.*.services": "Dịch vụ đã thực hiện",
  "projects.fallback.*.image": "Đường dẫn ảnh",
  social: "Mạng xã hội",
  "social.followers": "Nhãn số người theo dõi",
  "social.connections": "Nhãn số kết nối",
  activities: "Hoạt động gần đây",
  "activities.all": "Liên kết xem tất cả",
  // about
  brands: "Thương hiệu",
  "brands.*": "Thương hiệu",
  "brands.listLabel": "Tên danh sách logo, cho trình đọc màn hình",
  experience: "Kinh nghiệm",
  "experience.sectorsTitle": "Tiêu đề lĩnh vực",
  "experience.sectors": "Lĩnh vực",
  "experience.sectors.*": "Lĩnh vực",
  "experience.profile": "Hồ sơ công ty",
  "experience.profile.title": "Tiêu đề",
  "experience.profile.founded": "Nhãn năm thành lập",
  "experience.profile.headOffice": "Nhãn trụ sở chính",
  "experience.profile.hotline": "Nhãn hotline",
  "experience.profile.email": "Nhãn e-mail",
  mission: "Sứ mệnh",
  "mission.statement": "Tuyên bố sứ mệnh",
  "mission.visionTitle": "Tiêu đề tầm nhìn",
  "mission.vision": "Tầm nhìn",
  "mission.commitmentsTitle": "Tiêu đề cam kết",
  "mission.commitments": "Các cam kết",
  "mission.commitments.*": "Cam kết",
  values: "Giá trị cốt lõi",
  "values.items.*": "Giá trị",
  timeline: "Các mốc phát triển",
  "timeline.items.*": "Mốc",
  "timeline.items.*.year": "Năm",
  organisation: "Sơ đồ tổ chức",
  "organisation.top": "Ban lãnh đạo ở đầu sơ đồ",
  "organisation.departments": "Các phòng ban",
  "organisation.departments.*": "Phòng ban",
  certifications: "Chứng nhận",
  "certifications.issuedBy": "Nhãn đơn vị cấp",
  "certifications.validUntil": "Nhãn hiệu lực đến",
  // services
  cards: "Thẻ dịch vụ",
  "cards.*": "Thẻ",
  "cards.*.features": "Đặc điểm",
  "cards.*.features.*": "Đặc điểm",
  actions: "Nút hành động",
  "actions.electrical": "Nút dịch vụ điện",
  "actions.maintenance": "Nút dịch vụ bảo trì",
  "actions.emergencyNote": "Dòng trên nút gọi khẩn cấp",
  process: "Quy trình",
  "process.steps": "Các bước",
  "process.steps.*": "Bước",
  schema: "Dữ liệu cho công cụ tìm kiếm",
  "schema.catalogName": "Tên danh mục dịch vụ",
  // electrical and maintenance services
  scope: "Phạm vi",
  categories: "Nhóm thiết bị",
  "categories.items.*": "Nhóm",
  "categories.brandsLabel": "Nhãn thương hiệu",
  "categories.items.*.brands": "Thương hiệu",
  offered: "Dịch vụ cung cấp",
  solutions: "Giải pháp",
  expertise: "Chuyên môn",
  "expertise.blocks": "Các khối nội dung",
  "expertise.blocks.*": "Khối",
  tools: "Dụng cụ",
  "tools.makerLabel": "Nhãn hãng sản xuất",
  // projects
  listTitle: "Tiêu đề danh sách",
  empty: "Khi chưa có dự án",
  pagination: "Phân trang",
  "pagination.label": "Tên vùng phân trang, cho trình đọc màn hình",
  "pagination.showing": "Dòng “đang hiển thị”",
  "pagination.previous": "Nút trang trước",
  "pagination.next": "Nút trang sau",
  share: "Chia sẻ dự án",
  "share.hint": "Gợi ý",
  "share.copy": "Nút sao chép",
  "share.copied": "Thông báo đã sao chép",
  "share.copyFailed": "Thông báo sao chép lỗi",
  "share.openPage": "Nút mở trang",
  detail: "Trang của một dự án",
  "detail.breadcrumbLabel": "Tên đường dẫn điều hướng, cho trình đọc màn hình",
  "detail.home": "Liên kết trang chủ",
  "detail.projects": "Liên kết Dự án",
  "detail.about": "Tiêu đề phần giới thiệu dự án",
  "detail.details": "Tiêu đề phần thông tin",
  "detail.allProjects": "Liên kết tất cả dự án",
  "detail.summary": "Mô tả mặc định của dự án",
  // news
  "news:empty": "Khi chưa có tin",
  breadcrumbLabel: "Tên đường dẫn điều hướng, cho trình đọc màn hình",
  "news:home": "Liên kết trang chủ",
  "news:news": "Liên kết Tin tức",
  "news:published": "Nhãn ngày đăng",
  "news:allNews": "Liên kết tất cả tin",
  // contact
  info: "Thông tin liên hệ",
  "info.headOffice": "Nhãn trụ sở chính",
  "info.transactionOffice": "Nhãn văn phòng giao dịch",
  "info.warehouse": "Nhãn kho",
  "info.openMap": "Liên kết mở bản đồ",
  "info.phone": "Nhãn điện thoại",
  "info.email": "Nhãn e-mail",
  "info.hours": "Nhãn giờ làm việc",
  "info.chat": "Nhãn trò chuyện",
  "info.chatLink": "Liên kết trò chuyện",
  "info.mapTitle": "Tên bản đồ, cho trình đọc màn hình",
  form: "Biểu mẫu liên hệ",
  "form.name": "Nhãn ô họ tên",
  "form.email": "Nhãn ô e-mail",
  "form.phone": "Nhãn ô điện thoại",
  "form.optional": "Chữ “không bắt buộc”",
  "form.message": "Nhãn ô lời nhắn",
  "form.required": "Chữ “bắt buộc”",
  "form.honeypot": "Nhãn ô ẩn chống robot",
  "form.consent": "Câu đồng ý",
  "form.consent.before": "Phần trước liên kết",
  "form.consent.link": "Chữ trên liên kết chính sách",
  "form.consent.after": "Phần sau liên kết",
  "form.submit": "Nút gửi",
  "form.submitting": "Nút gửi khi đang gửi",
  "form.success": "Thông báo gửi thành công",
  "form.failed": "Thông báo gửi lỗi",
  "form.network": "Thông báo lỗi mạng",
  "form.warning": "Cảnh báo",
  "form.blocked": "Thông báo tạm chặn",
  "form.captcha": "Nhãn kiểm tra chống robot",
  "form.quote": "Yêu cầu báo giá",
  "form.quote.kind": "Nhãn chọn loại yêu cầu",
  "form.quote.kindMessage": "Lựa chọn gửi tin nhắn",
  "form.quote.kindQuote": "Lựa chọn yêu cầu báo giá",
  "form.quote.details": "Tiêu đề phần thông tin dự án",
  "form.quote.company": "Nhãn ô công ty",
  "form.quote.taxCode": "Nhãn ô mã số thuế",
  "form.quote.taxCodeHint": "Gợi ý mã số thuế",
  "form.quote.province": "Nhãn ô tỉnh, thành phố",
  "form.quote.choose": "Dòng đầu danh sách chọn",
  "form.quote.service": "Nhãn ô dịch vụ",
  "form.quote.services": "Tên các dịch vụ",
  "form.quote.services.supply": "Cung cấp thiết bị",
  "form.quote.services.installation": "Lắp đặt",
  "form.quote.services.testing": "Thí nghiệm",
  "form.quote.services.maintenance": "Bảo trì",
  "form.quote.services.emergency": "Sửa chữa khẩn cấp",
  "form.quote.services.automation": "Tự động hóa",
  "form.quote.services.studies": "Tính toán hệ thống điện",
  "form.quote.services.design-build": "Thiết kế và thi công",
  "form.quote.services.other": "Khác",
  "form.quote.voltage": "Nhãn ô cấp điện áp",
  "form.quote.voltageExample": "Ví dụ cấp điện áp",
  "form.quote.timeline": "Nhãn ô tiến độ",
  "form.quote.timelineExample": "Ví dụ tiến độ",
  "form.quote.files": "Nhãn tệp đính kèm",
  "form.quote.chooseFiles": "Nút chọn tệp",
  "form.quote.noFiles": "Chữ khi chưa chọn tệp",
  "form.quote.filesHint": "Gợi ý tệp đính kèm",
  "form.quote.submit": "Nút gửi yêu cầu báo giá",
  "form.quote.success": "Thông báo gửi yêu cầu báo giá thành công",
  // the legal pages
  "hero.updatedLabel": "Nhãn ngày cập nhật",
  "hero.updated": "Ngày cập nhật",
  toc: "Mục lục",
  "toc.label": "Tên mục lục, cho trình đọc màn hình",
  notice: "Lưu ý đầu trang",
  preamble: "Lời mở đầu",
  "preamble.*": "Đoạn văn",
  sections: "Các phần",
  "sections.*": "Phần",
  id: "Mã neo, giống nhau ở hai ngôn ngữ",
  body: "Nội dung",
  contact: "Phần liên hệ",
  "contact.addressLabel": "Nhãn địa chỉ",
  "contact.phoneLabel": "Nhãn điện thoại",
  "contact.emailLabel": "Nhãn e-mail",
  related: "Trang pháp lý liên quan",
  // the 404 page
  metaTitle: "Tiêu đề trang",
  goHome: "Nút về trang chủ",
  goBack: "Nút quay lại",
  "not-found:contact": "Nút liên hệ",
} as const;

export type FieldLabelKey = keyof typeof fieldLabelsVi;

const fieldLabelsEn: Record<FieldLabelKey, string> = {
  meta: "Search engines (SEO)",
  "meta.breadcrumb": "Name in the breadcrumb",
  "meta.serviceType": "Service type, for search engines",
  hero: "Top of the page",
  eyebrow: "Line above the title",
  title: "Title",
  intro: "Introduction",
  subtitle: "Subtitle",
  text: "Text",
  label: "Label",
  name: "Name",
  summary: "Summary",
  link: "Link text",
  loading: "Loading text",
  items: "Items",
  "*": "Item",
  key: "Icon",
  cta: "Call to action",
  "cta.phone": "Phone label",
  "cta.email": "E-mail label",
  "cta.address": "Address label",
  "cta.back": "Link back to “Services”",
  stats: "Key figures",
  "stats.*": "Figure",
  paragraphs: "Paragraphs",
  "paragraphs.*": "Paragraph",
  points: "Key points",
  "points.*": "Point",
  why: "Why choose us",
  "hero.partnersLabel": "Partners label",
  overview: "Overview",
  "overview.text": "Paragraphs",
  "overview.text.*": "Paragraph",
  "overview.certificatesTitle": "Certificates heading",
  products: "Products",
  "products.items": "Products",
  "products.items.*": "Product",
  services: "Services",
  "services.specialisedTitle": "Specialised services heading",
  "services.specialised": "Specialised services",
  "services.specialised.*": "Service",
  "services.toolsTitle": "Tools heading",
  "services.toolsAll": "Link to all tools",
  projects: "Projects",
  "projects.fallback": "Sample projects shown while none is published",
  "projects.fallback.*": "Sample project",
  "projects.fallback.*.location": "Location",
  "projects.fallback.*.services": "Services provided",
  "projects.fallback.*.image": "Image path",
  social: "Social media",
  "social.followers": "Followers label",
  "social.connections": "Connections label",
  activities: "Recent activities",
  "activities.all": "Link to all",
  brands: "Brands",
  "brands.*": "Brand",
  "brands.listLabel": "Name of the logo list, for screen readers",
  experience: "Experience",
  "experience.sectorsTitle": "Sectors heading",
  "experience.sectors": "Sectors",
  "experience.sectors.*": "Sector",
  "experience.profile": "Company profile",
  "experience.profile.title": "Title",
  "experience.profile.founded": "Founded label",
  "experience.profile.headOffice": "Head office label",
  "experience.profile.hotline": "Hotline label",
  "experience.profile.email": "E-mail label",
  mission: "Mission",
  "mission.statement": "Mission statement",
  "mission.visionTitle": "Vision heading",
  "mission.vision": "Vision",
  "mission.commitmentsTitle": "Commitments heading",
  "mission.commitments": "Commitments",
  "mission.commitments.*": "Commitment",
  values: "Core values",
  "values.items.*": "Value",
  timeline: "Milestones",
  "timeline.items.*": "Milestone",
  "timeline.items.*.year": "Year",
  organisation: "Organisation chart",
  "organisation.top": "Board at the top of the chart",
  "organisation.departments": "Departments",
  "organisation.departments.*": "Department",
  certifications: "Certifications",
  "certifications.issuedBy": "Issued by label",
  "certifications.validUntil": "Valid until label",
  cards: "Service cards",
  "cards.*": "Card",
  "cards.*.features": "Features",
  "cards.*.features.*": "Feature",
  actions: "Buttons",
  "actions.electrical": "Electrical services button",
  "actions.maintenance": "Maintenance services button",
  "actions.emergencyNote": "Line above the emergency call button",
  process: "Process",
  "process.steps": "Steps",
  "process.steps.*": "Step",
  schema: "Data for search engines",
  "schema.catalogName": "Service catalogue name",
  scope: "Scope",
  categories: "Equipment categories",
  "categories.items.*": "Category",
  "categories.brandsLabel": "Brands label",
  "categories.items.*.brands": "Brands",
  offered: "What we offer",
  solutions: "Solutions",
  expertise: "Expertise",
  "expertise.blocks": "Blocks",
  "expertise.blocks.*": "Block",
  tools: "Tools",
  "tools.makerLabel": "Maker label",
  listTitle: "List heading",
  empty: "While there are no projects",
  pagination: "Pagination",
  "pagination.label": "Name of the pagination, for screen readers",
  "pagination.showing": "“Showing” line",
  "pagination.previous": "Previous page button",
  "pagination.next": "Next page button",
  share: "Share a project",
  "share.hint": "Hint",
  "share.copy": "Copy button",
  "share.copied": "Copied message",
  "share.copyFailed": "Copy failed message",
  "share.openPage": "Open page button",
  detail: "A project's page",
  "detail.breadcrumbLabel": "Name of the breadcrumb, for screen readers",
  "detail.home": "Home link",
  "detail.projects": "Projects link",
  "detail.about": "About the project heading",
  "detail.details": "Details heading",
  "detail.allProjects": "All projects link",
  "detail.summary": "Default description of a project",
  "news:empty": "While there is no news",
  breadcrumbLabel: "Name of the breadcrumb, for screen readers",
  "news:home": "Home link",
  "news:news": "News link",
  "news:published": "Published label",
  "news:allNews": "All news link",
  info: "Contact details",
  "info.headOffice": "Head office label",
  "info.transactionOffice": "Sales office label",
  "info.warehouse": "Warehouse label",
  "info.openMap": "Open map link",
  "info.phone": "Phone label",
  "info.email": "E-mail label",
  "info.hours": "Office hours label",
  "info.chat": "Chat label",
  "info.chatLink": "Chat link",
  "info.mapTitle": "Name of the map, for screen readers",
  form: "Contact form",
  "form.name": "Name field label",
  "form.email": "E-mail field label",
  "form.phone": "Phone field label",
  "form.optional": "“Optional” marker",
  "form.message": "Message field label",
  "form.required": "“Required” marker",
  "form.honeypot": "Hidden anti-robot field label",
  "form.consent": "Consent sentence",
  "form.consent.before": "Before the link",
  "form.consent.link": "Policy link text",
  "form.consent.after": "After the link",
  "form.submit": "Send button",
  "form.submitting": "Send button while sending",
  "form.success": "Sent message",
  "form.failed": "Failure message",
  "form.network": "Network error message",
  "form.warning": "Warning",
  "form.blocked": "Blocked message",
  "form.captcha": "Robot check label",
  "form.quote": "Request for a quote",
  "form.quote.kind": "Request type label",
  "form.quote.kindMessage": "Message choice",
  "form.quote.kindQuote": "Quote choice",
  "form.quote.details": "Project details heading",
  "form.quote.company": "Company field label",
  "form.quote.taxCode": "Tax code field label",
  "form.quote.taxCodeHint": "Tax code hint",
  "form.quote.province": "Province field label",
  "form.quote.choose": "First entry of a list",
  "form.quote.service": "Service field label",
  "form.quote.services": "Service names",
  "form.quote.services.supply": "Supply",
  "form.quote.services.installation": "Installation",
  "form.quote.services.testing": "Testing",
  "form.quote.services.maintenance": "Maintenance",
  "form.quote.services.emergency": "Emergency repair",
  "form.quote.services.automation": "Automation",
  "form.quote.services.studies": "Power system studies",
  "form.quote.services.design-build": "Design and build",
  "form.quote.services.other": "Other",
  "form.quote.voltage": "Voltage field label",
  "form.quote.voltageExample": "Voltage example",
  "form.quote.timeline": "Timeline field label",
  "form.quote.timelineExample": "Timeline example",
  "form.quote.files": "Attachments label",
  "form.quote.chooseFiles": "Choose files button",
  "form.quote.noFiles": "No file chosen text",
  "form.quote.filesHint": "Attachments hint",
  "form.quote.submit": "Quote send button",
  "form.quote.success": "Quote sent message",
  "hero.updatedLabel": "Updated label",
  "hero.updated": "Date of the last update",
  toc: "Table of contents",
  "toc.label": "Name of the table of contents, for screen readers",
  notice: "Notice at the top",
  preamble: "Preamble",
  "preamble.*": "Paragraph",
  sections: "Sections",
  "sections.*": "Section",
  id: "Anchor, the same in both languages",
  body: "Body",
  contact: "Contact section",
  "contact.addressLabel": "Address label",
  "contact.phoneLabel": "Phone label",
  "contact.emailLabel": "E-mail label",
  related: "Related legal page",
  metaTitle: "Page title",
  goHome: "Home button",
  goBack: "Back button",
  "not-found:contact": "Contact button",
};

export const pageFieldLabels: Bilingual<Record<FieldLabelKey, string>> = { vi: fieldLabelsVi, en: fieldLabelsEn };

// the choices of a list (each product's and service's icon on the home page)
export const pageFieldOptions: Bilingual<Record<string, string>> = {
  vi: {
    mediumVoltage: "Thiết bị trung thế",
    lowVoltage: "Thiết bị hạ thế",
    transformers: "Máy biến áp",
    testing: "Thí nghiệm",
    protection: "Bảo vệ rơ-le",
    scada: "SCADA",
    maintenance: "Bảo trì",
  },
  en: {
    mediumVoltage: "Medium voltage equipment",
    lowVoltage: "Low voltage equipment",
    transformers: "Transformers",
    testing: "Testing",
    protection: "Relay protection",
    scada: "SCADA",
    maintenance: "Maintenance",
  },
};
