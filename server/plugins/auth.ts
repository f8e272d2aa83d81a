import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { USER_ROLE, USER_STATUS } from "../../contract/constants.ts";
import type { User } from "../db/database.ts";
import { mustSetUp, twoFactorRequiredForSuperAdmins } from "../services/two-factor.ts";
import { HttpError } from "./error-handler.ts";

interface TokenPayload {
  sub: string;
  ver: number;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signToken: (user: Pick<User, "id" | "token_version">) => string;
  }
  interface FastifyRequest {
    // the admin behind the token, loaded fresh from the database on every request
    admin: User;
  }
}

// what a Super Admin who must set up two-factor sign-in may still call
const SET_UP_ROUTES = new Set([
  "GET /api/auth/me",
  "GET /api/auth/two-factor",
  "POST /api/auth/two-factor/setup",
  "POST /api/auth/two-factor/enable",
]);

// signed tokens that expire, and that stop working at once when their user is deleted,
// deactivated or changes password (token_version)
export default fp(async function auth(app: FastifyInstance) {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: `${app.config.tokenTtlHours}h`, algorithm: "HS256" },
    verify: { algorithms: ["HS256"] },
  });

  app.decorateRequest("admin", null as unknown as User);

  app.decorate("signToken", (user: Pick<User, "id" | "token_version">) =>
    app.jwt.sign({ sub: String(user.id), ver: user.token_version }),
  );

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw new HttpError(401, "auth.tokenMissing");
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new HttpError(401, "auth.tokenInvalid");
    }
    // a token must say when it was made and when it ends, within the lifetime this server gives
    // (one without an expiry would never end, even signed with the real secret)
    const { iat, exp } = payload as TokenPayload & { iat?: unknown; exp?: unknown };
    if (typeof iat !== "number" || typeof exp !== "number" || exp - iat > app.config.tokenTtlHours * 3600) {
      throw new HttpError(401, "auth.tokenInvalid");
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id < 1) throw new HttpError(401, "auth.tokenInvalid");
    const user = await app.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    if (!user || user.status !== USER_STATUS.ACTIVE || user.token_version !== payload.ver) {
      throw new HttpError(401, "auth.tokenInvalid");
    }
    request.admin = user;
    // while every Super Admin must use two-factor sign-in, one without it may only set it up
    if (
      !SET_UP_ROUTES.has(`${request.method} ${request.routeOptions.url}`) &&
      user.role === USER_ROLE.SUPER_ADMIN &&
      user.totp_secret === null &&
      mustSetUp(user, await twoFactorRequiredForSuperAdmins(app.db))
    ) {
      throw new HttpError(403, "auth.twoFactorSetupRequired");
    }
  });
});
