import { REQUIRED, requiredText, TOO_LONG } from "./common.ts";
import { UserSchema } from "./users.ts";
import { z } from "./zod.ts";

// logging in (POST /api/auth/login) and who is logged in (GET /api/auth/me); the second step of
// a two-factor login is in two-factor.ts, the sessions in sessions.ts

export const LoginSchema = z.object({
  login_name: requiredText(100),
  password: z
    .string({ error: REQUIRED })
    .max(200, { error: TOO_LONG })
    .refine((value) => value.trim().length > 0, { error: REQUIRED }),
});

const twoFactorSetupRequired = z
  .boolean()
  .meta({ description: "a Super Admin who must set up two-factor sign-in before anything else" });

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  token: z.string().meta({ description: "a bearer token for the Authorization header" }),
  message: z.string(),
  two_factor_setup_required: twoFactorSetupRequired,
});
export const MeResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  two_factor_setup_required: twoFactorSetupRequired,
});
