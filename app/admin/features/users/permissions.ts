import { USER_ROLE } from "../../../../contract/constants.ts";
import type { AdminUser } from "./types.ts";

// what the server refuses, known beforehand so the buttons can say so (SPEC.md section 2 Users):
// only a Super Admin changes or deletes a Super Admin, and nobody deletes or deactivates themself

export type RefusalReason = "superAdminOnly" | "notSelfDelete" | "notSelfDeactivate";

export interface UserPermissions {
  edit: RefusalReason | null;
  password: RefusalReason | null;
  delete: RefusalReason | null;
}

export const isSuperAdmin = (user: Pick<AdminUser, "role"> | null | undefined) => user?.role === USER_ROLE.SUPER_ADMIN;

export function userPermissions(actor: AdminUser | null, target: AdminUser): UserPermissions {
  const guarded = isSuperAdmin(target) && !isSuperAdmin(actor) ? "superAdminOnly" : null;
  const self = actor?.id === target.id;
  return {
    edit: guarded,
    password: guarded,
    delete: self ? "notSelfDelete" : guarded,
  };
}
