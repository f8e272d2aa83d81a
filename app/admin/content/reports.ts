import type { ReportGroup } from "../../../contract/reports.ts";
import type { Bilingual } from "../../lib/language.ts";

// the Reports screen (/admin/reports, issue 38): the pipeline by a grouping over a range of days

interface AdminReportsCopy {
  title: string;
  intro: string;
  range: string;
  ranges: { "30": string; "90": string; "365": string };
  groupBy: string;
  groups: Record<ReportGroup, string>;
  loading: string;
  loadFailed: string;
  empty: string;
  // {{from}}, {{to}}
  caption: string;
  columns: {
    visits: string;
    leads: string;
    quotes: string;
    won: string;
    lost: string;
    winRate: string;
    openValue: string;
    wonValue: string;
  };
  total: string;
  none: string;
  download: string;
  // the chart above the table: each group's won value as a bar
  chart: string;
  chartNote: string;
}

export const adminReports: Bilingual<AdminReportsCopy> = {
  vi: {
    title: "Báo cáo",
    intro:
      "Khách hàng tiềm năng nhận được trong khoảng thời gian, theo nhóm: số lượng, số đã báo giá, thành công, thất bại, tỷ lệ thành công và giá trị. Theo nguồn và chiến dịch có cả lượt truy cập website.",
    range: "Khoảng thời gian",
    ranges: { "30": "30 ngày", "90": "90 ngày", "365": "12 tháng" },
    groupBy: "Nhóm theo",
    groups: {
      stage: "Giai đoạn",
      owner: "Người phụ trách",
      month: "Tháng",
      service: "Dịch vụ",
      province: "Tỉnh/thành phố",
      source: "Nguồn truy cập",
      campaign: "Chiến dịch",
    },
    loading: "Đang tải báo cáo…",
    loadFailed: "Không tải được báo cáo.",
    empty: "Không có khách hàng tiềm năng nào trong khoảng thời gian này.",
    caption: "Khách hàng tiềm năng từ {{from}} đến {{to}}",
    columns: {
      visits: "Lượt truy cập",
      leads: "Số khách hàng tiềm năng",
      quotes: "Đã báo giá",
      won: "Thành công",
      lost: "Thất bại",
      winRate: "Tỷ lệ thành công",
      openValue: "Đang theo đuổi (₫)",
      wonValue: "Đã thắng (₫)",
    },
    total: "Tổng",
    none: "(không có)",
    download: "Tải CSV",
    chart: "Giá trị đã thắng theo nhóm",
    chartNote: "Cùng số liệu với bảng bên dưới.",
  },
  en: {
    title: "Reports",
    intro:
      "The leads received in a range of days, by group: how many, quoted, won, lost, the win rate and their value. By source and campaign, the website's visits too.",
    range: "Range",
    ranges: { "30": "30 days", "90": "90 days", "365": "12 months" },
    groupBy: "Group by",
    groups: {
      stage: "Stage",
      owner: "Owner",
      month: "Month",
      service: "Service",
      province: "Province",
      source: "Source",
      campaign: "Campaign",
    },
    loading: "Loading the report…",
    loadFailed: "The report could not be loaded.",
    empty: "No leads in this range.",
    caption: "Leads from {{from}} to {{to}}",
    columns: {
      visits: "Visits",
      leads: "Leads",
      quotes: "Quoted",
      won: "Won",
      lost: "Lost",
      winRate: "Win rate",
      openValue: "Open value (₫)",
      wonValue: "Won value (₫)",
    },
    total: "Total",
    none: "(none)",
    download: "Download CSV",
    chart: "Won value by group",
    chartNote: "The same figures as the table below.",
  },
};
