import { emailAddress, REQUIRED, TOO_LONG } from "./common.ts";
import { type CompanySettings, type DayHours, defaultCompanySettings, WEEKDAYS } from "./company.ts";
import { z } from "./zod.ts";

// The company's settings (GET/PUT /api/settings): one schema for the back office's form, the
// server's input and output, and the OpenAPI document. Messages are keys of messages.ts.

const URL_KEY = "validation.url";

const text = (max: number, description: string) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: TOO_LONG }).meta({ description });

const httpUrl = (description: string) =>
  z
    .string({ error: URL_KEY })
    .trim()
    .min(1, { error: REQUIRED })
    .max(1000, { error: TOO_LONG })
    .regex(/^https?:\/\/[^\s"'<>]+$/, { error: URL_KEY })
    .meta({ description });

// numbers are JSON numbers (the form sends its number fields as numbers): no coercion, so the
// same schema also describes and serialises the answers
const whole = (min: number, max: number, key: string, description: string) =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }).meta({ description });

const bilingual = (max: number, what: string) =>
  z.strictObject(
    { vi: text(max, `${what}, in Vietnamese`), en: text(max, `${what}, in English`) },
    { error: "validation.unknownField" },
  );

const place = (what: string) =>
  z.strictObject(
    {
      vi: text(300, `${what}, in Vietnamese`),
      en: text(300, `${what}, in English`),
      mapUrl: httpUrl(`A map link to the ${what.toLowerCase()} (opens in a new tab)`),
    },
    { error: "validation.unknownField" },
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (description: string) =>
  z.string({ error: "validation.time" }).trim().regex(TIME, { error: "validation.time" }).meta({ description });

// a day's hours, or null when the company is closed that day
const DayHoursSchema = z
  .strictObject(
    { open: time("Opening time, HH:MM (24 h)"), close: time("Closing time, HH:MM (24 h), after the opening") },
    { error: "validation.unknownField" },
  )
  .refine((day: DayHours) => day.close > day.open, { error: "validation.closeAfterOpen", path: ["close"] })
  .nullable()
  .meta({ description: "Opening and closing time; null when closed that day" });

export const OpeningHoursSchema = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<
      (typeof WEEKDAYS)[number],
      typeof DayHoursSchema
    >,
  )
  .meta({
    description:
      "Opening hours per weekday, in Vietnam's time. The contact page, the footer and the JSON-LD openingHoursSpecification are all written from these.",
  });

const yearNow = () => new Date().getUTCFullYear();

const shape = {
  name: bilingual(200, "The company's full name"),
  shortName: text(60, "The short name shown in the header and page titles"),
  legalName: text(200, "The registered legal name (JSON-LD legalName)"),
  hotline: text(30, "The hotline as people read it, e.g. 0900 000 000"),
  hotlineInternational: z
    .string({ error: "validation.internationalPhone" })
    .trim()
    .regex(/^\+\d{8,15}$/, { error: "validation.internationalPhone" })
    .meta({ description: "The hotline in international form, + and digits only (tel: links, Zalo, JSON-LD)" }),
  email: emailAddress(REQUIRED).meta({ description: "The company's public e-mail address" }),
  headOffice: place("Head office"),
  transactionOffice: place("Sales office"),
  warehouse: place("Warehouse"),
  address: z
    .strictObject(
      {
        street: text(200, "Street address"),
        locality: text(100, "City"),
        region: text(100, "Province or region"),
        postalCode: z.string().trim().max(20, { error: TOO_LONG }).meta({ description: "Postal code" }),
        country: z
          .string({ error: "validation.country" })
          .trim()
          .regex(/^[A-Z]{2}$/, { error: "validation.country" })
          .meta({ description: "ISO 3166 country code, e.g. VN" }),
      },
      { error: "validation.unknownField" },
    )
    .meta({ description: "The head office's address in parts, for structured data" }),
  geo: z
    .strictObject(
      {
        latitude: z
          .number({ error: "validation.latitude" })
          .min(-90, { error: "validation.latitude" })
          .max(90, { error: "validation.latitude" }),
        longitude: z
          .number({ error: "validation.longitude" })
          .min(-180, { error: "validation.longitude" })
          .max(180, { error: "validation.longitude" }),
      },
      { error: "validation.unknownField" },
    )
    .meta({ description: "The head office's position, for structured data" }),
  hours: OpeningHoursSchema,
  social: z
    .strictObject(
      {
        youtube: httpUrl("Video channel (YouTube)"),
        tiktok: httpUrl("Short-video channel (TikTok)"),
        facebook: httpUrl("Social network page (Facebook)"),
      },
      { error: "validation.unknownField" },
    )
    .meta({ description: "Social links, shown in the footer and the home page and listed in the JSON-LD sameAs" }),
  zaloUrl: httpUrl("The Zalo chat link of the floating contact button"),
  mapEmbedUrl: httpUrl("The address of the map embedded on the contact page"),
  foundingYear: z
    .number({ error: "validation.foundingYear" })
    .int({ error: "validation.foundingYear" })
    .min(1900, { error: "validation.foundingYear" })
    .refine((year) => year <= yearNow(), { error: "validation.foundingYear" })
    .meta({ description: "The year the company was founded: the about page, its timeline and the JSON-LD" }),
  figures: z
    .strictObject(
      {
        yearsOfExperience: whole(0, 200, "validation.figure", "Years of experience (shown as 10+)"),
        projectsDelivered: whole(0, 10_000_000, "validation.figure", "Projects delivered (shown as 500+)"),
        followers: whole(0, 1_000_000_000, "validation.figure", "Followers on the social channels"),
        connections: whole(0, 1_000_000_000, "validation.figure", "Professional connections"),
      },
      { error: "validation.unknownField" },
    )
    .meta({ description: "The key figures shown on the home and about pages" }),
};

// the whole settings, as stored and as GET answers them
export const CompanySettingsSchema: z.ZodType<CompanySettings, CompanySettings> = z.strictObject(shape, {
  error: "validation.unknownField",
});

// PUT /api/settings: any of the top-level groups, each given whole; what is left out stays
export const SettingsUpdateSchema = z
  .strictObject(shape, { error: "validation.unknownField" })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: "validation.emptyUpdate" })
  .meta({ example: defaultCompanySettings });
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;
export type SettingsUpdateInput = z.input<typeof SettingsUpdateSchema>;

export const SettingsResponseSchema = z.object({
  success: z.literal(true),
  // after a save: "Settings saved", in the admin's language
  message: z.string().optional(),
  settings: CompanySettingsSchema,
  // when and by whom they were last changed; null for the seeded values
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
