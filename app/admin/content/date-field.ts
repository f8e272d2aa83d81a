import type { Bilingual } from "../../lib/language.ts";

// what a date field says (app/admin/components/date-field.tsx): its format, and what is wrong
// with what was typed; {{date}} is a day as the field writes it
export const adminDateField: Bilingual<{
  dayHint: string;
  momentHint: string;
  dayInvalid: string;
  momentInvalid: string;
  before: string;
  after: string;
  // what a valid entry was read as, in the admin's own form (1/12/2026 9h → 01/12/2026 09:00)
  reads: string;
}> = {
  vi: {
    dayHint: "Ngày/tháng/năm, ví dụ 28/11/2026.",
    momentHint: "Ngày/tháng/năm và giờ:phút theo giờ Việt Nam, hệ 24 giờ, ví dụ 28/11/2026 09:00.",
    dayInvalid: "Ngày không hợp lệ. Nhập theo dạng ngày/tháng/năm, ví dụ 28/11/2026.",
    momentInvalid: "Thời điểm không hợp lệ. Nhập theo dạng ngày/tháng/năm giờ:phút, ví dụ 28/11/2026 09:00.",
    before: "Chọn một ngày từ {{date}} trở về sau.",
    after: "Chọn một ngày đến {{date}} là muộn nhất.",
    reads: "Đã hiểu là {{date}}.",
  },
  en: {
    dayHint: "Day/month/year, e.g. 28/11/2026.",
    momentHint: "Day/month/year hours:minutes in Vietnam time (24-hour clock), e.g. 28/11/2026 09:00.",
    dayInvalid: "Not a date. Write it as day/month/year, e.g. 28/11/2026.",
    momentInvalid: "Not a date and time. Write it as day/month/year hours:minutes, e.g. 28/11/2026 09:00.",
    before: "Choose a day on or after {{date}}.",
    after: "Choose a day on or before {{date}}.",
    reads: "Read as {{date}}.",
  },
};
