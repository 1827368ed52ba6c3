import { useParams } from 'react-router';
import { WordDetailScreen } from '~/web/features/admin-words/components/detail/word-detail-screen';

export function meta() {
  return [{ title: 'Word — Vocably Admin' }];
}

export default function AdminWordDetailPage() {
  const { wordId = '' } = useParams();
  // Keyed by id: another word starts with no drafts.
  return <WordDetailScreen key={wordId} wordId={wordId} />;
}
