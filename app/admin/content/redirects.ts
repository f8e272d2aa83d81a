import type { Bilingual } from "../../lib/language.ts";
import type { ListCopy } from "./common.ts";

// the Redirects screen (/admin/redirects): old addresses of the site sent to new ones (issue 24)

// the addresses visitors asked for that answered 404
interface MissingCopy {
  heading: string;
  intro: string;
  totals: string;
  sort: string;
  byHits: string;
  byRecent: string;
  caption: string;
  path: string;
  hits: string;
  robots: string;
  lastSeen: string;
  referrer: string;
  action: string;
  // {{path}}
  redirectThis: string;
  redirectThisShort: string;
  // {{to}}
  redirectedTo: string;
  direct: string;
  empty: string;
  loading: string;
  loadFailed: string;
  items: { one: string; other: string } | string;
}

interface AdminRedirectsCopy extends ListCopy {
  missing: MissingCopy;
  table: ListCopy["table"] & { from: string; to: string; status: string; permanent: string; temporary: string };
  form: ListCopy["form"] & {
    from: string;
    fromHint: string;
    to: string;
    toHint: string;
    status: string;
    statusHint: string;
    choose: string;
    loading: string;
    permanent: string;
    temporary: string;
  };
}

export const adminRedirects: Bilingual<AdminRedirectsCopy> = {
  vi: {
    title: "Chuyển hướng",
    intro:
      "Gửi khách từ một địa chỉ cũ (của website trước đây, hoặc một trang đã đổi địa chỉ) đến trang hiện nay, để đường dẫn đã chia sẻ và kết quả tìm kiếm không dẫn đến trang lỗi. Không thể chuyển hướng một trang đang hoạt động, và không tạo chuỗi chuyển hướng.",
    add: "Thêm chuyển hướng",
    loading: "Đang tải chuyển hướng…",
    loadFailed: "Không tải được danh sách chuyển hướng.",
    empty: "Chưa có chuyển hướng nào.",
    table: {
      caption: "Danh sách chuyển hướng",
      from: "Địa chỉ cũ",
      to: "Địa chỉ mới",
      status: "Loại",
      permanent: "301 · Chuyển hẳn",
      temporary: "302 · Tạm thời",
      actions: "Thao tác",
      edit: "Sửa",
      delete: "Xóa",
    },
    form: {
      addTitle: "Thêm chuyển hướng",
      editTitle: "Sửa chuyển hướng",
      from: "Địa chỉ cũ",
      fromHint: "Một đường dẫn trên website này, ví dụ /gioi-thieu hoặc /lien-he.html.",
      to: "Địa chỉ mới",
      toHint: "Một đường dẫn trên website này, ví dụ /about, hoặc một địa chỉ https://.",
      status: "Loại chuyển hướng",
      statusHint: "Chọn 301 khi trang đã chuyển hẳn: công cụ tìm kiếm chuyển thứ hạng sang địa chỉ mới.",
      choose: "Chọn loại",
      loading: "Đang tải…",
      permanent: "301 · Chuyển hẳn",
      temporary: "302 · Tạm thời",
      saveFailed: "Không lưu được chuyển hướng.",
    },
    missing: {
      heading: "Địa chỉ không tìm thấy",
      intro:
        "Các địa chỉ khách đã mở nhưng website trả về trang không tìm thấy (404), đếm riêng lượt của robot. Chuyển hướng những địa chỉ có nhiều lượt truy cập đến trang phù hợp.",
      totals: "Lượt của khách: {{hits}} · của robot: {{bots}}",
      sort: "Sắp xếp",
      byHits: "Nhiều lượt nhất",
      byRecent: "Gần đây nhất",
      caption: "Địa chỉ không tìm thấy",
      path: "Địa chỉ",
      hits: "Lượt khách",
      robots: "Lượt robot",
      lastSeen: "Lần gần nhất",
      referrer: "Trang dẫn đến",
      action: "Thao tác",
      redirectThis: "Chuyển hướng: {{path}}",
      redirectThisShort: "Chuyển hướng",
      redirectedTo: "Đã chuyển đến {{to}}",
      direct: "Truy cập trực tiếp",
      empty: "Chưa có địa chỉ nào trả về trang không tìm thấy.",
      loading: "Đang tải các địa chỉ không tìm thấy…",
      loadFailed: "Không tải được các địa chỉ không tìm thấy.",
      items: "địa chỉ",
    },
    remove: {
      title: "Xóa chuyển hướng?",
      message: "Địa chỉ “{{name}}” sẽ không còn được chuyển hướng: khách mở địa chỉ này sẽ thấy trang không tìm thấy.",
      failed: "Không xóa được chuyển hướng.",
    },
  },
  en: {
    title: "Redirects",
    intro:
      "Send visitors from an old address (of the former website, or of a page that moved) to the page it is now, so that shared links and search results never end on an error page. A live page cannot be redirected, and redirects never chain.",
    add: "Add redirect",
    loading: "Loading the redirects…",
    loadFailed: "Could not load the redirects.",
    empty: "No redirects yet.",
    table: {
      caption: "Redirects",
      from: "Old address",
      to: "New address",
      status: "Kind",
      permanent: "301 · Moved for good",
      temporary: "302 · For now",
      actions: "Actions",
      edit: "Edit",
      delete: "Delete",
    },
    form: {
      addTitle: "Add redirect",
      editTitle: "Edit redirect",
      from: "Old address",
      fromHint: "A path on this website, such as /gioi-thieu or /lien-he.html.",
      to: "New address",
      toHint: "A path on this website, such as /about, or an https:// address.",
      status: "Kind of redirect",
      statusHint: "Choose 301 when the page moved for good: search engines move its rank to the new address.",
      choose: "Choose a kind",
      loading: "Loading…",
      permanent: "301 · Moved for good",
      temporary: "302 · For now",
      saveFailed: "Could not save the redirect.",
    },
    missing: {
      heading: "Addresses not found",
      intro:
        "Addresses visitors opened that do not exist on the site, so they saw the page-not-found page (404); robots are counted apart. Redirect the ones visited often to the right page.",
      totals: "Visits by people: {{hits}} · by robots: {{bots}}",
      sort: "Order",
      byHits: "Most visited",
      byRecent: "Most recent",
      caption: "Addresses not found",
      path: "Address",
      hits: "Visits",
      robots: "Robots",
      lastSeen: "Last seen",
      referrer: "Referring site",
      action: "Actions",
      redirectThis: "Redirect this: {{path}}",
      redirectThisShort: "Redirect this",
      redirectedTo: "Redirected to {{to}}",
      direct: "Direct visit",
      empty: "No address has answered the page-not-found page yet.",
      loading: "Loading the addresses not found…",
      loadFailed: "Could not load the addresses not found.",
      items: { one: "address", other: "addresses" },
    },
    remove: {
      title: "Delete the redirect?",
      message: "“{{name}}” will no longer be redirected: visitors who open it will see the page-not-found page.",
      failed: "Could not delete the redirect.",
    },
  },
};
