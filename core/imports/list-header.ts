import type { ImportMapping } from './import-job';
import { TAG_SEPARATOR, wordsCsvHeader } from './words-csv';

// A list whose first row names its columns (our own words export, a spreadsheet with "Word, Meaning,
// Tags" or "מילה, פירוש, תגיות") is read with that row as its header and those columns chosen, so a
// learner does not import a word "word" meaning "meaning" or lose the tags.

const names = {
  word: ['word', 'words', 'term', 'front', 'expression', 'vocabulary', 'מילה', 'מילים', 'מונח', 'ביטוי'],
  meaning: ['meaning', 'meanings', 'definition', 'translation', 'back', 'משמעות', 'פירוש', 'תרגום', 'הגדרה'],
  tags: ['tags', 'tag', 'תגיות', 'תגית'],
} as const;

const nameOf = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

const columnNamed = (row: readonly string[], known: readonly string[]) => {
  const index = row.findIndex((cell) => known.includes(nameOf(cell)));
  return index === -1 ? null : index;
};

/**
 * The mapping a list's first row names: when it names the word's column and the meaning's or the
 * tags', the row is a header and those are the columns (a column it does not name: none). Null when
 * the row looks like words. Our own export's header also says how its tags are separated.
 */
export function mappingOfHeader(row: readonly string[] | undefined): ImportMapping | null {
  if (!row) return null;
  const wordColumn = columnNamed(row, names.word);
  const meaningColumn = columnNamed(row, names.meaning);
  const tagsColumn = columnNamed(row, names.tags);
  if (wordColumn === null || (meaningColumn === null && tagsColumn === null)) return null;
  const ours = wordsCsvHeader.every((name, index) => nameOf(row[index] ?? '') === name);
  return {
    hasHeader: true,
    wordColumn,
    meaningColumn,
    tagsColumn,
    ...(ours ? { tagSeparator: TAG_SEPARATOR } : {}),
  };
}
