import { PageHeader } from '../../components/ui/page-header';

export default function AdminDashboardPage() {
  return <PageHeader title="Dashboard" />;
}
