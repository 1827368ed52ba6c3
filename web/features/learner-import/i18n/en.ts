import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import type { WithRefusals } from '~/web/lib/i18n/refusal-message';

// The import screen (/dashboard/import). Placeholders in {braces}.
export const importEn = {
  title: 'Import words',
  intro:
    'Bring your Anki decks (.apkg, .colpkg), Quizlet sets (exported as text) and CSV or TSV lists. Words the dictionary knows get its data, and your Anki review history comes along.',
  backToDashboard: 'Back to dashboard',
  file: 'File to import',
  fileHint: 'At most 100 MB. Audio and pictures are not imported.',
  detected: 'Read as: {format}',
  formats: { anki: 'Anki deck', csv: 'CSV list', tsv: 'TSV list', quizlet: 'Quizlet set' },
  language: 'Language of the words',
  languageHint: 'Words are looked up in the dictionary of this language.',
  reading: 'Reading the file…',
  refused: 'This file cannot be imported',
  readFailed: 'The file could not be read just now',
  preview: 'What will be imported',
  notes: '{count} notes',
  media: '{count} audio or picture files in this deck will not be imported.',
  separator: 'Separator',
  separators: { comma: 'Comma', tab: 'Tab', semicolon: 'Semicolon', bar: 'Vertical bar' },
  hasHeader: 'The first row holds column names',
  wordColumn: 'Word column',
  meaningColumn: 'Meaning column',
  tagsColumn: 'Tags column',
  none: 'None',
  column: 'Column {number}',
  firstRows: 'The first rows of the file',
  wordField: 'Word field',
  meaningField: 'Meaning field',
  start: 'Import',
  starting: 'Uploading…',
  startFailed: 'The import could not start',
  queued: 'Waiting to start…',
  running: 'Importing…',
  progress: 'Import progress',
  statusUnavailable: 'The import’s progress could not be checked just now; trying again…',
  statusFailed: 'The import’s progress could not be checked',
  retry: 'Try again',
  done: 'Import finished',
  failed: 'The import failed',
  failedPartly:
    'It stopped partway through; what it had added is kept. Import the file again (once it is mended) and the words you already have are skipped.',
  counts: {
    notes: 'Notes and rows read',
    words: 'Words added',
    reviews: 'Reviews added',
    duplicates: 'Already in your words',
    skipped: 'Nothing to learn',
    overLimit: 'Left out by your plan',
  },
  overLimitTitle: 'Your plan’s words limit was reached',
  // For Free learners (the notice offers Pro), then for Pro learners, who can only make room or ask.
  overLimitText:
    '{count} words were left out: your plan keeps up to {limit} words. With Pro you can keep more; import the file again afterwards and the words you already have are skipped.',
  overLimitTextPro:
    '{count} words were left out: your plan keeps up to {limit} words. Remove some words, or contact support to raise the limit; then import the file again, and the words you already have are skipped.',
  upgrade: 'See Pro',
  viewWords: 'See your words',
  another: 'Import another file',
  recent: 'Your recent imports',
  // The server's refusals and a failed import's reasons, by their code: {max} is the largest file in
  // MB. IMPORTS_BUSY is left to the server's English, which names how many imports may run at once.
  // Why a file was refused (IMPORT_FILE_REFUSED, a preview's or a failed import's) the server says only
  // in English: English pages show its words, Hebrew ones say what it means and quote them.
  refusals: {
    ...learnerRefusalsEn,
    FILE_TOO_LARGE:
      'The file is larger than {max} MB, the most an import takes. Export fewer decks at a time, or without media.',
    PREVIEW_BUSY: 'Your last file is still being read; wait for it before choosing another.',
    PREVIEWS_BUSY: 'Other files are being read right now; try again in a moment.',
    UPLOADS_BUSY: 'Other files are being uploaded right now; try again in a moment.',
    IMPORT_NOT_FOUND: 'This import is no longer there.',
    // Also said by the screen itself, which knows a workbook by its name or its first bytes.
    IMPORT_SPREADSHEET:
      'This is a spreadsheet workbook, which cannot be imported as it is. Save it from Excel as CSV UTF-8 and import that file.',
    IMPORT_FILE_NOT_UTF8:
      'This file is not UTF-8 text. In Excel, save it as CSV UTF-8 (Comma delimited) and try again.',
    // Why an import failed when the fault is not in the file (server/imports/job-failures.ts).
    IMPORT_FILE_GONE: 'The uploaded file is gone; please upload it again.',
    IMPORT_FAILED: 'The import failed on our side. Nothing was changed; please try again.',
    IMPORT_FAILED_PARTLY:
      'The import stopped on our side partway through. The words it added are kept; import the file again to add the rest.',
    IMPORT_STRANDED:
      'The import stopped on our side: the server holding your file is gone. Nothing was changed; please upload the file again.',
    IMPORT_STRANDED_PARTLY:
      'The import stopped on our side partway through: the server holding your file is gone. The words it added are kept; upload the file again to add the rest.',
  },
};

export type ImportMessages = WithRefusals<typeof importEn>;
