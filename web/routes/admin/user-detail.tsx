import { PageHeader } from '../../components/ui/page-header';

export default function AdminUserPage() {
  return <PageHeader title="User" />;
}
