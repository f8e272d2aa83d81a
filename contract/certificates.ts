import {
  binaryStatus,
  DaySchema,
  displayOrder,
  optionalDay,
  optionalText,
  requiredImagePath,
  requiredText,
  status01,
} from "./common.ts";
import { z } from "./zod.ts";

// certificates (the home carousel and the /about gallery): what staff send
// (POST/PUT /api/certificates) and what the API answers

export const CertificateInputSchema = z.object({
  title: requiredText(255),
  title_vi: requiredText(255),
  issuer: optionalText(200).optional(),
  issuer_vi: optionalText(200).optional(),
  valid_until: optionalDay.optional(),
  display_order: displayOrder,
  // 1: shown on the home page and /about; 0: kept but hidden
  visible: binaryStatus.default(1),
  // the certificate's picture: an upload (POST /api/upload), a picture of the site or an https address; required
  image_path: requiredImagePath("validation.imageRequired"),
});
export type CertificateInput = z.infer<typeof CertificateInputSchema>;

export const CertificateSchema = z.object({
  id: z.number().int(),
  title: z.string().meta({ description: "the certificate's title in English" }),
  title_vi: z.string().meta({ description: "the certificate's title in Vietnamese" }),
  issuer: z.string().nullable().meta({ description: "who issued it, in English" }),
  issuer_vi: z.string().nullable().meta({ description: "who issued it, in Vietnamese; null: the English" }),
  valid_until: DaySchema.nullable().meta({ description: "the last day it is valid (YYYY-MM-DD); null: no end" }),
  display_order: z.number().int().meta({ description: "lower first" }),
  visible: status01.meta({ description: "1: on the home page and /about; 0: hidden" }),
  image_path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiCertificate = z.infer<typeof CertificateSchema>;
export const CertificateListResponseSchema = z.object({
  success: z.literal(true),
  certificates: z.array(CertificateSchema),
});
export const CertificateSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  certificate: CertificateSchema,
});
