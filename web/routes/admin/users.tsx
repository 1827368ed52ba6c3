import { PageHeader } from '../../components/ui/page-header';

export default function AdminUsersPage() {
  return <PageHeader title="Users" />;
}
