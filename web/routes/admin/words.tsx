import { PageHeader } from '../../components/ui/page-header';

export function meta() {
  return [{ title: 'Words Management — Vocably Admin' }];
}

// Placeholder: issue 7 builds Words Management here.
export default function AdminWordsPage() {
  return <PageHeader title="Words Management" subtitle="Manage global word definitions and translations" />;
}
