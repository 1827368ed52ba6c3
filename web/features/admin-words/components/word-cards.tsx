import { Checkbox } from '../../../components/ui/checkbox';
import { formatDate } from '../../../lib/format';
import {
  WordActions,
  WordDefinitionPreview,
  WordLevelBadges,
  WordTitle,
  WordTranslationsPreview,
} from './word-cells';
import { SelectAllCheckbox, type WordListProps } from './words-table';

/** The narrow-screen list: every column of the table, one card per word. */
export function WordCards({ words, selected, onToggle, onToggleAll, onDelete, busyIds }: WordListProps) {
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 px-1 text-sm font-medium">
        <SelectAllCheckbox words={words} selected={selected} onToggleAll={onToggleAll} />
        <span aria-hidden="true">Select all</span>
      </div>
      <ul className="space-y-3" aria-label="Words">
        {words.map((word) => (
          <li
            key={word.id}
            className={`rounded-lg border border-slate-200 p-4 dark:border-slate-700 ${selected.has(word.id) ? 'bg-brand-50/60 dark:bg-brand-900/30' : ''}`}
          >
            <div className="flex items-start gap-3">
              <Checkbox
                aria-label={`Select ${word.value}`}
                checked={selected.has(word.id)}
                onChange={() => onToggle(word.id)}
                className="mt-1"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <div className="flex items-start justify-between gap-2">
                  <WordTitle word={word} />
                  <span className="font-mono text-sm">{word.languageCode.toUpperCase()}</span>
                </div>
                <WordDefinitionPreview word={word} />
                <WordTranslationsPreview word={word} />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <WordLevelBadges word={word} />
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    {formatDate(word.createdAt)}
                  </span>
                </div>
                <WordActions word={word} onDelete={onDelete} busy={busyIds.has(word.id)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
