// Issue 24: importing an Anki deck with its review history, as a learner does through the API and the
// import worker: time, the process's peak memory growth (reader thread included) and the slowest
// /api/health answer meanwhile. A 1,000-note deck (the figure) and a large one (the memory
// bound: +300 MB). BENCH_IMPORT_LARGE sets the large deck's notes (default 20,000).
import { buildAnkiPackage } from '~/server/test/anki-deck-builder';
import { tempDataDir } from '~/server/test/import-fixtures';
import { measureImport, raiseWordsLimit, studiedDeck } from '~/server/test/import-load';
import { createTestApp } from '~/server/test/test-app';
import { printTable } from './lib/table';

export async function importDeck() {
  const large = Number(process.env.BENCH_IMPORT_LARGE ?? 20_000);
  const rows: string[][] = [];
  for (const [notes, reviews] of [
    [1000, 8],
    [large, 10],
  ] as const) {
    const t = await createTestApp('pglite', { DATA_DIR: tempDataDir() });
    const learner = await t.createVerifiedUser(`bench-${notes}@example.com`);
    await raiseWordsLimit(t, learner.userId, notes);
    const deck = await buildAnkiPackage({ layout: 'anki21b', notes: studiedDeck(notes, reviews) });
    const result = await measureImport(t, learner.token, deck);
    rows.push([
      notes.toLocaleString('en-US'),
      (notes * reviews).toLocaleString('en-US'),
      `${(deck.length / 1024 / 1024).toFixed(1)} MB`,
      result.job.status,
      `${result.job.counts.words} / ${result.job.counts.reviews}`,
      `${(result.ms / 1000).toFixed(1)} s`,
      `+${Math.round(result.peakGrowthMb)} MB`,
      `${Math.round(result.slowestHealthMs)} ms (${result.healthAnswers} answers)`,
    ]);
    await t.close();
  }
  printTable(
    'Importing an Anki deck (anki21b, zstd) with its review history through POST /api/me/imports and the import worker, on PGlite',
    [
      'notes',
      'reviews',
      'package',
      'status',
      'words / reviews imported',
      'time',
      'peak RSS growth',
      'slowest /api/health meanwhile',
    ],
    rows,
  );
}
