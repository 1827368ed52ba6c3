import { AdminGuard } from '~/web/components/admin/admin-guard';
import { AdminLayout } from '~/web/components/admin/admin-layout';

export function meta() {
  return [{ title: 'Admin — Vocably' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminRoot() {
  return <AdminGuard>{(user) => <AdminLayout email={user.email} />}</AdminGuard>;
}
