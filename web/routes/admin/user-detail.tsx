import { useParams } from 'react-router';
import { UserDetailScreen } from '~/web/features/admin-users/components/detail/user-detail-screen';

export function meta() {
  return [{ title: 'User — Vocably Admin' }];
}

export default function AdminUserDetailPage() {
  const { userId = '' } = useParams();
  // A new user id is a new page: the key resets every tab's local state.
  return <UserDetailScreen key={userId} userId={userId} />;
}
