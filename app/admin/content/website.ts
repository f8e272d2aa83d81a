import type { Bilingual } from "../../lib/language.ts";

// the dashboard's Website tab (issue 25): what the site brings — visits, sources, pages and the
// leads they led to — counted by the site itself, without a cookie

interface AdminWebsiteCopy {
  tab: string;
  heading: string;
  intro: string;
  range: string;
  // {{days}}
  lastDays: string;
  loading: string;
  loadFailed: string;
  retry: string;
  totals: { views: string; visitors: string; leads: string; conversion: string };
  // each total beside the same number of days before: {{percent}}, {{days}}, {{value}}
  change: { up: string; down: string; fromZero: string; same: string; none: string; previous: string };
  chart: {
    title: string;
    // {{views}}, {{visitors}}, {{from}}, {{to}}
    description: string;
    views: string;
    visitors: string;
    showTable: string;
    showChart: string;
    day: string;
  };
  sourcesChart: { title: string; description: string };
  pages: { title: string; path: string; views: string; visits: string; leads: string; conversion: string };
  sources: { title: string; source: string; visits: string; leads: string; conversion: string };
  campaigns: { title: string; campaign: string; visits: string; leads: string; empty: string };
  languages: { title: string; language: string; visits: string; vi: string; en: string };
  devices: { title: string; device: string; visits: string; phone: string; tablet: string; desktop: string };
  sourceNames: Record<string, string>;
  empty: string;
  note: string;
  summary: { title: string; open: string };
}

export const adminWebsite: Bilingual<AdminWebsiteCopy> = {
  vi: {
    tab: "Website",
    heading: "Website mang lại gì",
    intro:
      "Lượt xem và lượt truy cập do chính website đếm, không dùng cookie và không lưu gì nhận diện được khách; mỗi khách hàng tiềm năng được tính cho trang, nguồn và chiến dịch đã đưa họ đến.",
    range: "Khoảng thời gian",
    lastDays: "{{days}} ngày",
    loading: "Đang tải số liệu website…",
    loadFailed: "Không tải được số liệu website.",
    retry: "Thử lại",
    totals: {
      views: "Lượt xem trang",
      visitors: "Lượt truy cập",
      leads: "Khách hàng tiềm năng",
      conversion: "Tỷ lệ chuyển đổi",
    },
    change: {
      up: "Tăng {{percent}} so với {{days}} ngày trước đó",
      down: "Giảm {{percent}} so với {{days}} ngày trước đó",
      fromZero: "Tăng từ 0 trong {{days}} ngày trước đó",
      same: "Bằng {{days}} ngày trước đó",
      none: "{{days}} ngày trước đó chưa có số liệu",
      previous: "{{days}} ngày trước đó: {{value}}",
    },
    chart: {
      title: "Lượt xem và lượt truy cập theo ngày",
      description: "Từ {{from}} đến {{to}}: {{views}} lượt xem trang, {{visitors}} lượt truy cập.",
      views: "Lượt xem trang",
      visitors: "Lượt truy cập",
      showTable: "Xem dạng bảng",
      showChart: "Xem biểu đồ",
      day: "Ngày",
    },
    sourcesChart: { title: "Nguồn truy cập", description: "Lượt truy cập theo nguồn, nhiều nhất trước." },
    pages: {
      title: "Trang được xem nhiều nhất",
      path: "Trang",
      views: "Lượt xem",
      visits: "Lượt vào đầu tiên",
      leads: "Yêu cầu",
      conversion: "Chuyển đổi",
    },
    sources: {
      title: "Nguồn truy cập",
      source: "Nguồn",
      visits: "Lượt truy cập",
      leads: "Yêu cầu",
      conversion: "Chuyển đổi",
    },
    campaigns: {
      title: "Chiến dịch",
      campaign: "Chiến dịch (utm_campaign)",
      visits: "Lượt truy cập",
      leads: "Yêu cầu",
      empty: "Chưa có lượt truy cập nào từ chiến dịch.",
    },
    languages: { title: "Ngôn ngữ", language: "Ngôn ngữ", visits: "Lượt truy cập", vi: "Tiếng Việt", en: "Tiếng Anh" },
    devices: {
      title: "Thiết bị",
      device: "Thiết bị",
      visits: "Lượt truy cập",
      phone: "Điện thoại",
      tablet: "Máy tính bảng",
      desktop: "Máy tính",
    },
    sourceNames: {
      google: "Google",
      bing: "Bing",
      coccoc: "Cốc Cốc",
      yahoo: "Yahoo",
      duckduckgo: "DuckDuckGo",
      zalo: "Zalo",
      facebook: "Facebook",
      direct: "Truy cập trực tiếp",
      other: "Nguồn khác",
    },
    empty: "Chưa có lượt truy cập nào trong khoảng thời gian này.",
    note: "Một lượt truy cập là trang đầu tiên của một thẻ trình duyệt; không đếm robot, nhân viên và khách chọn không theo dõi (“Do Not Track”).",
    summary: {
      title: "Website 7 ngày qua",
      open: "Xem chi tiết",
    },
  },
  en: {
    tab: "Website",
    heading: "What the website brings",
    intro:
      "Page views and visits counted by the website itself, without a cookie and without keeping anything that identifies a visitor; each lead is counted for the page, source and campaign that brought it.",
    range: "Period",
    lastDays: "{{days}} days",
    loading: "Loading the website's figures…",
    loadFailed: "Could not load the website's figures.",
    retry: "Try again",
    totals: { views: "Page views", visitors: "Visits", leads: "Leads", conversion: "Conversion rate" },
    change: {
      up: "Up {{percent}} on the {{days}} days before",
      down: "Down {{percent}} on the {{days}} days before",
      fromZero: "Up from none in the {{days}} days before",
      same: "The same as the {{days}} days before",
      none: "No figures for the {{days}} days before",
      previous: "The {{days}} days before: {{value}}",
    },
    chart: {
      title: "Page views and visits per day",
      description: "From {{from}} to {{to}}: {{views}} page views, {{visitors}} visits.",
      views: "Page views",
      visitors: "Visits",
      showTable: "Show as a table",
      showChart: "Show the chart",
      day: "Day",
    },
    sourcesChart: { title: "Where visits come from", description: "Visits by source, the most first." },
    pages: {
      title: "Most viewed pages",
      path: "Page",
      views: "Views",
      visits: "Visits begun",
      leads: "Leads",
      conversion: "Conversion",
    },
    sources: {
      title: "Where visits come from",
      source: "Source",
      visits: "Visits",
      leads: "Leads",
      conversion: "Conversion",
    },
    campaigns: {
      title: "Campaigns",
      campaign: "Campaign (utm_campaign)",
      visits: "Visits",
      leads: "Leads",
      empty: "No visits from a campaign yet.",
    },
    languages: { title: "Languages", language: "Language", visits: "Visits", vi: "Vietnamese", en: "English" },
    devices: {
      title: "Devices",
      device: "Device",
      visits: "Visits",
      phone: "Phone",
      tablet: "Tablet",
      desktop: "Computer",
    },
    sourceNames: {
      google: "Google",
      bing: "Bing",
      coccoc: "Cốc Cốc",
      yahoo: "Yahoo",
      duckduckgo: "DuckDuckGo",
      zalo: "Zalo",
      facebook: "Facebook",
      direct: "Direct",
      other: "Other sources",
    },
    empty: "No visits in this period yet.",
    note: "A visit is a browser tab's first page; robots, staff and visitors who ask not to be tracked (“Do Not Track”) are not counted.",
    summary: {
      title: "Website, last 7 days",
      open: "See the details",
    },
  },
};
