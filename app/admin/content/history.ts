import type { Text } from "../../../contract/template.ts";
import type { Bilingual } from "../../lib/language.ts";

// the history of a record or a page: its versions, a comparison with what it is now, a restore
// (app/admin/components/version-history.tsx)
interface HistoryCopy {
  open: string;
  title: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  original: string;
  fieldsChanged: Text;
  noFields: string;
  compare: string;
  hideCompare: string;
  compareCaption: string;
  columns: { field: string; version: string; current: string };
  same: string;
  emptyValue: string;
  restore: string;
  restoreTitle: string;
  restoreMessage: string;
  restoreFailed: string;
  restored: string;
}

export const adminHistory: Bilingual<HistoryCopy> = {
  vi: {
    open: "Lịch sử",
    title: "Lịch sử thay đổi: {{name}}",
    intro:
      "Mỗi lần lưu được giữ lại thành một phiên bản. Có thể so sánh một phiên bản với nội dung hiện tại và khôi phục nó.",
    loading: "Đang tải lịch sử…",
    loadFailed: "Không tải được lịch sử",
    retry: "Thử lại",
    empty: "Chưa có phiên bản nào. Từ lần lưu tiếp theo, mỗi lần lưu sẽ được giữ lại.",
    original: "Nội dung ban đầu",
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
  },
  en: {
    open: "History",
    title: "History: {{name}}",
    intro: "Every save is kept as a version. Compare a version with the current content and restore it.",
    loading: "Loading the history…",
    loadFailed: "The history could not be loaded",
    retry: "Try again",
    empty: "No versions yet. From the next save on, every save is kept.",
    original: "Original content",
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
  },
};
