// The learner's dictionary search (issues 12 and 22): GET /api/dictionary's service called one at a
// time on PGlite (the embedded default) holding the whole shipped dictionary (every language), against the same calls with the planner
// barred from index scans (the baseline: what the search costs without its indexes).
import { sql } from 'drizzle-orm';
import { type DictionarySearchQuery, dictionarySearchQuerySchema } from '~/core/dictionary/dictionary-search';
import { importShippedContent } from '~/server/dictionary/content/import-content';
import { searchDictionary } from '~/server/dictionary/search-dictionary';
import { type Database, openPglite } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { globalWord } from '../server/db/schema';
import { targets } from './lib/config';
import { ms, percentile, printTable, verdict } from './lib/table';

const TERMS_PER_KIND = 60;
/** A Hebrew speaker: English entries are also searched by their Hebrew translations. */
const NATIVE_LANGUAGE = 'he';
const ROUNDS = 3;

/** A small deterministic generator, so every run searches for the same terms. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** Terms a learner types, cut from the dictionary's own words. */
function sampleQueries(values: { value: string; languageCode: string }[], hebrew: string[]) {
  const next = random(12);
  const words = values.filter((row) => /^\p{L}{6,}$/u.test(row.value));
  let language = 'en';
  const pick = () => {
    const row = words[next(words.length)]!;
    language = row.languageCode;
    return row.value;
  };
  const make = (q: string): DictionarySearchQuery => dictionarySearchQuerySchema.parse({ language, q });
  return {
    'prefix, 1–2 letters': Array.from({ length: TERMS_PER_KIND }, () => make(pick().slice(0, 1 + next(2)))),
    'prefix, 3–5 letters (+ substring fill)': Array.from({ length: TERMS_PER_KIND }, () =>
      make(pick().slice(0, 3 + next(3))),
    ),
    'whole word without accents (exact / form)': Array.from({ length: TERMS_PER_KIND }, () =>
      make(pick().normalize('NFD').replace(/\p{M}/gu, '')),
    ),
    'Hebrew translation of an English word': hebrew
      .slice(0, TERMS_PER_KIND)
      .map((q) => dictionarySearchQuerySchema.parse({ language: 'en', q })),
    'substring, 3–5 letters from inside a word': Array.from({ length: TERMS_PER_KIND }, () => {
      const word = pick();
      const length = 3 + next(3);
      const start = 1 + next(Math.max(1, word.length - length - 1));
      return make(word.slice(start, start + length));
    }),
  };
}

/**
 * Wall time and this process's CPU time per call. PGlite runs inside this process, so on an idle
 * machine the two agree; on a shared one the CPU time is the work and the difference is waiting for a core.
 */
async function timeEach(database: Database, queries: DictionarySearchQuery[], rounds: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await searchDictionary(database.db, query, NATIVE_LANGUAGE);
      const used = process.cpuUsage(cpuStarted);
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall, cpu };
}

export async function dictionary() {
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const loaded = await importShippedContent(database.db, { now: new Date() });
    console.log(
      `PGlite (in memory) with the shipped dictionary (${loaded.map((one) => `${one.language} ${one.entries}`).join(', ')}), imported in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const values = await database.db
      .select({ value: globalWord.value, languageCode: globalWord.languageCode })
      .from(globalWord);
    const hebrew = (
      await database.db
        .select({ he: sql<string>`${globalWord.translations} -> 'he' ->> 0` })
        .from(globalWord)
        .where(sql`${globalWord.languageCode} = 'en' and ${globalWord.translations} ? 'he'`)
        .orderBy(globalWord.rank)
    ).map((row) => row.he);
    const kinds = sampleQueries(
      values,
      hebrew.filter((_, index) => index % 40 === 0),
    );
    // One untimed pass: the first call of each pays for planning caches and cold pages.
    for (const queries of Object.values(kinds)) await timeEach(database, queries, 1);

    const indexed = new Map<string, { wall: number[]; cpu: number[] }>();
    for (const [name, queries] of Object.entries(kinds))
      indexed.set(name, await timeEach(database, queries, ROUNDS));
    await database.db.execute(sql`set enable_indexscan = off`);
    await database.db.execute(sql`set enable_bitmapscan = off`);
    const baseline = new Map<string, { wall: number[]; cpu: number[] }>();
    for (const [name, queries] of Object.entries(kinds))
      baseline.set(name, await timeEach(database, queries, 1));

    printTable(
      `Dictionary search on PGlite, ${values.length.toLocaleString('en-US')} words, one call at a time (limit 20); baseline: the same calls with index and bitmap scans disabled`,
      [
        'search',
        'e.g.',
        'calls',
        'p50 ms',
        'p95 ms',
        'max ms',
        `target p95 ≤ ${targets.searchP95Ms} ms`,
        'CPU p50 / p95 ms',
        'baseline p95 ms',
        'baseline / indexed',
      ],
      Object.entries(kinds).map(([name, queries]) => {
        const { wall: times, cpu } = indexed.get(name)!;
        const p95 = percentile(times, 95);
        const baseP95 = percentile(baseline.get(name)!.wall, 95);
        return [
          name,
          `"${queries[0]!.q}"`,
          String(times.length),
          ms(percentile(times, 50)),
          ms(p95),
          ms(Math.max(...times)),
          verdict(p95 <= targets.searchP95Ms),
          `${ms(percentile(cpu, 50))} / ${ms(percentile(cpu, 95))}`,
          ms(baseP95),
          `${(baseP95 / p95).toFixed(0)}×`,
        ];
      }),
    );
  } finally {
    await database.close();
  }
}
