import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { USER_STATUS } from "../../../../contract/constants.ts";
import { authEndpoints } from "../../../../contract/endpoints/auth.ts";
import { userEndpoints } from "../../../../contract/endpoints/users.ts";
import type { Db } from "../../../db/connect.ts";
import type { User } from "../../../db/database.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { requestLanguage, translate } from "../../../lib/language.ts";
import { vietnamTime } from "../../../lib/vietnam-time.ts";
import { twoFactorRepository } from "../../../repositories/two-factor.ts";
import { userRepository } from "../../../repositories/users.ts";
import { enqueueEmail } from "../../../services/email-outbox.ts";
import { createLoginLockout, loginKey } from "../../../services/login-lockout.ts";
import { createReauthentication } from "../../../services/reauthentication.ts";
import { secondFactorLockedEmail } from "../../../services/security-alerts.ts";
import { readSettings } from "../../../services/settings.ts";
import {
  acceptedStep,
  CODES_PER_CHALLENGE,
  decryptSecret,
  encryptSecret,
  FAILURES_BEFORE_LOCK,
  LOCK_MS,
  newRecoveryCodes,
  newSecret,
  otpauthUrl,
  qrSvg,
  readChallenge,
  readCode,
  recoveryCodeMatches,
  requiredOf,
  type TwoFactorKeys,
  twoFactorRequirement,
} from "../../../services/two-factor.ts";
import { route } from "../endpoints.ts";
import { completeLogin } from "./complete-login.ts";
import { loginRouteConfig } from "./login-config.ts";

// two-factor sign-in (services/two-factor.ts, docs/decisions/021): the login's second step, and
// each staff member's own set-up under /api/auth/two-factor; a Super Admin's policy and reset

// a code the app did not show (or showed before): refused next to the code field
const invalidCode = () =>
  new HttpError(400, "auth.twoFactorInvalid", { errors: [{ key: "auth.twoFactorInvalid", path: "code" }] });

async function status(db: Db, user: User) {
  const left = await twoFactorRepository(db).unusedRecoveryCodes(user.id);
  const required = await twoFactorRequirement(db);
  const on = user.totp_secret !== null;
  return {
    enabled: on,
    pending: user.totp_pending !== null,
    recoveryCodesLeft: on ? left.length : 0,
    recoveryCodesOutdated: on && left.some((row) => !row.code_hash.startsWith("$argon2")),
    required,
    requiredForMe: requiredOf(user, required),
  };
}

// replaces a user's recovery codes with ten new ones; returns them as shown
async function renewRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const { codes, hashes } = await newRecoveryCodes();
  await twoFactorRepository(db).replaceRecoveryCodes(userId, hashes);
  return codes;
}

export default async function twoFactorRoutes(fastify: FastifyInstance, options: { keys: TwoFactorKeys }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { keys } = options;
  const lockout = createLoginLockout(app.db);
  const confirmPassword = createReauthentication(app.db);
  const twoFactor = twoFactorRepository(app.db);
  const users = userRepository(app.db, app.dbDialect);

  // a TOTP code for this user's secret, not used before: its step is recorded so that the same
  // code cannot be used again (the update only succeeds while no later step was recorded)
  async function acceptTotp(user: User, secret: string | null, code: string): Promise<boolean> {
    if (!secret) return false;
    const last = user.totp_last_step === null ? null : Number(user.totp_last_step);
    const step = acceptedStep(secret, code, last);
    if (step === null) return false;
    return twoFactor.spendStep(user.id, step);
  }

  // a recovery code of this user's not used yet: checked against each one's hash (at most ten),
  // and used up in a statement that only one request can win
  async function acceptRecoveryCode(user: User, compact: string): Promise<boolean> {
    const unused = await twoFactor.unusedRecoveryCodes(user.id);
    const matches = await Promise.all(unused.map((row) => recoveryCodeMatches(row.code_hash, compact)));
    const match = unused[matches.indexOf(true)];
    return match ? twoFactor.spendRecoveryCode(match.id) : false;
  }

  // a wrong code: counted for the account, whatever the address; the tenth in a row closes the
  // code step for an hour, tells the company's notification address, and is in the audit trail
  async function countWrongCode(request: FastifyRequest, user: User): Promise<void> {
    const failures = await twoFactor.countWrongCode(user.id);
    if (failures === undefined || failures < FAILURES_BEFORE_LOCK) return;
    const until = new Date(Date.now() + LOCK_MS).toISOString();
    await twoFactor.lockCodeStep(user.id, until);
    request.audit({ fields: { two_factor: "code step closed for an hour after 10 wrong codes" } });
    request.log.warn({ userId: user.id }, "two-factor sign-in closed for an hour after 10 wrong codes in a row");
    const notifications = app.config.notifications;
    if (notifications) {
      await enqueueEmail(app.db, secondFactorLockedEmail(user, until, notifications.to, request.ip));
      app.emailOutbox?.wake();
    }
  }

  // one error line for the operator per user and quarter of an hour (a person tries a few times),
  // naming the user and the likely cause, never the secret
  const reported = new Map<number, number>();
  function reportUnreadableSecret(user: User) {
    const now = Date.now();
    if ((reported.get(user.id) ?? 0) > now - 15 * 60_000) return;
    if (reported.size > 1000) reported.clear();
    reported.set(user.id, now);
    app.log.error(
      { userId: user.id, loginName: user.login_name },
      `the two-factor secret of ${user.login_name} cannot be decrypted with this server's two-factor key (TWO_FACTOR_KEY, or two-factor-key in the data folder): the key differs from the one it was set up with (a restore or a move without the old two-factor-key, a changed TWO_FACTOR_KEY) or the stored value is damaged. Put the old key back, or have a Super Admin reset this user's two-factor sign-in; recovery codes still work`,
    );
  }

  const freshUser = (id: number) => users.find(id);

  // the login's second step: the challenge from the first and a code; the same lockout as the
  // password (counted before the code is checked), the same answer as a login without it
  app.route({
    ...route(app, authEndpoints.loginTwoFactor, { config: loginRouteConfig(app) }),
    handler: async (request) => {
      request.audit({ fields: {} });
      const challenge = readChallenge(keys, request.body.challenge);
      const user = challenge ? await freshUser(challenge.userId) : undefined;
      if (
        !challenge ||
        !user ||
        user.status !== USER_STATUS.ACTIVE ||
        user.token_version !== challenge.tokenVersion ||
        user.totp_secret === null
      ) {
        throw new HttpError(401, "auth.twoFactorExpired", {
          errors: [{ key: "auth.twoFactorExpired", path: "challenge" }],
        });
      }
      request.audit({ actor: { id: user.id, user_name: user.user_name }, entityId: user.id, label: user.login_name });
      const key = loginKey(user.login_name);
      const attempt = await lockout.attempt(key, request.ip);
      if (!attempt.allowed) {
        throw new HttpError(429, "auth.locked", {
          values: { minutes: Math.max(1, Math.ceil(attempt.retryMs / 60_000)) },
        });
      }
      // one challenge (one password step) takes at most CODES_PER_CHALLENGE codes
      if (!(await lockout.attemptChallenge(challenge.nonce, CODES_PER_CHALLENGE))) {
        throw new HttpError(401, "auth.twoFactorChallengeUsed", {
          errors: [{ key: "auth.twoFactorChallengeUsed", path: "challenge" }],
        });
      }
      const code = readCode(request.body.code);
      // after 10 wrong codes in a row the app's codes wait an hour; recovery codes do not
      const lockedUntil = user.totp_locked_until ? Date.parse(user.totp_locked_until) : 0;
      if (code?.kind === "totp" && lockedUntil > Date.now()) {
        throw new HttpError(429, "auth.twoFactorLocked", {
          values: { time: vietnamTime(new Date(lockedUntil), requestLanguage(request)) },
        });
      }
      let ok = false;
      if (code?.kind === "totp") {
        const secret = decryptSecret(keys, user.totp_secret);
        if (secret === null) {
          // not the user's mistake: the server's key is not the one the secret was encrypted with
          // (a restore without the old jwt-secret, a changed JWT_SECRET) or the value is damaged.
          // A recovery code still works (hashes, not encrypted); the attempt is given back.
          await lockout.refund(key, request.ip);
          reportUnreadableSecret(user);
          throw new HttpError(401, "auth.twoFactorUnreadable");
        }
        ok = await acceptTotp(user, secret, code.code);
      } else if (code?.kind === "recovery") {
        ok = await acceptRecoveryCode(user, code.code);
      }
      if (!ok) {
        await countWrongCode(request, user);
        throw new HttpError(401, "auth.twoFactorInvalid");
      }
      if (Number(user.totp_failures) > 0 || user.totp_locked_until !== null) {
        await twoFactor.clearFailures(user.id);
      }
      return completeLogin(app, request, user, lockout, key, false);
    },
  });

  app.route({
    ...route(app, authEndpoints.twoFactor),
    handler: async (request) => ({ success: true as const, twoFactor: await status(app.db, request.admin) }),
  });

  // a new secret to scan, kept aside until a code from it confirms it
  app.route({
    ...route(app, authEndpoints.setupTwoFactor, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const user = request.admin;
      request.audit({ entityId: user.id, label: user.login_name, fields: { two_factor: "setup started" } });
      if (user.totp_secret !== null) throw new HttpError(409, "twoFactor.alreadyOn");
      await confirmPassword(request, user, request.body.password, "password");
      const secret = newSecret();
      await twoFactor.setPending(user.id, encryptSecret(keys, secret));
      const issuer = (await readSettings(app.db)).settings.shortName || "Website";
      const url = otpauthUrl(secret, issuer, user.login_name);
      return { success: true as const, secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
    },
  });

  // the first code from the app turns it on, with ten recovery codes shown this once
  app.route({
    ...route(app, authEndpoints.enableTwoFactor, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const user = request.admin;
      request.audit({ entityId: user.id, label: user.login_name, fields: { two_factor: true } });
      if (user.totp_secret !== null) throw new HttpError(409, "twoFactor.alreadyOn");
      const pending = decryptSecret(keys, user.totp_pending);
      if (!pending) throw new HttpError(409, "twoFactor.notStarted");
      const step = acceptedStep(pending, request.body.code.replace(/\s/g, ""), null);
      if (step === null) {
        throw invalidCode();
      }
      // on: the secret kept, the code's step used (this session goes on: it just showed both)
      await twoFactor.enable(user.id, encryptSecret(keys, pending), step);
      const recoveryCodes = await renewRecoveryCodes(app.db, user.id);
      return { success: true as const, recoveryCodes, message: translate(request, "twoFactor.enabled") };
    },
  });

  app.route({
    ...route(app, authEndpoints.renewRecoveryCodes, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const user = request.admin;
      request.audit({ entityId: user.id, label: user.login_name, fields: { recovery_codes: "renewed" } });
      if (user.totp_secret === null) throw new HttpError(409, "twoFactor.notOn");
      await confirmPassword(request, user, request.body.password, "password");
      if (!(await acceptTotp(user, decryptSecret(keys, user.totp_secret), request.body.code.replace(/\s/g, "")))) {
        throw invalidCode();
      }
      const recoveryCodes = await renewRecoveryCodes(app.db, user.id);
      return { success: true as const, recoveryCodes, message: translate(request, "twoFactor.codesRenewed") };
    },
  });

  app.route({
    ...route(app, authEndpoints.disableTwoFactor, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const user = request.admin;
      request.audit({ entityId: user.id, label: user.login_name, fields: { two_factor: false } });
      if (user.totp_secret === null) throw new HttpError(409, "twoFactor.notOn");
      if (requiredOf(user, await twoFactorRequirement(app.db))) throw new HttpError(403, "auth.twoFactorRequired");
      await confirmPassword(request, user, request.body.password, "password");
      await twoFactor.turnOff(user.id, { endSessions: false });
      return { success: true as const, message: translate(request, "twoFactor.disabled") };
    },
  });

  // (Super Admins only: the declaration's access)
  app.route({
    ...route(app, authEndpoints.twoFactorPolicy, { config: { changes: [], audit: { type: "settings" } } }),
    handler: async (request) => {
      request.audit({ fields: { two_factor_required: request.body.required } });
      // a rule that covers oneself needs one's own two-factor sign-in first: otherwise its author
      // would be shut out of everything but the set-up, the rule itself included
      if (requiredOf(request.admin, request.body.required) && request.admin.totp_secret === null) {
        throw new HttpError(409, "twoFactor.ownFirst");
      }
      await twoFactor.setPolicy(request.body.required);
      return {
        success: true as const,
        twoFactor: await status(app.db, request.admin),
        message: translate(request, "twoFactor.policySaved"),
      };
    },
  });

  // a Super Admin (the declaration's access) turns it off for someone who lost their phone and their recovery codes
  app.route({
    ...route(app, userEndpoints.resetTwoFactor, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const target = await freshUser(request.params.id);
      if (!target) throw new HttpError(404, "users.notFound");
      // the user stays: an update of their account, not a deletion
      request.audit({ entityId: target.id, label: target.login_name, fields: { two_factor: false }, action: "update" });
      if (target.id === request.admin.id) throw new HttpError(400, "twoFactor.resetSelf");
      if (target.totp_secret === null && target.totp_pending === null) throw new HttpError(409, "twoFactor.notOn");
      // whoever holds that account's sessions (a lost phone, maybe stolen) signs in again
      await twoFactor.turnOff(target.id, { endSessions: true });
      return { success: true as const, message: translate(request, "twoFactor.reset") };
    },
  });
}
