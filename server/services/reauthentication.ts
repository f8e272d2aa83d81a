import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connect.ts";
import type { User } from "../db/database.ts";
import { HttpError } from "../lib/http-error.ts";
import { createLoginLockout, loginKey } from "./login-lockout.ts";
import { verifyPassword } from "./passwords.ts";

// Re-authentication (issue 20): what keeps an account — one's own new password, two-factor
// sign-in turned on or off, new recovery codes — needs the account's password as well as the
// session, so that a stolen token alone cannot take the account over. A wrong password counts on
// the login's lockout (services/login-lockout.ts), so this is no second way to guess it; a right
// one gives its attempt back.

export function createReauthentication(db: Db) {
  const lockout = createLoginLockout(db);
  return async function confirmPassword(
    request: FastifyRequest,
    user: User,
    password: string | undefined,
    // the field the refusal is shown next to
    path: string,
  ): Promise<void> {
    if (!password) throw new HttpError(400, "auth.passwordNeeded", { errors: [{ key: "auth.passwordNeeded", path }] });
    const key = loginKey(user.login_name);
    const attempt = await lockout.attempt(key, request.ip);
    if (!attempt.allowed) {
      throw new HttpError(429, "auth.locked", {
        values: { minutes: Math.max(1, Math.ceil(attempt.retryMs / 60_000)) },
      });
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      throw new HttpError(400, "auth.passwordWrong", { errors: [{ key: "auth.passwordWrong", path }] });
    }
    await lockout.refund(key, request.ip);
  };
}
