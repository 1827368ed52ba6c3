import type { ImportFormat } from './import-job';

/** The format a file's name says: .apkg/.colpkg Anki, .csv, .tsv; anything else Quizlet's text export. */
export function formatOfName(fileName: string): ImportFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.apkg') || name.endsWith('.colpkg')) return 'anki';
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.tsv')) return 'tsv';
  return 'quizlet';
}
