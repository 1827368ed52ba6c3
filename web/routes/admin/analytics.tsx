import { ComingSoon } from '~/web/components/admin/coming-soon';

export function meta() {
  return [{ title: 'Analytics — Vocably Admin' }];
}

export default function AdminAnalyticsPage() {
  return <ComingSoon title="Analytics" />;
}
