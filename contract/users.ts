import {
  binaryStatus,
  blankToNull,
  emailAddress,
  numeric,
  REQUIRED,
  requiredText,
  status01,
  TOO_LONG,
} from "./common.ts";
import { z } from "./zod.ts";

// staff accounts (/api/auth/users, /api/auth/register): what a Super Admin sends and what the
// API answers. Logging in is in auth.ts, two-factor sign-in in two-factor.ts.

const loginName = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,50}$/, { error: "validation.loginName" })
  .meta({ example: "site.editor" });
// the strength check (contract/password-strength.ts, zxcvbn) is not part of this schema: its
// dictionaries must stay out of the public pages, which import this file. The server runs it on
// every password it keeps; the back office's forms add it (app/admin/features/users/password-strength.ts)
const password = z
  .string({ error: REQUIRED })
  .min(8, { error: "validation.password" })
  .max(200, { error: "validation.password" })
  .meta({
    description:
      "8 to 200 characters, and not guessable: refused (400, the message saying why) when the server's strength estimate — common-password, English word and name dictionaries, keyboard patterns, repeats, sequences, dates, the login name and the person's name — scores it below 3 of 4, i.e. findable in fewer than 10^8 guesses (README → Security)",
    example: "violet-kettle-93-harbour",
  });
const role = z.preprocess(numeric, z.literal([1, 2, 3], { error: "validation.role" }));

// a staff member's e-mail (optional): a lead assigned to them is announced there
const staffEmail = z
  .preprocess(blankToNull, emailAddress("validation.email").nullable())
  .meta({ description: "optional: where the e-mail announcing a lead assigned to them goes" });

export const UserCreateSchema = z.object({
  login_name: loginName,
  user_name: requiredText(100),
  email: staffEmail.optional(),
  password,
  role,
  status: binaryStatus.default(1),
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserProfileUpdateSchema = z.strictObject(
  { user_name: requiredText(100), email: staffEmail.optional(), role, status: binaryStatus },
  { error: "validation.unknownField" },
);
// one's own password, to confirm a change that keeps an account (re-authentication): required by
// the server when the password being changed is one's own
const currentPassword = z
  .string({ error: REQUIRED })
  .max(200, { error: TOO_LONG })
  .meta({ description: "one's own current password: required when changing one's own password" });
export const UserPasswordUpdateSchema = z.strictObject(
  { password, current_password: currentPassword.optional() },
  { error: "validation.unknownField" },
);
// PUT /api/auth/users/{id}: the name, role and status together, or a new password alone
export const UserUpdateSchema = z.union([UserProfileUpdateSchema, UserPasswordUpdateSchema], {
  error: "validation.userUpdate",
});
export const ChangePasswordFormSchema = z
  .object({
    password,
    confirm: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
    // shown (and required by the server) when the password is one's own
    current_password: currentPassword.optional(),
  })
  .refine((value) => value.password === value.confirm, { error: "validation.passwordsDiffer", path: ["confirm"] });

export const UserSchema = z.object({
  id: z.number().int(),
  login_name: z.string(),
  user_name: z.string(),
  email: z.string().nullable(),
  role: z.literal([1, 2, 3]).meta({ description: "1 Admin, 2 Super Admin, 3 Sales (leads only)" }),
  role_name: z.enum(["Admin", "Super Admin", "Sales"]),
  status: status01.meta({ description: "1 active, 0 inactive" }),
  status_name: z.enum(["Active", "Inactive"]),
  login_timestamp: z.string().nullable().meta({ description: "the last successful login" }),
  created_at: z.string(),
  two_factor_enabled: z.boolean().meta({ description: "signs in with an authenticator app's code too" }),
});
export type ApiUser = z.infer<typeof UserSchema>;

export const UserListResponseSchema = z.object({ success: z.literal(true), users: z.array(UserSchema) });
export const UserStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({
    total: z.number().int(),
    active: z.number().int(),
    superAdmins: z.number().int(),
    recentLogins: z.number().int().meta({ description: "users who logged in within the last days" }),
  }),
});
export const UserSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: UserSchema });
// a password change answers without the user; any other change with it
export const UserUpdatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserSchema.optional(),
});

// the same fields in an invitation (contract/invitations.ts)
export { loginName as LoginNameSchema, password as PasswordSchema, role as RoleSchema };
