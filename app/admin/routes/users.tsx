import { UsersScreen } from "../features/users/users-screen.tsx";

// /admin/users: the counts, every account, and staff invited by e-mail and not signed up yet
// (features/users/users-screen.tsx)
export default function AdminUsers() {
  return <UsersScreen place="screen" />;
}
