import { formatOfName } from '~/core/imports/format-of-name';
import type { ImportFormat } from '~/core/imports/import-job';
import { isSpreadsheet, isZip, SNIFF_BYTES } from '~/core/imports/spreadsheet-file';

export type FileKind = ImportFormat | 'spreadsheet';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * What a chosen file is, by its name and its first (and last) bytes: a deck named deck.zip is still a
 * package, to be sent whole, not a list previewed from its start; an .xlsx (a zip too) is neither.
 */
export async function kindOfFile(file: File): Promise<FileKind> {
  const head = await bytesOf(file.slice(0, SNIFF_BYTES));
  const tail = await bytesOf(file.slice(Math.max(0, file.size - SNIFF_BYTES)));
  if (isSpreadsheet(file.name, head, tail)) return 'spreadsheet';
  return isZip(head) ? 'anki' : formatOfName(file.name);
}
