import { LoginResponseSchema, LoginSchema, MeResponseSchema } from "../auth.ts";
import { MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { SessionsEndedResponseSchema } from "../sessions.ts";
import {
  LoginAnswerSchema,
  RecoveryCodesResponseSchema,
  TwoFactorCodeBodySchema,
  TwoFactorDisableSchema,
  TwoFactorLoginSchema,
  TwoFactorPasswordSchema,
  TwoFactorPolicyResponseSchema,
  TwoFactorPolicySchema,
  TwoFactorRenewSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorStatusResponseSchema,
} from "../two-factor.ts";

const tags = ["auth"];
const twoFactorTags = ["two-factor"];

// signing in and out (SPEC.md section 6), and one's own two-factor sign-in (decision 021): what
// every staff member does with their own account, Sales included; the users and the invitations
// are in users.ts
export const authEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    access: "anyone",
    tags,
    summary: "Log in with login_name and password",
    body: LoginSchema,
    response: { 200: LoginAnswerSchema },
  }),
  loginTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/login/two-factor",
    access: "anyone",
    tags,
    summary: "Second step of a login with two-factor sign-in: the code from the app, or a recovery code",
    body: TwoFactorLoginSchema,
    response: { 200: LoginResponseSchema },
  }),
  me: endpoint({
    method: "GET",
    path: "/api/auth/me",
    access: "staff",
    tags,
    response: { 200: MeResponseSchema },
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/auth/logout",
    access: "staff",
    tags,
    summary: "Log out: the session ends on the server, and its token answers 401 from then on",
    response: { 200: MessageResponseSchema },
  }),
  logoutEverywhere: endpoint({
    method: "POST",
    path: "/api/auth/logout/everywhere",
    access: "staff",
    tags,
    summary: "Log out on every device: every session of one's own account ends, this one included",
    response: { 200: SessionsEndedResponseSchema },
  }),
  twoFactor: endpoint({
    method: "GET",
    path: "/api/auth/two-factor",
    access: "staff",
    tags: twoFactorTags,
    response: { 200: TwoFactorStatusResponseSchema },
  }),
  setupTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/setup",
    access: "staff",
    tags: twoFactorTags,
    summary: "Start turning on two-factor sign-in: needs the account's password",
    body: TwoFactorPasswordSchema,
    response: { 200: TwoFactorSetupResponseSchema },
  }),
  enableTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/enable",
    access: "staff",
    tags: twoFactorTags,
    body: TwoFactorCodeBodySchema,
    response: { 200: RecoveryCodesResponseSchema },
  }),
  renewRecoveryCodes: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/recovery-codes",
    access: "staff",
    tags: twoFactorTags,
    summary: "New recovery codes: needs a code from the app and the account's password",
    body: TwoFactorRenewSchema,
    response: { 200: RecoveryCodesResponseSchema },
  }),
  disableTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/disable",
    access: "staff",
    tags: twoFactorTags,
    body: TwoFactorDisableSchema,
    response: { 200: MessageResponseSchema },
  }),
  twoFactorPolicy: endpoint({
    method: "PUT",
    path: "/api/auth/two-factor/policy",
    access: "super-admins",
    tags: twoFactorTags,
    summary: "Who must sign in with two-factor: nobody, the Super Admins, or all staff (Super Admins only)",
    body: TwoFactorPolicySchema,
    response: { 200: TwoFactorPolicyResponseSchema },
  }),
};
