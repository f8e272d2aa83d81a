export { formatVietnamTime } from "../../../lib/format.ts";

// a page's times are said in Vietnam's time, wherever the staff member is: a publication
// scheduled for 09:00 is 09:00 in Hanoi

export const VIETNAM = "Asia/Ho_Chi_Minh";
// Vietnam keeps one offset all year
const OFFSET = "+07:00";

// a datetime-local input's value ("2026-11-22T09:00"), read as Vietnam's time → an ISO instant;
// null when it is not a time
export function vietnamInputToInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// an instant as a datetime-local input's value in Vietnam's time
export function instantToVietnamInput(instant: Date): string {
  const shifted = new Date(instant.getTime() + 7 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}
