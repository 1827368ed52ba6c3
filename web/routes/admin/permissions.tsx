import { ComingSoon } from '~/web/components/admin/coming-soon';

export function meta() {
  return [{ title: 'Permissions — Vocably Admin' }];
}

export default function AdminPermissionsPage() {
  return <ComingSoon title="Permissions" />;
}
