import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { USER_STATUS } from "../../../../contract/constants.ts";
import { userEndpoints } from "../../../../contract/endpoints/users.ts";
import { INVITATION_VALID_HOURS } from "../../../../contract/invitations.ts";
import { LoginNameSchema } from "../../../../contract/users.ts";
import type { StaffInvitation } from "../../../db/database.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { passwordProblem } from "../../../lib/password-strength.ts";
import {
  type InvitationRefusal,
  type InvitationRule,
  invitationRepository,
  newInvitationToken,
  type PendingInvitation,
} from "../../../repositories/invitations.ts";
import { type UserRefusal, userRepository } from "../../../repositories/users.ts";
import { enqueueEmail, withdrawEmail } from "../../../services/email-outbox.ts";
import { invitationEmail } from "../../../services/invitation-email.ts";
import { createLoginLockout, loginKey } from "../../../services/login-lockout.ts";
import { hashPassword } from "../../../services/passwords.ts";
import { mustSetUp, twoFactorRequirement } from "../../../services/two-factor.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";
import { completeLogin } from "./complete-login.ts";
import { authRateLimit } from "./login-config.ts";

// Staff invitations (issue 35): an Admin (or a Super Admin, who alone invites Super Admins)
// invites by e-mail; the e-mail's link opens /admin/invitation/<token>, signed out, where the
// person chooses a password, which creates the user and signs them in like a login. The token is
// stored only as its hash, works once, for 72 hours; inviting the same address again replaces
// it. The public routes (the page's read and the acceptance) are rate-limited like the login.

const HOUR_MS = 3_600_000;

const REFUSAL_STATUS: Record<InvitationRule, 404 | 409 | 410> = {
  "invitations.notFound": 404,
  "invitations.expired": 410,
  "invitations.loginNameInvited": 409,
  "invitations.emailTaken": 409,
};

// what a refusal of the repositories answers: a taken login name or address next to its field
function refused(refusal: InvitationRefusal | UserRefusal): never {
  const key = refusal.refused;
  if (key === "invitations.loginNameInvited" || key === "users.duplicate") {
    throw new HttpError(409, key, { errors: [{ key, path: "login_name" }] });
  }
  if (key === "invitations.emailTaken") throw new HttpError(409, key, { errors: [{ key, path: "email" }] });
  if (key in REFUSAL_STATUS) throw new HttpError(REFUSAL_STATUS[key as InvitationRule], key);
  // users.superAdminOnly
  throw new HttpError(403, key);
}

const isRefusal = (value: unknown): value is InvitationRefusal | UserRefusal =>
  value !== null && typeof value === "object" && "refused" in value;

// an invitation as the Users screen lists it
function apiInvitation(row: PendingInvitation, now = Date.now()) {
  return {
    id: row.id,
    email: row.email,
    login_name: row.login_name,
    user_name: row.user_name,
    role: row.role,
    invited_by: row.invited_by_name,
    created_at: row.created_at,
    expires_at: row.expires_at,
    expired: Date.parse(row.expires_at) <= now,
  };
}

export default async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const invitations = invitationRepository(app.db);
  const users = userRepository(app.db, app.dbDialect);
  const lockout = createLoginLockout(app.db);
  const rateLimit = authRateLimit(app);

  // a pending invitation's link: unknown (used, cancelled, replaced) 404, expired 410
  async function pending(token: string): Promise<StaffInvitation> {
    const invitation = await invitations.byToken(token);
    if (!invitation) throw new HttpError(404, "invitations.notFound");
    if (Date.parse(invitation.expires_at) <= Date.now()) throw new HttpError(410, "invitations.expired");
    return invitation;
  }

  app.route({
    ...route(app, userEndpoints.invitations),
    handler: async () => ({
      success: true as const,
      invitations: (await invitations.list()).map((row) => apiInvitation(row)),
    }),
  });

  app.route({
    ...route(app, userEndpoints.invite, { config: { changes: [], audit: { type: "user" }, rateLimit } }),
    handler: async (request, reply) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      // who may give which role: as when creating a user (only a Super Admin makes a Super Admin)
      const forbidden = users.checkCreate(request.admin, body.role);
      if (forbidden) refused(forbidden);
      // the login name: the one given, else the address when it can be one
      const loginName = body.login_name ?? LoginNameSchema.safeParse(email).data;
      if (loginName === undefined) {
        throw new HttpError(400, "invitations.loginNameNeeded", {
          errors: [{ key: "invitations.loginNameNeeded", path: "login_name" }],
        });
      }
      if (await users.emailTaken(email)) refused({ refused: "invitations.emailTaken" });
      if (await users.loginNameTaken(loginName)) refused({ refused: "users.duplicate" });
      if (!app.config.notifications) throw new HttpError(409, "invitations.emailOff");
      // the trail names the person and the role, never the link
      request.audit({ entityId: null, label: body.user_name, fields: { invitation: "sent", role: body.role } });
      const { token, hash } = newInvitationToken();
      const invitation = {
        email,
        login_name: loginName,
        user_name: body.user_name,
        role: body.role,
        invited_by: request.admin.id,
        token_hash: hash,
        expires_at: new Date(Date.now() + INVITATION_VALID_HOURS * HOUR_MS).toISOString(),
      };
      const stored = await invitations.invite(
        invitation,
        (trx) =>
          enqueueEmail(trx, invitationEmail(app.config.publicOrigin, invitation, token, request.admin.user_name)),
        withdrawEmail,
      );
      if (isRefusal(stored)) refused(stored);
      app.emailOutbox?.wake();
      reply.status(201);
      return {
        success: true as const,
        message: translate(request, "invitations.sent", { email }),
        invitation: apiInvitation({ ...stored, invited_by_name: request.admin.user_name }),
      };
    },
  });

  app.route({
    ...route(app, userEndpoints.cancelInvitation, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const invitation = found(await invitations.find(request.params.id), "invitations.notFound");
      const forbidden = users.checkCreate(request.admin, invitation.role);
      if (forbidden) refused(forbidden);
      request.audit({ entityId: null, label: invitation.user_name, fields: { invitation: "cancelled" } });
      if (!(await invitations.cancel(invitation.id, withdrawEmail))) throw new HttpError(404, "invitations.notFound");
      return { success: true as const, message: translate(request, "invitations.cancelled") };
    },
  });

  // the invitation page's read, signed out: who is invited (404 used or unknown, 410 expired)
  app.route({
    ...route(app, userEndpoints.invitation, { config: { rateLimit } }),
    handler: async (request) => {
      const invitation = await pending(request.params.token);
      return {
        success: true as const,
        invitation: {
          email: invitation.email,
          login_name: invitation.login_name,
          user_name: invitation.user_name,
          role: invitation.role,
          expires_at: invitation.expires_at,
        },
      };
    },
  });

  // the password chosen: the user is created and signed in, and the link stops working
  app.route({
    ...route(app, userEndpoints.acceptInvitation, { config: { changes: [], audit: { type: "user" }, rateLimit } }),
    handler: async (request, reply) => {
      const invitation = await pending(request.params.token);
      const { password } = request.body;
      const problem = await passwordProblem(password, [invitation.login_name, invitation.user_name, invitation.email]);
      if (problem) throw new HttpError(400, problem, { errors: [{ key: problem, path: "password" }] });
      const passwordHash = await hashPassword(password);
      const user = await invitations.accept<InvitationRefusal | UserRefusal>(
        request.params.token,
        new Date(),
        async (trx, accepted) => {
          const inTransaction = userRepository(trx, app.dbDialect);
          if (await inTransaction.emailTaken(accepted.email)) return { refused: "invitations.emailTaken" };
          if (await inTransaction.loginNameTaken(accepted.login_name)) return { refused: "users.duplicate" };
          return inTransaction.create({
            login_name: accepted.login_name,
            user_name: accepted.user_name,
            email: accepted.email,
            password_hash: passwordHash,
            role: accepted.role,
            status: USER_STATUS.ACTIVE,
          });
        },
      );
      if (isRefusal(user)) refused(user);
      // the trail: the new user accepted, as themselves (never the link or the password)
      request.audit({
        actor: { id: user.id, user_name: user.user_name },
        entityId: user.id,
        label: user.user_name,
        fields: { invitation: "accepted", role: user.role },
      });
      const key = loginKey(user.login_name);
      const answer = await completeLogin(
        app,
        request,
        user,
        lockout,
        key,
        mustSetUp(user, await twoFactorRequirement(app.db)),
      );
      reply.status(201);
      return { ...answer, message: translate(request, "invitations.accepted") };
    },
  });
}
