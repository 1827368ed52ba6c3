import type { GlobalWord } from '../../../../core/admin/global-word';
import { Checkbox } from '../../../components/ui/checkbox';
import { tableClass, tdClass, thClass } from '../../../components/ui/responsive-list';
import { formatDate } from '../../../lib/format';
import {
  WordActions,
  WordDefinitionPreview,
  WordLevelBadges,
  WordTitle,
  WordTranslationsPreview,
} from './word-cells';

export type WordListProps = {
  words: GlobalWord[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onDelete: (word: GlobalWord) => void;
  busyIds: ReadonlySet<string>;
};

export function SelectAllCheckbox({
  words,
  selected,
  onToggleAll,
}: Pick<WordListProps, 'words' | 'selected' | 'onToggleAll'>) {
  const allSelected = words.length > 0 && words.every((word) => selected.has(word.id));
  const someSelected = words.some((word) => selected.has(word.id));
  return (
    <Checkbox
      aria-label="Select all words on this page"
      checked={allSelected}
      ref={(input) => {
        if (input) input.indeterminate = someSelected && !allSelected;
      }}
      onChange={onToggleAll}
    />
  );
}

export function WordsTable({ words, selected, onToggle, onToggleAll, onDelete, busyIds }: WordListProps) {
  return (
    <table className={tableClass}>
      <caption className="sr-only">Words</caption>
      <thead className="bg-slate-50 dark:bg-slate-800/50">
        <tr>
          <th scope="col" className={`${thClass} w-10`}>
            <SelectAllCheckbox words={words} selected={selected} onToggleAll={onToggleAll} />
          </th>
          <th scope="col" className={thClass}>
            Word
          </th>
          <th scope="col" className={thClass}>
            Definition
          </th>
          <th scope="col" className={`${thClass} hidden lg:table-cell`}>
            Translations
          </th>
          <th scope="col" className={thClass}>
            Language
          </th>
          <th scope="col" className={thClass}>
            Level
          </th>
          <th scope="col" className={`${thClass} hidden xl:table-cell`}>
            Created
          </th>
          <th scope="col" className={thClass}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {words.map((word) => (
          <tr key={word.id} className={selected.has(word.id) ? 'bg-brand-50/60 dark:bg-brand-900/30' : ''}>
            <td className={tdClass}>
              <Checkbox
                aria-label={`Select ${word.value}`}
                checked={selected.has(word.id)}
                onChange={() => onToggle(word.id)}
              />
            </td>
            <td className={`${tdClass} max-w-48`}>
              <WordTitle word={word} />
            </td>
            <td className={`${tdClass} max-w-72 min-w-40`}>
              <WordDefinitionPreview word={word} />
            </td>
            <td className={`${tdClass} hidden max-w-56 lg:table-cell`}>
              <WordTranslationsPreview word={word} />
            </td>
            <td className={`${tdClass} font-mono`}>{word.languageCode.toUpperCase()}</td>
            <td className={tdClass}>
              <WordLevelBadges word={word} />
            </td>
            <td className={`${tdClass} hidden whitespace-nowrap xl:table-cell`}>
              {formatDate(word.createdAt)}
            </td>
            <td className={tdClass}>
              <WordActions word={word} onDelete={onDelete} busy={busyIds.has(word.id)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
