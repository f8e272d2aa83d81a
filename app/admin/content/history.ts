import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// the history of a record or a page: its versions, a comparison with what it is now, a restore
// (app/admin/components/version-history.tsx). A record keeps a version on every save and its
// newest is the record as it is; a page keeps one on every publication and its newest is what
// visitors see: `page` holds the words that differ
interface HistoryWords {
  intro: string;
  empty: string;
  current: string;
  compare: string;
  compareCaption: string;
  columns: { field: string; version: string; current: string };
  same: string;
  restoreMessage: string;
}

interface HistoryCopy extends HistoryWords {
  open: string;
  title: string;
  caption: string;
  loading: string;
  loadFailed: string;
  retry: string;
  original: string;
  fieldsChanged: Text;
  noFields: string;
  hideCompare: string;
  emptyValue: string;
  restore: string;
  restoreTitle: string;
  restoreFailed: string;
  restored: string;
  page: HistoryWords;
}

export const adminHistory: Bilingual<HistoryCopy> = {
  vi: {
    open: "Lịch sử",
    title: "Lịch sử thay đổi: {{name}}",
    caption: "Các phiên bản, mới nhất trước",
    intro:
      "Mỗi lần lưu được giữ lại thành một phiên bản. Có thể so sánh một phiên bản với nội dung hiện tại và khôi phục nó.",
    loading: "Đang tải lịch sử…",
    loadFailed: "Không tải được lịch sử",
    retry: "Thử lại",
    empty: "Chưa có phiên bản nào. Từ lần lưu tiếp theo, mỗi lần lưu sẽ được giữ lại.",
    original: "Nội dung ban đầu",
    current: "Hiện tại",
    fieldsChanged: "{{count}} trường thay đổi",
    noFields: "Bản đầu tiên",
    compare: "So sánh với hiện tại",
    hideCompare: "Ẩn so sánh",
    compareCaption: "Các trường khác với nội dung hiện tại",
    columns: { field: "Trường", version: "Phiên bản này", current: "Hiện tại" },
    same: "Phiên bản này giống hệt nội dung hiện tại.",
    emptyValue: "(trống)",
    restore: "Khôi phục",
    restoreTitle: "Khôi phục phiên bản này?",
    restoreMessage: "Nội dung sẽ trở lại như phiên bản lúc {{time}}. Nội dung hiện tại vẫn được giữ trong lịch sử.",
    restoreFailed: "Không khôi phục được phiên bản",
    restored: "Đã khôi phục phiên bản",
    page: {
      intro:
        "Mỗi lần xuất bản được giữ lại thành một phiên bản. Có thể so sánh một phiên bản với bản đang hiển thị và xuất bản lại nó.",
      empty: "Chưa có phiên bản nào.",
      current: "Đang hiển thị",
      compare: "So với bản đang hiển thị",
      compareCaption: "Các trường khác với bản đang hiển thị",
      columns: { field: "Trường", version: "Phiên bản này", current: "Đang hiển thị" },
      same: "Phiên bản này giống hệt bản đang hiển thị.",
      restoreMessage:
        "Phiên bản lúc {{time}} sẽ được xuất bản lại ngay thành một phiên bản mới. Bản nháp (nếu có) được giữ nguyên.",
    },
  },
  en: {
    open: "History",
    title: "History: {{name}}",
    caption: "Versions, newest first",
    intro: "Every save is kept as a version. Compare a version with the current content and restore it.",
    loading: "Loading the history…",
    loadFailed: "The history could not be loaded",
    retry: "Try again",
    empty: "No versions yet. From the next save on, every save is kept.",
    original: "Original content",
    current: "Current",
    fieldsChanged: { one: "1 field changed", other: "{{count}} fields changed" },
    noFields: "First version",
    compare: "Compare with current",
    hideCompare: "Hide comparison",
    compareCaption: "The fields that differ from the current content",
    columns: { field: "Field", version: "This version", current: "Current" },
    same: "This version is the same as the current content.",
    emptyValue: "(empty)",
    restore: "Restore",
    restoreTitle: "Restore this version?",
    restoreMessage: "The content goes back to the version of {{time}}. The current content stays in the history.",
    restoreFailed: "The version could not be restored",
    restored: "Version restored",
    page: {
      intro: "Every publication is kept as a version. Compare a version with the live page and publish it again.",
      empty: "No versions yet.",
      current: "Live",
      compare: "Compare with live",
      compareCaption: "The fields that differ from the live page",
      columns: { field: "Field", version: "This version", current: "Live" },
      same: "This version is the same as the live page.",
      restoreMessage:
        "The version of {{time}} is published again at once, as a new version. The draft, if any, is kept.",
    },
  },
};
