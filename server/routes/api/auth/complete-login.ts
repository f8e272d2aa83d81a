import type { FastifyInstance, FastifyRequest } from "fastify";
import type { User } from "../../../db/database.ts";
import { translate } from "../../../lib/language.ts";
import { publicUser } from "../../../lib/serialize.ts";
import { userRepository } from "../../../repositories/users.ts";
import type { createLoginLockout } from "../../../services/login-lockout.ts";

// the end of every successful login, whatever its steps (the password alone, or the password and
// then a code): the failures counted for it are cleared, the time recorded, a session started on
// the server, and the one answer the admin expects
export async function completeLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  lockout: ReturnType<typeof createLoginLockout>,
  lockoutKey: string,
  twoFactorSetupRequired: boolean,
) {
  await lockout.clear(lockoutKey, request.ip);
  const loginTimestamp = await userRepository(app.db, app.dbDialect).recordLogin(user.id);
  return {
    success: true as const,
    user: publicUser({ ...user, login_timestamp: loginTimestamp }),
    token: await app.startSession(user),
    message: translate(request, "auth.loginSuccess"),
    two_factor_setup_required: twoFactorSetupRequired,
  };
}
