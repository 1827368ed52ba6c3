import { UsersScreen } from '~/web/features/admin-users/components/users-screen';

export function meta() {
  return [{ title: 'Users — Vocably Admin' }];
}

export default function AdminUsersPage() {
  return <UsersScreen />;
}
