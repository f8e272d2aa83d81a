import type { AdminUser } from "../../lib/auth.tsx";

// what the users endpoints answer (GET /api/auth/users, /api/auth/users/stats)

export type { AdminUser };

export interface UserStats {
  total: number;
  active: number;
  superAdmins: number;
  recentLogins: number;
}

export const EMPTY_USER_STATS: UserStats = { total: 0, active: 0, superAdmins: 0, recentLogins: 0 };
