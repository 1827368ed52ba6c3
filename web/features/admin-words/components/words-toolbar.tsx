import { Trash2 } from 'lucide-react';
import { difficulties, wordLanguageNames, wordLanguages } from '../../../../core/words';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
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
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchInput
        label="Search words"
        value={search}
        onChange={onSearchChange}
        placeholder="Search words..."
      />
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
