import { open } from 'node:fs/promises';
import { formatOfName } from '~/core/imports/format-of-name';
import type { ImportFormat } from '~/core/imports/import-job';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The format chosen, else what the file is: a zip (or a name ending .apkg/.colpkg) is an Anki package;
 * .csv a CSV; .tsv a TSV; anything else (Quizlet's export is plain text) a Quizlet list.
 */
export async function detectFormat(
  filePath: string,
  fileName: string,
  chosen?: ImportFormat,
): Promise<ImportFormat> {
  if (chosen) return chosen;
  const named = formatOfName(fileName);
  if (named === 'anki') return named;
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head.equals(ZIP_MAGIC)) return 'anki';
  } finally {
    await handle.close();
  }
  return named;
}
