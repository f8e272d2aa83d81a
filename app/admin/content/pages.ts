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
