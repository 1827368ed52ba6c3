import { ComingSoon } from '~/web/components/admin/coming-soon';

export function meta() {
  return [{ title: 'Settings — Vocably Admin' }];
}

export default function AdminSettingsPage() {
  return <ComingSoon title="Settings" />;
}
