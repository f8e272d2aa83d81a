import type { z } from "zod";
import type { UserStatsResponseSchema } from "../../../../contract/users.ts";
import type { AdminUser } from "../../lib/auth.tsx";

// what the users endpoints answer (api.users.list, api.users.stats)

export type { AdminUser };

export type UserStats = z.infer<typeof UserStatsResponseSchema>["stats"];

export const EMPTY_USER_STATS: UserStats = { total: 0, active: 0, superAdmins: 0, recentLogins: 0 };
