import { Search, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { difficulties, wordLanguageNames, wordLanguages } from '../../../../core/words';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';

const languageOptions = [
  { value: '', label: 'All' },
  ...wordLanguages.map((code) => ({ value: code, label: `${code} ${wordLanguageNames[code]}` })),
];
const difficultyOptions = [{ value: '', label: 'All' }, ...difficulties.map((d) => ({ value: d, label: d }))];

export function WordsToolbar({
  search,
  onSearchChange,
  language,
  onLanguageChange,
  difficulty,
  onDifficultyChange,
  selectedCount,
  onDeleteSelected,
  deleting,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  language: string;
  onLanguageChange: (value: string) => void;
  difficulty: string;
  onDifficultyChange: (value: string) => void;
  selectedCount: number;
  onDeleteSelected: () => void;
  deleting: boolean;
}) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search words
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search words..."
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Language"
          options={languageOptions}
          value={language}
          onChange={(event) => onLanguageChange(event.target.value)}
          className="w-40"
        />
        <SelectField
          label="Difficulty"
          options={difficultyOptions}
          value={difficulty}
          onChange={(event) => onDifficultyChange(event.target.value)}
          className="w-40"
        />
        {selectedCount > 0 && (
          <Button variant="danger" onClick={onDeleteSelected} disabled={deleting} aria-busy={deleting}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete Selected ({selectedCount})
          </Button>
        )}
      </div>
    </div>
  );
}
