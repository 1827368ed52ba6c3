import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ImportFormat, ImportMapping } from '~/core/imports/import-job';
import { ImportFileError } from '../import-error';
import { listText } from './list-text';

// Word lists: Quizlet's export (term, tab, definition, one per line, nothing quoted) and CSV/TSV
// files with a chosen separator, read as a stream so a long list never sits in memory whole.

export type ListRow = { line: number; cells: string[] };

const MAX_CELL_BYTES = 64 * 1024;

/** The separator to read with: the one chosen, else the format's, else the likeliest in the first line. */
export function listSeparator(format: ImportFormat, mapping: ImportMapping, firstLine = ''): string {
  if (mapping.separator) return mapping.separator;
  if (format === 'quizlet' || format === 'tsv') return '\t';
  const counts = ['\t', ';', '|', ','].map((separator) => ({
    separator,
    count: firstLine.split(separator).length - 1,
  }));
  const best = counts.sort((a, b) => b.count - a.count)[0]!;
  return best.count > 0 ? best.separator : ',';
}

export async function firstLineOf(path: string): Promise<string> {
  let text = '';
  for await (const chunk of listText(path, { end: 64 * 1024 - 1 })) text += chunk;
  return text.split(/\r?\n/, 1)[0] ?? '';
}

/**
 * The rows of a list file, in order. Quizlet quotes nothing, so quotes there are text. `cut`: the file
 * is a list's first bytes (a preview), so its last character may be cut short.
 */
export async function* readListRows(
  path: string,
  options: { separator: string; quoted: boolean; maxRows: number; cut?: boolean },
): AsyncGenerator<ListRow> {
  const textOptions = { cut: options.cut };
  // The whole file is decoded once before any row is read: one character that is not UTF-8 deep in a
  // long list refuses the file before a batch of it is written, not after.
  for await (const _ of listText(path, textOptions));
  const text = Readable.from(listText(path, textOptions), { objectMode: false });
  const parser = text.pipe(
    parse({
      delimiter: options.separator,
      quote: options.quoted ? '"' : false,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      max_record_size: MAX_CELL_BYTES,
      info: true,
    }),
  );
  // pipe() does not pass the source's errors on: a file refused mid-way would leave the parser waiting.
  text.on('error', (error) => parser.destroy(error));
  let count = 0;
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (++count > options.maxRows) {
        throw new ImportFileError(
          `This list has more than ${options.maxRows.toLocaleString('en-US')} rows; split it into smaller files.`,
        );
      }
      yield { line: record.info.lines, cells: record.record.map((cell) => cell.trim()) };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`This file could not be read as a list: ${(error as Error).message}.`);
  } finally {
    parser.destroy();
    text.destroy();
  }
}
