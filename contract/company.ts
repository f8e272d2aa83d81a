// The company's details — its settings — in one place. Staff edit them in the back office
// (Settings, PUT /api/settings); they live in the database. The defaults below seed an empty
// database (or the file named by COMPANY_FILE does, once). This module holds only types, the
// defaults and small pure helpers, so that public pages can use it without loading zod; the
// schema that checks a change is in settings.ts.

export interface BilingualText {
  vi: string;
  en: string;
}

// an address in both languages with its own map link
export interface Place extends BilingualText {
  mapUrl: string;
}

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// one day's hours, "HH:MM" in Vietnam's time; null: closed that day
export interface DayHours {
  open: string;
  close: string;
}
export type OpeningHours = Record<Weekday, DayHours | null>;

export interface CompanySettings {
  name: BilingualText;
  shortName: string;
  legalName: string;
  // the hotline as it is written, and in its international form (tel: links, Zalo, JSON-LD)
  hotline: string;
  hotlineInternational: string;
  email: string;
  headOffice: Place;
  transactionOffice: Place;
  warehouse: Place;
  // street address parts and position, for structured data
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  geo: { latitude: number; longitude: number };
  // the contact page, the footer and the JSON-LD are all written from these
  hours: OpeningHours;
  // video (YouTube), short video (TikTok), social network (Facebook)
  social: { youtube: string; tiktok: string; facebook: string };
  zaloUrl: string;
  mapEmbedUrl: string;
  // the one founding year: the about page, the start of its timeline, the JSON-LD
  foundingYear: number;
  // the key figures the site shows ("10+ years", "500+ projects", followers, connections)
  figures: { yearsOfExperience: number; projectsDelivered: number; followers: number; connections: number };
}

const office = (open: string, close: string): DayHours => ({ open, close });

// obviously placeholders: staff replace them in Settings before going live. Addresses in the
// two-level form in force since 1 July 2025 (street, ward or commune, province or city: no
// district), with the 5-digit postal code
export const defaultCompanySettings: CompanySettings = {
  name: { vi: "Công ty TNHH Kỹ thuật Điện ABC", en: "ABC Electrical Engineering Co., Ltd." },
  shortName: "ABC Electric",
  legalName: "ABC Electrical Engineering Company Limited",
  hotline: "0900 000 000",
  hotlineInternational: "+84900000000",
  email: "info@example.com",
  headOffice: {
    vi: "123 Đường Mẫu, Phường Sài Gòn, TP. Hồ Chí Minh",
    en: "123 Sample Street, Sai Gon Ward, Ho Chi Minh City",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=10.7769,106.7009",
  },
  transactionOffice: {
    vi: "45 Đường Ví Dụ, Phường Tân Bình, TP. Hồ Chí Minh",
    en: "45 Example Street, Tan Binh Ward, Ho Chi Minh City",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=10.8015,106.6527",
  },
  warehouse: {
    vi: "Lô A1, KCN Mẫu, Phường Thuận An, TP. Hồ Chí Minh",
    en: "Lot A1, Sample Industrial Park, Thuan An Ward, Ho Chi Minh City",
    mapUrl: "https://www.google.com/maps/search/?api=1&query=10.9047,106.7163",
  },
  address: {
    street: "123 Sample Street, Sai Gon Ward",
    locality: "Ho Chi Minh City",
    region: "Ho Chi Minh City",
    postalCode: "70000",
    country: "VN",
  },
  geo: { latitude: 10.7769, longitude: 106.7009 },
  // the specification's hours: Monday to Friday 8–18, Saturday 8–12, Sunday closed
  hours: {
    monday: office("08:00", "18:00"),
    tuesday: office("08:00", "18:00"),
    wednesday: office("08:00", "18:00"),
    thursday: office("08:00", "18:00"),
    friday: office("08:00", "18:00"),
    saturday: office("08:00", "12:00"),
    sunday: null,
  },
  social: {
    youtube: "https://www.youtube.com/@example",
    tiktok: "https://www.tiktok.com/@example",
    facebook: "https://www.facebook.com/example",
  },
  zaloUrl: "https://zalo.me/0900000000",
  mapEmbedUrl: "https://www.google.com/maps?q=10.7769,106.7009&z=15&output=embed",
  foundingYear: 2015,
  figures: { yearsOfExperience: 10, projectsDelivered: 500, followers: 2000, connections: 500 },
};

// consecutive days with the same hours, in week order: Monday–Friday 8–18, Saturday 8–12, Sunday
export interface HoursGroup {
  days: Weekday[];
  hours: DayHours | null;
}

export function groupOpeningHours(hours: OpeningHours): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of WEEKDAYS) {
    const today = hours[day];
    const last = groups.at(-1);
    const same =
      last !== undefined &&
      (last.hours === null || today === null
        ? last.hours === today
        : last.hours.open === today.open && last.hours.close === today.close);
    if (same) last.days.push(day);
    else groups.push({ days: [day], hours: today });
  }
  return groups;
}

const DAY_NAMES: Record<"vi" | "en", Record<Weekday, string>> = {
  vi: {
    monday: "Thứ Hai",
    tuesday: "Thứ Ba",
    wednesday: "Thứ Tư",
    thursday: "Thứ Năm",
    friday: "Thứ Sáu",
    saturday: "Thứ Bảy",
    sunday: "Chủ Nhật",
  },
  en: {
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
    sunday: "Sunday",
  },
};

export const dayName = (day: Weekday, language: "vi" | "en") => DAY_NAMES[language][day];

// "08:00" is written "8:00", as Vietnamese and English signs do
const clock = (time: string) => time.replace(/^0(\d)/, "$1");

// "Thứ Hai – Thứ Sáu: 8:00 – 18:00", "Chủ Nhật: nghỉ" / "Monday – Friday: 8:00 – 18:00", "Sunday: closed"
export function describeHours(group: HoursGroup, language: "vi" | "en"): string {
  const first = group.days[0] as Weekday;
  const last = group.days.at(-1) as Weekday;
  const days = first === last ? dayName(first, language) : `${dayName(first, language)} – ${dayName(last, language)}`;
  const hours = group.hours
    ? `${clock(group.hours.open)} – ${clock(group.hours.close)}`
    : language === "vi"
      ? "nghỉ"
      : "closed";
  return `${days}: ${hours}`;
}

export const openingHoursLines = (hours: OpeningHours, language: "vi" | "en") =>
  groupOpeningHours(hours).map((group) => describeHours(group, language));

// "2.000" / "2,000": a key figure as the site shows it, followed by "+"
export const formatFigure = (value: number, language: "vi" | "en") =>
  `${new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-US").format(value)}+`;
