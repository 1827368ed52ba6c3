import { WordsScreen } from '~/web/features/admin-words/components/words-screen';

export function meta() {
  return [{ title: 'Words Management — Vocably Admin' }];
}

export default function AdminWordsPage() {
  return <WordsScreen />;
}
