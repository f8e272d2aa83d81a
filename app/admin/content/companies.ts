import type { Bilingual } from "../../lib/language.ts";
import type { ListCopy } from "./common.ts";

// the customer companies and their people (issue 38): the Companies screen (/admin/companies), a
// company's page (/admin/companies/{id}) and a lead's company (in the lead's details)

interface CompanyFormCopy {
  name: string;
  taxCode: string;
  taxCodeHint: string;
  province: string;
  chooseProvince: string;
  address: string;
  website: string;
  industry: string;
  emailDomain: string;
  emailDomainHint: string;
  notes: string;
}

interface PeopleCopy extends ListCopy {
  table: ListCopy["table"] & { name: string; position: string; contact: string; leads: string };
  form: ListCopy["form"] & { name: string; position: string; email: string; phone: string };
}

interface AdminCompaniesCopy extends ListCopy {
  searchLabel: string;
  searchHint: string;
  items: { one: string; other: string };
  count: { one: string; other: string };
  // {{query}}
  noMatches: string;
  adminOnly: string;
  table: ListCopy["table"] & {
    name: string;
    taxCode: string;
    people: string;
    leads: string;
    lastLead: string;
    open: string;
    // {{name}}
    editName: string;
    deleteName: string;
  };
  form: ListCopy["form"] & CompanyFormCopy;
  page: {
    back: string;
    loading: string;
    loadFailed: string;
    notFound: string;
    details: string;
    edit: string;
    taxCode: string;
    province: string;
    address: string;
    website: string;
    industry: string;
    emailDomain: string;
    notes: string;
    none: string;
    openValue: string;
    wonValue: string;
    leads: string;
    leadsCaption: string;
    noLeads: string;
    lead: string;
    stage: string;
    value: string;
    owner: string;
    received: string;
    nobody: string;
    timeline: string;
    timelineEmpty: string;
    // {{lead}}: the lead's customer
    onLead: string;
    merge: string;
    mergeTitle: string;
    // {{name}}: this company
    mergeIntro: string;
    mergeInto: string;
    mergeSearch: string;
    mergeChoose: string;
    mergeConfirm: string;
    mergeFailed: string;
    merging: string;
  };
  people: PeopleCopy;
  // a lead's company and person, in the lead's details
  lead: {
    heading: string;
    company: string;
    person: string;
    none: string;
    open: string;
    suggested: string;
    // {{name}}
    link: string;
    linked: string;
    linkFailed: string;
    create: string;
    created: string;
    createFailed: string;
    change: string;
    searchLabel: string;
    noMatches: string;
    unlink: string;
  };
}

export const adminCompanies: Bilingual<AdminCompaniesCopy> = {
  vi: {
    title: "Công ty khách hàng",
    intro:
      "Mỗi công ty gom người liên hệ và mọi khách hàng tiềm năng của mình. Yêu cầu mới được tự động gắn với công ty theo mã số thuế, rồi theo tên miền e-mail.",
    add: "Thêm công ty",
    loading: "Đang tải danh sách công ty…",
    loadFailed: "Không tải được danh sách công ty.",
    empty: "Chưa có công ty nào.",
    searchLabel: "Tìm công ty",
    searchHint: "Theo tên, mã số thuế, tên miền hoặc website; gõ có dấu hay không dấu đều được.",
    items: { one: "công ty", other: "công ty" },
    count: { one: "{{count}} công ty", other: "{{count}} công ty" },
    noMatches: "Không tìm thấy công ty nào khớp với “{{query}}”.",
    adminOnly: "Chỉ Quản trị viên và Quản trị cấp cao được xóa công ty.",
    table: {
      caption: "Danh sách công ty khách hàng",
      name: "Công ty",
      taxCode: "Mã số thuế",
      people: "Người liên hệ",
      leads: "Khách hàng tiềm năng",
      lastLead: "Yêu cầu gần nhất",
      open: "Mở trang công ty {{name}}",
      editName: "Sửa công ty {{name}}",
      deleteName: "Xóa công ty {{name}}",
      actions: "Thao tác",
      edit: "Sửa",
      delete: "Xóa",
    },
    form: {
      addTitle: "Thêm công ty",
      editTitle: "Sửa công ty",
      saveFailed: "Không lưu được công ty.",
      name: "Tên công ty",
      taxCode: "Mã số thuế",
      taxCodeHint: "10 chữ số, hoặc 10-3 với chi nhánh.",
      province: "Tỉnh/thành phố",
      chooseProvince: "Chọn tỉnh/thành phố",
      address: "Địa chỉ",
      website: "Website",
      industry: "Ngành nghề",
      emailDomain: "Tên miền e-mail",
      emailDomainHint:
        "Tên miền e-mail của nhân viên công ty, ví dụ nhamay.vn: yêu cầu mới từ tên miền này được gắn với công ty.",
      notes: "Ghi chú",
    },
    remove: {
      title: "Xóa công ty",
      message:
        "Xóa công ty “{{name}}”? Người liên hệ và khách hàng tiềm năng của công ty vẫn được giữ lại, không còn gắn với công ty.",
      failed: "Không xóa được công ty.",
    },
    page: {
      back: "Tất cả công ty",
      loading: "Đang tải công ty…",
      loadFailed: "Không tải được công ty.",
      notFound: "Công ty này không tồn tại hoặc đã được gộp vào công ty khác.",
      details: "Thông tin công ty",
      edit: "Sửa thông tin",
      taxCode: "Mã số thuế",
      province: "Tỉnh/thành phố",
      address: "Địa chỉ",
      website: "Website",
      industry: "Ngành nghề",
      emailDomain: "Tên miền e-mail",
      notes: "Ghi chú",
      none: "—",
      openValue: "Giá trị đang theo đuổi",
      wonValue: "Giá trị đã thắng",
      leads: "Khách hàng tiềm năng",
      leadsCaption: "Khách hàng tiềm năng của công ty, mới nhất trước",
      noLeads: "Công ty chưa có khách hàng tiềm năng nào.",
      lead: "Khách hàng",
      stage: "Giai đoạn",
      value: "Giá trị",
      owner: "Phụ trách",
      received: "Ngày nhận",
      nobody: "Chưa giao",
      timeline: "Hoạt động gần đây",
      timelineEmpty: "Chưa có hoạt động nào.",
      onLead: "Khách hàng {{lead}}",
      merge: "Gộp vào công ty khác",
      mergeTitle: "Gộp công ty",
      mergeIntro:
        "Người liên hệ và khách hàng tiềm năng của “{{name}}” sẽ chuyển sang công ty được chọn; thông tin còn thiếu được bổ sung, rồi “{{name}}” bị xóa.",
      mergeInto: "Gộp vào",
      mergeSearch: "Tìm công ty để gộp vào",
      mergeChoose: "Hãy chọn một công ty.",
      mergeConfirm: "Gộp",
      mergeFailed: "Không gộp được công ty.",
      merging: "Đang gộp…",
    },
    people: {
      title: "Người liên hệ",
      intro: "Những người của công ty mà chúng ta làm việc cùng.",
      add: "Thêm người liên hệ",
      loading: "Đang tải người liên hệ…",
      loadFailed: "Không tải được người liên hệ.",
      empty: "Công ty chưa có người liên hệ nào.",
      table: {
        caption: "Người liên hệ của công ty",
        name: "Họ tên",
        position: "Chức vụ",
        contact: "Liên hệ",
        leads: "Khách hàng tiềm năng",
        actions: "Thao tác",
        edit: "Sửa",
        delete: "Xóa",
      },
      form: {
        addTitle: "Thêm người liên hệ",
        editTitle: "Sửa người liên hệ",
        saveFailed: "Không lưu được người liên hệ.",
        name: "Họ tên",
        position: "Chức vụ",
        email: "E-mail",
        phone: "Điện thoại",
      },
      remove: {
        title: "Xóa người liên hệ",
        message: "Xóa người liên hệ “{{name}}”? Các khách hàng tiềm năng của người này vẫn được giữ lại.",
        failed: "Không xóa được người liên hệ.",
      },
    },
    lead: {
      heading: "Công ty và người liên hệ",
      company: "Công ty",
      person: "Người liên hệ",
      none: "Chưa gắn",
      open: "Mở trang công ty",
      suggested: "Có thể là công ty đã có:",
      link: "Gắn với {{name}}",
      linked: "Đã gắn khách hàng tiềm năng với công ty.",
      linkFailed: "Không gắn được công ty.",
      create: "Tạo công ty từ yêu cầu này",
      created: "Đã tạo công ty và gắn khách hàng tiềm năng.",
      createFailed: "Không tạo được công ty.",
      change: "Đổi công ty",
      searchLabel: "Tìm công ty",
      noMatches: "Không tìm thấy công ty nào.",
      unlink: "Bỏ gắn công ty",
    },
  },
  en: {
    title: "Customer companies",
    intro:
      "Each company gathers its contact people and every lead it brought. New requests are linked to their company by tax code, then by e-mail domain.",
    add: "Add company",
    loading: "Loading the companies…",
    loadFailed: "The companies could not be loaded.",
    empty: "No companies yet.",
    searchLabel: "Search companies",
    searchHint: "By name, tax code, domain or website, with or without Vietnamese marks.",
    items: { one: "company", other: "companies" },
    count: { one: "{{count}} company", other: "{{count}} companies" },
    noMatches: "No company matches “{{query}}”.",
    adminOnly: "Only Admins and Super Admins can delete a company.",
    table: {
      caption: "Customer companies",
      name: "Company",
      taxCode: "Tax code",
      people: "Contact people",
      leads: "Leads",
      lastLead: "Latest request",
      open: "Open the page of {{name}}",
      editName: "Edit {{name}}",
      deleteName: "Delete {{name}}",
      actions: "Actions",
      edit: "Edit",
      delete: "Delete",
    },
    form: {
      addTitle: "Add company",
      editTitle: "Edit company",
      saveFailed: "The company could not be saved.",
      name: "Company name",
      taxCode: "Tax code",
      taxCodeHint: "10 digits, or 10-3 for a branch.",
      province: "Province",
      chooseProvince: "Choose a province",
      address: "Address",
      website: "Website",
      industry: "Industry",
      emailDomain: "E-mail domain",
      emailDomainHint:
        "The domain of the company's staff e-mail addresses, e.g. nhamay.vn: new requests from it are linked to the company.",
      notes: "Notes",
    },
    remove: {
      title: "Delete company",
      message: "Delete the company “{{name}}”? Its contact people and leads are kept, without a company.",
      failed: "The company could not be deleted.",
    },
    page: {
      back: "All companies",
      loading: "Loading the company…",
      loadFailed: "The company could not be loaded.",
      notFound: "This company does not exist, or it was merged into another.",
      details: "Company details",
      edit: "Edit details",
      taxCode: "Tax code",
      province: "Province",
      address: "Address",
      website: "Website",
      industry: "Industry",
      emailDomain: "E-mail domain",
      notes: "Notes",
      none: "—",
      openValue: "Open value",
      wonValue: "Won value",
      leads: "Leads",
      leadsCaption: "The company's leads, newest first",
      noLeads: "The company has no leads yet.",
      lead: "Customer",
      stage: "Stage",
      value: "Value",
      owner: "Owner",
      received: "Received",
      nobody: "Unassigned",
      timeline: "Recent activity",
      timelineEmpty: "No activity yet.",
      onLead: "Lead {{lead}}",
      merge: "Merge into another company",
      mergeTitle: "Merge company",
      mergeIntro:
        "The contact people and leads of “{{name}}” move to the company you choose, which takes the details it lacks; then “{{name}}” is deleted.",
      mergeInto: "Merge into",
      mergeSearch: "Search for the company to merge into",
      mergeChoose: "Choose a company.",
      mergeConfirm: "Merge",
      mergeFailed: "The companies could not be merged.",
      merging: "Merging…",
    },
    people: {
      title: "Contact people",
      intro: "The people at the company we work with.",
      add: "Add contact person",
      loading: "Loading the contact people…",
      loadFailed: "The contact people could not be loaded.",
      empty: "The company has no contact people yet.",
      table: {
        caption: "The company's contact people",
        name: "Name",
        position: "Position",
        contact: "Contact",
        leads: "Leads",
        actions: "Actions",
        edit: "Edit",
        delete: "Delete",
      },
      form: {
        addTitle: "Add contact person",
        editTitle: "Edit contact person",
        saveFailed: "The contact person could not be saved.",
        name: "Name",
        position: "Position",
        email: "E-mail",
        phone: "Phone",
      },
      remove: {
        title: "Delete contact person",
        message: "Delete the contact person “{{name}}”? Their leads are kept.",
        failed: "The contact person could not be deleted.",
      },
    },
    lead: {
      heading: "Company and contact person",
      company: "Company",
      person: "Contact person",
      none: "Not linked",
      open: "Open the company's page",
      suggested: "This may be a company you already have:",
      link: "Link to {{name}}",
      linked: "The lead is linked to the company.",
      linkFailed: "The company could not be linked.",
      create: "Create a company from this request",
      created: "Company created and the lead linked to it.",
      createFailed: "The company could not be created.",
      change: "Change company",
      searchLabel: "Search companies",
      noMatches: "No company found.",
      unlink: "Unlink the company",
    },
  },
};
