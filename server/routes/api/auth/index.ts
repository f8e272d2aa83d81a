import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql, type Transaction } from "kysely";
import { LIMITS, USER_ROLE, USER_STATUS } from "../../../../contract/constants.ts";
import {
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  UserListResponseSchema,
  UserSavedResponseSchema,
  UserStatsResponseSchema,
  UserUpdatedResponseSchema,
} from "../../../../contract/responses.ts";
import { IdParamsSchema, LoginSchema, UserCreateSchema, UserUpdateSchema } from "../../../../contract/schemas.ts";
import type { Database, User } from "../../../db/database.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { translate } from "../../../lib/language.ts";
import { publicUser } from "../../../lib/serialize.ts";
import { HttpError } from "../../../plugins/error-handler.ts";
import { createLoginLockout, loginKey } from "../../../services/login-lockout.ts";
import { hashPassword, verifyPassword } from "../../../services/passwords.ts";

// a hash to verify against when the login name does not exist, so both cases take as long
const DUMMY_HASH = await hashPassword("not-a-real-password-only-for-timing");

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lockout = createLoginLockout(app.db);
  const { max, windowMinutes } = app.config.loginRateLimit;
  const security = [{ bearerAuth: [] }];

  async function findUser(id: number): Promise<User> {
    const user = await app.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    if (!user) throw new HttpError(404, "users.notFound");
    return user;
  }

  const isActiveSuperAdmin = (user: User) => user.role === USER_ROLE.SUPER_ADMIN && user.status === USER_STATUS.ACTIVE;

  // a change that could leave no active Super Admin runs with the active Super Admins' rows
  // locked (PostgreSQL: FOR UPDATE, so two Super Admins demoting each other at the same moment
  // are taken one after the other; SQLite: one writer at a time), and is refused when, as the
  // rows now stand, the target is the last one
  async function unlessLastSuperAdmin<T>(
    target: User,
    losesSuperAdmin: boolean,
    change: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return app.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("users")
        .select("id")
        .where("role", "=", USER_ROLE.SUPER_ADMIN)
        .where("status", "=", USER_STATUS.ACTIVE);
      if (app.dbDialect === "postgres") query = query.forUpdate();
      const active = (await query.execute()).map((row) => row.id);
      if (losesSuperAdmin && active.includes(target.id) && active.length <= 1) {
        throw new HttpError(409, "users.lastSuperAdmin");
      }
      return change(trx);
    });
  }

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Log in with login_name and password",
        body: LoginSchema,
        response: { 200: LoginResponseSchema },
      },
      config: {
        changes: [],
        // successes and refused attempts alike (never the password: the route notes no fields)
        audit: { type: "user", action: "login", failure: "login_failed" },
        public: true,
        rateLimit: {
          max,
          timeWindow: windowMinutes * 60_000,
          errorResponseBuilder: (request, context) => ({
            statusCode: 429,
            message: translate(request, "auth.ipLimited", { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
          }),
        },
      },
    },
    async (request) => {
      const key = loginKey(request.body.login_name);
      const user = await app.db
        .selectFrom("users")
        .selectAll()
        .where(sql`lower(login_name)`, "=", key)
        .executeTakeFirst();
      // the attempt, in the audit trail whatever its outcome: as the account's owner when the
      // login name exists, else under the name typed — if it could be a login name at all: a
      // password typed into the wrong field must not end up in the trail
      const typed = UserCreateSchema.shape.login_name.safeParse(request.body.login_name).success
        ? request.body.login_name
        : null;
      request.audit({
        actor: user ? { id: user.id, user_name: user.user_name } : typed ? { id: null, user_name: typed } : undefined,
        entityId: user?.id ?? null,
        label: user?.login_name ?? typed,
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
      await lockout.clear(key, request.ip);
      const loginTimestamp = new Date().toISOString();
      await app.db.updateTable("users").set({ login_timestamp: loginTimestamp }).where("id", "=", user.id).execute();
      return {
        success: true as const,
        user: publicUser({ ...user, login_timestamp: loginTimestamp }),
        token: app.signToken(user),
        message: translate(request, "auth.loginSuccess"),
      };
    },
  );

  app.get("/me", { schema: { security, tags: ["auth"], response: { 200: MeResponseSchema } } }, async (request) => ({
    success: true as const,
    user: publicUser(request.admin),
  }));

  app.get("/users", { schema: { security, tags: ["users"], response: { 200: UserListResponseSchema } } }, async () => {
    const users = await app.db
      .selectFrom("users")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return { success: true as const, users: users.map(publicUser) };
  });

  // the dashboard's and users page's counts, computed by the database
  app.get(
    "/users/stats",
    { schema: { security, tags: ["users"], response: { 200: UserStatsResponseSchema } } },
    async () => {
      const since = new Date(Date.now() - LIMITS.recentLoginDays * 24 * 3600 * 1000).toISOString();
      const row = await app.db
        .selectFrom("users")
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.sum<number>(eb.case().when("status", "=", USER_STATUS.ACTIVE).then(1).else(0).end()).as("active"),
          eb.fn.sum<number>(eb.case().when("role", "=", USER_ROLE.SUPER_ADMIN).then(1).else(0).end()).as("superAdmins"),
          eb.fn.sum<number>(eb.case().when("login_timestamp", ">=", since).then(1).else(0).end()).as("recentLogins"),
        ])
        .executeTakeFirstOrThrow();
      return {
        success: true as const,
        stats: {
          total: Number(row.total),
          active: Number(row.active ?? 0),
          superAdmins: Number(row.superAdmins ?? 0),
          recentLogins: Number(row.recentLogins ?? 0),
        },
      };
    },
  );

  app.post(
    "/register",
    {
      config: { changes: [], audit: { type: "user" } },
      schema: { security, tags: ["users"], body: UserCreateSchema, response: { 201: UserSavedResponseSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.role === USER_ROLE.SUPER_ADMIN && request.admin.role !== USER_ROLE.SUPER_ADMIN) {
        throw new HttpError(403, "users.superAdminOnly");
      }
      const taken = await app.db
        .selectFrom("users")
        .select("id")
        .where(sql`lower(login_name)`, "=", body.login_name.toLowerCase())
        .executeTakeFirst();
      if (taken)
        throw new HttpError(409, "users.duplicate", { errors: [{ key: "users.duplicate", path: "login_name" }] });
      try {
        const user = await app.db
          .insertInto("users")
          .values({
            login_name: body.login_name,
            user_name: body.user_name,
            password_hash: await hashPassword(body.password),
            role: body.role,
            status: body.status,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        reply.status(201);
        return { success: true as const, message: translate(request, "users.created"), user: publicUser(user) };
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(409, "users.duplicate", { errors: [{ key: "users.duplicate", path: "login_name" }] });
        }
        throw error;
      }
    },
  );

  app.put(
    "/users/:id",
    {
      config: { changes: [], audit: { type: "user" } },
      schema: {
        security,
        tags: ["users"],
        params: IdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserUpdatedResponseSchema },
      },
      // before the body is checked: the login name is said to be read-only, not an unknown field
      preValidation: async (request) => {
        const raw = request.body;
        if (raw && typeof raw === "object" && !Array.isArray(raw) && "login_name" in raw) {
          throw new HttpError(400, "users.loginNameReadOnly", {
            errors: [{ key: "users.loginNameReadOnly", path: "login_name" }],
          });
        }
      },
    },
    async (request) => {
      const body = request.body;
      const actor = request.admin;
      const target = await findUser(request.params.id);
      request.audit({ before: target });
      const actorIsSuper = actor.role === USER_ROLE.SUPER_ADMIN;

      if ("password" in body) {
        if (target.role === USER_ROLE.SUPER_ADMIN && !actorIsSuper) throw new HttpError(403, "users.superAdminOnly");
        await app.db
          .updateTable("users")
          .set({ password_hash: await hashPassword(body.password), token_version: target.token_version + 1 })
          .where("id", "=", target.id)
          .execute();
        return { success: true as const, message: translate(request, "users.passwordChanged") };
      }

      if ((target.role === USER_ROLE.SUPER_ADMIN || body.role === USER_ROLE.SUPER_ADMIN) && !actorIsSuper) {
        throw new HttpError(403, "users.superAdminOnly");
      }
      if (target.id === actor.id && body.status === USER_STATUS.INACTIVE) {
        throw new HttpError(403, "users.notSelfDeactivate");
      }
      const losesSuperAdmin =
        isActiveSuperAdmin(target) && (body.role !== USER_ROLE.SUPER_ADMIN || body.status !== USER_STATUS.ACTIVE);

      // deactivating ends the user's sessions at once
      const deactivated = target.status === USER_STATUS.ACTIVE && body.status === USER_STATUS.INACTIVE;
      const updated = await unlessLastSuperAdmin(target, losesSuperAdmin, (trx) =>
        trx
          .updateTable("users")
          .set({
            user_name: body.user_name,
            role: body.role,
            status: body.status,
            token_version: deactivated ? sql<number>`token_version + 1` : sql<number>`token_version`,
          })
          .where("id", "=", target.id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { success: true as const, message: translate(request, "users.updated"), user: publicUser(updated) };
    },
  );

  app.delete(
    "/users/:id",
    {
      config: { changes: [], audit: { type: "user" } },
      schema: { security, tags: ["users"], params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const actor = request.admin;
      const target = await findUser(request.params.id);
      request.audit({ before: target });
      if (target.id === actor.id) throw new HttpError(403, "users.notSelfDelete");
      if (target.role === USER_ROLE.SUPER_ADMIN && actor.role !== USER_ROLE.SUPER_ADMIN) {
        throw new HttpError(403, "users.superAdminOnly");
      }
      await unlessLastSuperAdmin(target, true, (trx) => trx.deleteFrom("users").where("id", "=", target.id).execute());
      return { success: true as const, message: translate(request, "users.deleted") };
    },
  );
}
