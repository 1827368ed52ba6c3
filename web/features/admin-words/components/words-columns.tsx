import type { GlobalWord } from '~/core/dictionary/global-word';
import type { Column } from '~/web/components/list/column';
import { languageName } from '~/web/features/admin-words/lib/translation-rules';
import { formatDate } from '~/web/lib/dates-and-numbers';
import { WordDefinitionPreview, WordLevelBadges, WordTitle, WordTranslationsPreview } from './word-cells';

// Words Management's columns. At 1280 px with the sidebar open they, and the
// stacked actions, fit the box: Created shows from 2xl, and in the cards.
export const wordsColumns: Column<GlobalWord>[] = [
  {
    id: 'word',
    header: 'Word',
    card: 'title',
    className: 'max-w-48',
    cell: (word) => <WordTitle word={word} />,
  },
  {
    id: 'definition',
    header: 'Definition',
    card: 'wide',
    className: 'max-w-72 min-w-40',
    cell: (word) => <WordDefinitionPreview word={word} />,
  },
  {
    id: 'translations',
    header: 'Translations',
    from: 'lg',
    card: 'wide',
    className: 'max-w-56',
    cell: (word) => <WordTranslationsPreview word={word} />,
  },
  {
    id: 'language',
    header: 'Language',
    card: 'aside',
    // The code as the list has always shown it, and the language's name under it.
    cell: (word) => (
      <span>
        <span className="font-mono">{word.languageCode.toUpperCase()}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {languageName(word.languageCode)}
        </span>
      </span>
    ),
  },
  { id: 'level', header: 'Level', cell: (word) => <WordLevelBadges word={word} /> },
  {
    id: 'created',
    header: 'Created',
    from: '2xl',
    className: 'whitespace-nowrap',
    cell: (word) => formatDate(word.createdAt),
  },
];
