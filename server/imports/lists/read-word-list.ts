import type { ImportFormat, ImportMapping } from '~/core/imports/import-job';
import { MAX_IMPORT_NOTES, PREVIEW_ROWS } from '~/core/imports/import-limits';
import type { ImportPreview } from '~/core/imports/import-preview';
import { importedTags, storableText } from '~/core/imports/imported-text';
import { mappingOfHeader } from '~/core/imports/list-header';
import { tagsOfCell } from '~/core/imports/words-csv';
import { MAX_IMPORTED_MEANING_LENGTH, MAX_IMPORTED_VALUE_LENGTH, oneSpelling } from '~/core/words/my-word';
import { csvCellText } from '~/server/users/csv-safe-cell';
import { importedId } from '../import-ids';
import type { ImportItem } from '../import-item';
import { firstLineOf, listSeparator, readListRows } from './read-list';

export const LIST_BATCH_SIZE = 250;

async function separatorFor(path: string, format: ImportFormat, mapping: ImportMapping) {
  return listSeparator(format, mapping, await firstLineOf(path));
}

export async function previewWordList(
  path: string,
  format: ImportFormat,
  mapping: ImportMapping,
): Promise<ImportPreview> {
  const separator = await separatorFor(path, format, mapping);
  const rows: string[][] = [];
  for await (const row of readListRows(path, {
    separator,
    quoted: format !== 'quizlet',
    maxRows: PREVIEW_ROWS + 1,
    // The screen sends a long list's first 64 KB, which often end inside a Hebrew letter.
    cut: true,
  })) {
    rows.push(row.cells);
    if (rows.length > PREVIEW_ROWS) break;
  }
  return {
    format,
    notes: null,
    mediaFiles: 0,
    separator: separator as ImportPreview['separator'],
    rows: rows.slice(0, PREVIEW_ROWS + 1),
    noteTypes: [],
    suggestedMapping: mappingOfHeader(rows[0]) ?? undefined,
  };
}

/** A list's rows as items to import (word, meaning, tags), a batch at a time, in file order. */
export async function* readWordList(
  path: string,
  options: { format: ImportFormat; mapping: ImportMapping; jobId: string; now: Date },
): AsyncGenerator<{ items: ImportItem[]; notes: number; skipped: number }> {
  const { mapping } = options;
  const separator = await separatorFor(path, options.format, mapping);
  const wordColumn = mapping.wordColumn ?? 0;
  const meaningColumn = mapping.meaningColumn === undefined ? 1 : mapping.meaningColumn;
  const tagsColumn = mapping.tagsColumn ?? null;
  const tagsOf = (cell: string) =>
    importedTags(mapping.tagSeparator ? tagsOfCell(cell) : cell.split(/[\s,]+/));
  let items: ImportItem[] = [];
  let notes = 0;
  let skipped = 0;
  let first = true;
  for await (const row of readListRows(path, {
    separator,
    quoted: options.format !== 'quizlet',
    maxRows: MAX_IMPORT_NOTES,
  })) {
    if (first && mapping.hasHeader) {
      first = false;
      continue;
    }
    first = false;
    notes++;
    const word = oneSpelling(
      storableText(csvCellText(row.cells[wordColumn] ?? ''), MAX_IMPORTED_VALUE_LENGTH),
    ).trim();
    if (!word) {
      skipped++;
    } else {
      const key = String(row.line);
      items.push({
        key,
        note: notes - 1,
        wordId: importedId(options.jobId, 'row', key),
        word,
        meaning:
          meaningColumn === null
            ? null
            : storableText(csvCellText(row.cells[meaningColumn] ?? ''), MAX_IMPORTED_MEANING_LENGTH) || null,
        tags: tagsColumn === null ? [] : tagsOf(csvCellText(row.cells[tagsColumn] ?? '')),
        // A millisecond apart, in file order: new words are studied oldest first.
        addedAt: new Date(options.now.getTime() - MAX_IMPORT_NOTES + notes).toISOString(),
        card: null,
        reviews: [],
      });
    }
    if (notes % LIST_BATCH_SIZE === 0) {
      yield { items, notes: LIST_BATCH_SIZE, skipped };
      items = [];
      skipped = 0;
    }
  }
  if (notes % LIST_BATCH_SIZE !== 0) yield { items, notes: notes % LIST_BATCH_SIZE, skipped };
}
