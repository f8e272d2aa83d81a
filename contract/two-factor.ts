import { LoginResponseSchema } from "./auth.ts";
import { REQUIRED } from "./common.ts";
import { z } from "./zod.ts";

// two-factor sign-in with an authenticator app (docs/decisions/021): the bodies and answers of
// /api/auth/login's second step and /api/auth/two-factor/*, shared by the server, the back
// office's forms and the OpenAPI document

// what a person types as a code: `accepts` is checked once spaces (and dashes) are taken out
const codeText = (accepts: RegExp, ignored: RegExp) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(40, { error: "twoFactor.codeFormat" })
    .refine((value) => accepts.test(value.replace(ignored, "")), { error: "twoFactor.codeFormat" });

// the app's six digits
export const TwoFactorCodeSchema = codeText(/^\d{6}$/, /\s/g);
// six digits, or a recovery code ("k7m2-p9xq-…", 24 characters; the 10 of codes made before
// 2026-11-25 too; dashes, spaces and case do not matter)
const anyCode = codeText(/^(\d{6}|[a-z0-9]{24}|[a-z0-9]{10})$/i, /[\s-]/g);

// the login's first step when the account has two-factor sign-in on: no token yet
export const TwoFactorChallengeResponseSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challenge: z
    .string()
    .meta({ description: "proof of the password for 5 minutes, for POST /api/auth/login/two-factor only" }),
  message: z.string(),
});
export const LoginAnswerSchema = z.union([LoginResponseSchema, TwoFactorChallengeResponseSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const TwoFactorLoginSchema = z.object({
  challenge: z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED })
    .max(200, { error: "twoFactor.challengeInvalid" }),
  code: anyCode,
});

// who must use two-factor sign-in: nobody, every Super Admin, or every staff member
export const TWO_FACTOR_REQUIREMENTS = ["none", "super_admins", "all"] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  pending: z.boolean().meta({ description: "a set-up was started and waits for its first code" }),
  recoveryCodesLeft: z.number().int(),
  // recovery codes made before 2026-11-25 are shorter (50 bits): the screen asks for new ones
  recoveryCodesOutdated: z.boolean(),
  required: z.enum(TWO_FACTOR_REQUIREMENTS).meta({ description: "the Super Admins' rule" }),
  requiredForMe: z.boolean().meta({ description: "the rule applies to this staff member" }),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export const TwoFactorStatusResponseSchema = z.object({ success: z.literal(true), twoFactor: TwoFactorStatusSchema });

export const TwoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string().meta({ description: "the key in base32, for typing into the app by hand" }),
  otpauthUrl: z.string(),
  qrSvg: z.string().meta({ description: "the otpauth:// address as a QR code, an SVG document" }),
});

export const TwoFactorCodeBodySchema = z.object({ code: TwoFactorCodeSchema });
// one's own password: what turns two-factor sign-in on or off and makes new recovery codes
// (re-authentication: a stolen session alone cannot link another phone)
const ownPassword = z
  .string({ error: REQUIRED })
  .max(200, { error: "validation.tooLong" })
  .refine((value) => value.trim().length > 0, { error: REQUIRED });
export const TwoFactorPasswordSchema = z.object({ password: ownPassword });
export const TwoFactorDisableSchema = TwoFactorPasswordSchema;
export const TwoFactorRenewSchema = z.object({ code: TwoFactorCodeSchema, password: ownPassword });
export const TwoFactorPolicySchema = z.object({
  required: z.enum(TWO_FACTOR_REQUIREMENTS, { error: "twoFactor.policyInvalid" }),
});

export const RecoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()).meta({ description: "shown once: only their hashes are kept" }),
  message: z.string(),
});
export const TwoFactorPolicyResponseSchema = z.object({
  success: z.literal(true),
  twoFactor: TwoFactorStatusSchema,
  message: z.string(),
});
