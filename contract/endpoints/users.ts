import { IdParamsSchema, MessageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import {
  InvitationAcceptedResponseSchema,
  InvitationAcceptSchema,
  InvitationCreateSchema,
  InvitationListResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationSentResponseSchema,
  InvitationTokenParamsSchema,
} from "../invitations.ts";
import { SessionsEndedResponseSchema } from "../sessions.ts";
import {
  UserCreateSchema,
  UserListResponseSchema,
  UserSavedResponseSchema,
  UserStatsResponseSchema,
  UserUpdatedResponseSchema,
  UserUpdateSchema,
} from "../users.ts";

const tags = ["users"];

// the staff accounts (SPEC.md section 6): kept by the Admins (only a Super Admin gives or changes
// the Super Admin role, checked against the target), a Sales member's own password; a Super
// Admin's reset of someone's two-factor sign-in and end of their sessions; the invitations
// (issue 35), whose page and acceptance are public
export const userEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/auth/users",
    access: "admins",
    tags,
    response: { 200: UserListResponseSchema },
  }),
  stats: endpoint({
    method: "GET",
    path: "/api/auth/users/stats",
    access: "admins",
    tags,
    summary: "The dashboard's and the Users screen's counts",
    response: { 200: UserStatsResponseSchema },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/auth/register",
    access: "admins",
    tags,
    body: UserCreateSchema,
    response: { 201: UserSavedResponseSchema },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/auth/users/:id",
    // a Sales member may change their own password here, and nothing else
    access: "staff",
    tags,
    params: IdParamsSchema,
    body: UserUpdateSchema,
    response: { 200: UserUpdatedResponseSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/auth/users/:id",
    access: "admins",
    tags,
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  endSessions: endpoint({
    method: "DELETE",
    path: "/api/auth/users/:id/sessions",
    access: "super-admins",
    tags,
    summary: "A Super Admin ends every session of another staff member (a lost laptop, a leaver)",
    params: IdParamsSchema,
    response: { 200: SessionsEndedResponseSchema },
  }),
  resetTwoFactor: endpoint({
    method: "DELETE",
    path: "/api/auth/users/:id/two-factor",
    access: "super-admins",
    tags: ["two-factor"],
    summary: "A Super Admin turns off someone's two-factor sign-in (a lost phone and lost recovery codes)",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  invitations: endpoint({
    method: "GET",
    path: "/api/auth/invitations",
    access: "admins",
    tags,
    summary: "The pending invitations (expired ones too, for a week), newest first",
    response: { 200: InvitationListResponseSchema },
  }),
  invite: endpoint({
    method: "POST",
    path: "/api/auth/invitations",
    access: "admins",
    tags,
    summary:
      "Invite a new staff member by e-mail: a link to choose their password, valid 72 hours; the same address again replaces the earlier link",
    body: InvitationCreateSchema,
    response: { 201: InvitationSentResponseSchema },
  }),
  cancelInvitation: endpoint({
    method: "DELETE",
    path: "/api/auth/invitations/:id",
    access: "admins",
    tags,
    summary: "Cancel a pending invitation: its link stops working (its e-mail is not sent if still waiting)",
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  }),
  invitation: endpoint({
    method: "GET",
    path: "/api/auth/invitations/:token",
    access: "anyone",
    tags,
    summary: "The invitation a link names, for its page (public; 404 used, cancelled or unknown, 410 expired)",
    params: InvitationTokenParamsSchema,
    response: { 200: InvitationPreviewResponseSchema },
  }),
  acceptInvitation: endpoint({
    method: "POST",
    path: "/api/auth/invitations/:token/accept",
    access: "anyone",
    tags,
    summary:
      "Accept an invitation with a password (public): creates the user and answers as a login does; the link works once",
    params: InvitationTokenParamsSchema,
    body: InvitationAcceptSchema,
    response: { 201: InvitationAcceptedResponseSchema },
  }),
};
