import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';

export function meta() {
  return [{ title: 'Word — Vocably Admin' }];
}

// Placeholder: issue 7 builds the word detail page here.
export default function AdminWordDetailPage() {
  const { wordId } = useParams();
  return (
    <>
      <PageHeader title="Word" subtitle={wordId} />
      <Link to="/admin/words" className="font-semibold text-brand-700 underline dark:text-brand-200">
        Back to Words
      </Link>
    </>
  );
}
