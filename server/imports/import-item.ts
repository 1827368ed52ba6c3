import type { ImportFormat, ImportMapping } from '~/core/imports/import-job';
import type { ImportPreview } from '~/core/imports/import-preview';
import type { ReplayedReview } from '~/core/imports/replay-anki-history';
import type { CardState } from '~/core/study/card-state';

// What the reader (a worker thread) hands the import job, and what it is asked to do.

export type ImportedReview = ReplayedReview & { id: string };

/** One note or row that has something to learn, ready to become a word. */
export type ImportItem = {
  /** The note's id or the row's line: unique within the file. */
  key: string;
  /** The note's (or row's) place among the file's notes, from 0: where a job taken up again resumes. */
  note: number;
  wordId: string;
  word: string;
  meaning: string | null;
  tags: string[];
  addedAt: string;
  /** The card after its history was replayed; null for a card never answered (it stays new). */
  card: CardState | null;
  reviews: ImportedReview[];
};

export type LearnerForImport = {
  timeZone: string;
  desiredRetention: number;
  parameters: number[] | null;
};

export type ReaderRequest = {
  mode: 'preview' | 'import';
  path: string;
  format: ImportFormat;
  mapping: ImportMapping;
  jobId: string;
  learner: LearnerForImport;
  now: string;
};

export type ReaderMessage =
  | { type: 'total'; total: number | null }
  | { type: 'batch'; items: ImportItem[]; notes: number; skipped: number }
  | { type: 'preview'; preview: ImportPreview }
  | { type: 'done' }
  | { type: 'failed'; message: string; known: boolean; code?: string };
