import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { USER_ROLE, USER_STATUS } from "../../../../contract/constants.ts";
import { authEndpoints } from "../../../../contract/endpoints/auth.ts";
import { userEndpoints } from "../../../../contract/endpoints/users.ts";
import type { PasswordProblem } from "../../../../contract/password-strength.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { passwordProblem } from "../../../lib/password-strength.ts";
import { publicUser } from "../../../lib/serialize.ts";
import { type UserRefusal, type UserRule, userRepository } from "../../../repositories/users.ts";
import { createLoginLockout, loginKey } from "../../../services/login-lockout.ts";
import { hashPassword, verifyPassword } from "../../../services/passwords.ts";
import { createReauthentication } from "../../../services/reauthentication.ts";
import { mustSetUp, signChallenge, twoFactorKeys, twoFactorRequirement } from "../../../services/two-factor.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";
import { completeLogin } from "./complete-login.ts";
import invitationRoutes from "./invitations.ts";
import { loginRouteConfig } from "./login-config.ts";
import sessionRoutes from "./sessions.ts";
import twoFactorRoutes from "./two-factor.ts";

// the label of a failed login whose name is no account's
const UNKNOWN_ACCOUNT = { en: "unknown account", vi: "tài khoản không tồn tại" } as const;

// a hash to verify against when the login name does not exist, so both cases take as long
const DUMMY_HASH = await hashPassword("not-a-real-password-only-for-timing");

// a password too weak to keep: 400 with the reason, next to the field
function refuseWeak(problem: PasswordProblem | null): void {
  if (problem) throw new HttpError(400, problem, { errors: [{ key: problem, path: "password" }] });
}

// what each rule of the users repository answers when it says no
const REFUSAL_STATUS: Record<UserRule, 403 | 409> = {
  "users.superAdminOnly": 403,
  "users.notSelfDeactivate": 403,
  "users.notSelfDelete": 403,
  "users.lastSuperAdmin": 409,
  "users.duplicate": 409,
};

// what the users repository answered, unless it is a refusal: that is the API's error (a
// duplicate login name next to its field)
function allowed<T>(result: T | UserRefusal): T {
  if (result === null || typeof result !== "object" || !("refused" in result)) return result as T;
  const key = result.refused;
  const errors = key === "users.duplicate" ? [{ key, path: "login_name" }] : undefined;
  throw new HttpError(REFUSAL_STATUS[key], key, { errors });
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lockout = createLoginLockout(app.db);

  const users = userRepository(app.db, app.dbDialect);
  const confirmPassword = createReauthentication(app.db);
  const keys = twoFactorKeys(app.config);
  await fastify.register(twoFactorRoutes, { keys });
  await fastify.register(sessionRoutes);
  await fastify.register(invitationRoutes);

  app.route({
    ...route(app, authEndpoints.login, { config: loginRouteConfig(app) }),
    handler: async (request) => {
      const key = loginKey(request.body.login_name);
      const user = await users.byLoginName(key);
      // the attempt, in the audit trail whatever its outcome: as the account's owner when the
      // login name exists, else as an unknown account, with nothing of what was typed — the name
      // field may hold a password typed in the wrong place, and no entry can ever be deleted
      request.audit({
        actor: user ? { id: user.id, user_name: user.user_name } : undefined,
        entityId: user?.id ?? null,
        label: user?.login_name ?? UNKNOWN_ACCOUNT.en,
        labelVi: user ? undefined : UNKNOWN_ACCOUNT.vi,
        fields: {},
      });
      // the attempt is counted before the (slow) password check, atomically: however many
      // arrive at once, no more than the limit are ever checked (services/login-lockout.ts)
      const attempt = await lockout.attempt(key, request.ip);
      if (!attempt.allowed) {
        throw new HttpError(429, "auth.locked", {
          values: { minutes: Math.max(1, Math.ceil(attempt.retryMs / 60_000)) },
        });
      }
      const passwordOk = await verifyPassword(user?.password_hash ?? DUMMY_HASH, request.body.password);
      if (!user || !passwordOk || user.status !== USER_STATUS.ACTIVE) {
        throw new HttpError(401, "auth.invalidCredentials");
      }
      // with two-factor sign-in the password alone is not a login: the code step follows, and the
      // failures stay counted until it succeeds (a right password gives back its own attempt but
      // does not reset the count, or it would give endless tries at the code)
      if (user.totp_secret !== null) {
        await lockout.refund(key, request.ip);
        request.audit({ fields: { two_factor: "code requested" } });
        return {
          success: true as const,
          twoFactorRequired: true as const,
          challenge: signChallenge(keys, user.id, user.token_version),
          message: translate(request, "auth.twoFactorCodeNeeded"),
        };
      }
      return completeLogin(app, request, user, lockout, key, mustSetUp(user, await twoFactorRequirement(app.db)));
    },
  });

  app.route({
    ...route(app, authEndpoints.me),
    handler: async (request) => ({
      success: true as const,
      user: publicUser(request.admin),
      two_factor_setup_required: mustSetUp(request.admin, await twoFactorRequirement(app.db)),
    }),
  });

  app.route({
    ...route(app, userEndpoints.list),
    handler: async () => ({ success: true as const, users: (await users.list()).map(publicUser) }),
  });

  // the dashboard's and users page's counts, computed by the database
  app.route({
    ...route(app, userEndpoints.stats),
    handler: async () => ({ success: true as const, stats: await users.stats() }),
  });

  app.route({
    ...route(app, userEndpoints.create, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request, reply) => {
      const body = request.body;
      allowed(users.checkCreate(request.admin, body.role));
      refuseWeak(await passwordProblem(body.password, [body.login_name, body.user_name]));
      if (await users.loginNameTaken(body.login_name)) allowed({ refused: "users.duplicate" });
      const user = allowed(
        await users.create({
          login_name: body.login_name,
          user_name: body.user_name,
          email: body.email ?? null,
          password_hash: await hashPassword(body.password),
          role: body.role,
          status: body.status,
        }),
      );
      reply.status(201);
      return { success: true as const, message: translate(request, "users.created"), user: publicUser(user) };
    },
  });

  app.route({
    // a Sales member may change their own password here, and nothing else (access "staff")
    ...route(app, userEndpoints.update, { config: { changes: [], audit: { type: "user" } } }),
    // before the body is checked: the login name is said to be read-only, not an unknown field
    preValidation: async (request) => {
      const raw = request.body;
      if (raw && typeof raw === "object" && !Array.isArray(raw) && "login_name" in raw) {
        throw new HttpError(400, "users.loginNameReadOnly", {
          errors: [{ key: "users.loginNameReadOnly", path: "login_name" }],
        });
      }
    },
    handler: async (request) => {
      const body = request.body;
      if (request.admin.role === USER_ROLE.SALES && (request.params.id !== request.admin.id || !("password" in body))) {
        throw new HttpError(403, "auth.salesOnly");
      }
      const target = found(await users.find(request.params.id), "users.notFound");
      request.audit({ before: target });
      if ("password" in body) {
        allowed(users.checkSetPassword(request.admin, target));
        refuseWeak(await passwordProblem(body.password, [target.login_name, target.user_name]));
        // one's own: the current password too (a stolen session alone cannot keep the account);
        // someone else's (a Super Admin's job, audited): their sessions end
        if (target.id === request.admin.id) {
          await confirmPassword(request, request.admin, body.current_password, "current_password");
        }
        allowed(await users.setPassword(request.admin, target, await hashPassword(body.password)));
        await app.sessions.endAll(target.id, "password");
        return { success: true as const, message: translate(request, "users.passwordChanged") };
      }
      const updated = allowed(await users.update(request.admin, target, body));
      return { success: true as const, message: translate(request, "users.updated"), user: publicUser(updated) };
    },
  });

  app.route({
    ...route(app, userEndpoints.remove, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const target = found(await users.find(request.params.id), "users.notFound");
      request.audit({ before: target });
      allowed(await users.remove(request.admin, target));
      return { success: true as const, message: translate(request, "users.deleted") };
    },
  });
}
