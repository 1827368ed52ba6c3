import { SubscriptionsScreen } from '~/web/features/admin-subscriptions/components/subscriptions-screen';

export function meta() {
  return [{ title: 'Subscriptions — Vocably Admin' }];
}

export default function AdminSubscriptionsPage() {
  return <SubscriptionsScreen />;
}
