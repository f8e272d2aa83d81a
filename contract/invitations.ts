import { blankToUndefined, emailAddress, REQUIRED, requiredText, TOO_LONG } from "./common.ts";
import { USER_ROLE } from "./constants.ts";
import { LoginNameSchema, PasswordSchema, RoleSchema, UserSchema } from "./users.ts";
import { z } from "./zod.ts";

// staff invitations (issue 35): an Admin invites a new staff member by e-mail
// (POST /api/auth/invitations); the e-mail's link, /admin/invitation/<token>, opens a page where
// they choose a password (POST /api/auth/invitations/{token}/accept), which creates the user and
// signs them in. Pending invitations are listed and cancelled on the Users screen.

// the invitation's link is valid this long
export const INVITATION_VALID_HOURS = 72;

export const InvitationCreateSchema = z.object({
  email: emailAddress(REQUIRED),
  user_name: requiredText(100),
  role: RoleSchema.default(USER_ROLE.SALES).meta({
    description: "1 Admin, 2 Super Admin (a Super Admin's to give), 3 Sales (the default)",
  }),
  login_name: z.preprocess(blankToUndefined, LoginNameSchema.optional()).meta({
    description: "the login name of the new user; the e-mail address when left out (and usable as one)",
  }),
});
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

// a pending invitation, as the Users screen lists it
export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  login_name: z.string(),
  user_name: z.string(),
  role: z.literal([1, 2, 3]),
  invited_by: z.string().nullable().meta({ description: "the name of who invited them, when still a user" }),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type ApiInvitation = z.infer<typeof InvitationSchema>;

export const InvitationListResponseSchema = z.object({
  success: z.literal(true),
  invitations: z.array(InvitationSchema),
});
export const InvitationSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation: InvitationSchema,
});

// the token from the link; anything that is no pending invitation's answers 404 (or 410 expired)
export const InvitationTokenParamsSchema = z.object({
  token: z.string().max(200, { error: TOO_LONG }).meta({ description: "the token from the invitation's link" }),
});

// what the invitation page shows before the password is chosen
export const InvitationPreviewResponseSchema = z.object({
  success: z.literal(true),
  invitation: z.object({
    email: z.string(),
    login_name: z.string(),
    user_name: z.string(),
    role: z.literal([1, 2, 3]),
    expires_at: z.string(),
  }),
});

export const InvitationAcceptSchema = z.object({ password: PasswordSchema });
// the same answer as a login: the new user, signed in
export const InvitationAcceptedResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  token: z.string().meta({ description: "a bearer token for the Authorization header" }),
  message: z.string(),
  two_factor_setup_required: z.boolean().meta({ description: "must set up two-factor sign-in before anything else" }),
});

// the form on the invitation page: the password twice
export const InvitationAcceptFormSchema = z
  .object({ password: PasswordSchema, confirm: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }) })
  .refine((value) => value.password === value.confirm, { error: "validation.passwordsDiffer", path: ["confirm"] });
