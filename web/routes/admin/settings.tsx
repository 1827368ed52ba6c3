import { ComingSoon } from '../../components/admin/coming-soon';

export function meta() {
  return [{ title: 'Settings — Vocably Admin' }];
}

export default function AdminSettingsPage() {
  return <ComingSoon title="Settings" />;
}
