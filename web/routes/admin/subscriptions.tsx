import { PageHeader } from '../../components/ui/page-header';

export function meta() {
  return [{ title: 'Subscriptions — Vocably Admin' }];
}

// Placeholder: issue 7 builds Subscriptions here.
export default function AdminSubscriptionsPage() {
  return <PageHeader title="Subscriptions" subtitle="Manage user subscriptions and billing" />;
}
