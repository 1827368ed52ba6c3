import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { readEnglishDictionary } from '~/content/read/english';
import {
  ENGLISH_ENRICHMENT_FILE,
  ENGLISH_FORMS_FILE,
  type EnglishEnrichment,
  englishFile,
} from '~/content/read/english-files';
import { exampleSentencesFile, readExampleSentences } from '~/content/read/example-sentences';
import { readJsonlGz } from '~/content/read/jsonl-gz';
import { readWordnetLemmas } from '~/content/read/wordnet-lemmas';
import type { Db } from '~/server/db/client';
import { contentVersion, globalWord } from '~/server/db/schema';
import { settleSearchIndexes } from '~/server/dictionary/wordnet/import-wordnet';
import { type ContentLine, type ContentRow, rowOfContentLine, rowOfEnglishEntry } from './content-entries';

// The shipped dictionaries (content/data) into global_word, at server start. Each language records
// the version it imported (a hash of its files, the limit and this importer's format); a start whose
// shipped version matches does nothing. An upgrade inserts new entries and updates the content's own
// columns of existing ones, except entries an admin has edited. Learners' words are snapshots and
// are never touched.

/**
 * English entries imported at start: the 20,000 commonest of the 147,561 (all of WordNet's common
 * vocabulary; the rest, rare and technical, is what `npm run import:wordnet` adds). All of them
 * would take minutes on a first start; these keep it within the start budget.
 */
export const ENGLISH_ENTRIES = 20_000;

/** Bump when the rows written from the same files change (2: example sentences, 3: keys fold niqqud). */
const IMPORT_FORMAT = 3;
const CHUNK = 500;

export const contentLanguages = ['en', 'es', 'fr', 'it', 'pt', 'de'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

const dictionaryFile = (language: string) => englishFile(`data/gpl/dictionary-${language}.jsonl.gz`);

function filesOf(language: ContentLanguage): string[] {
  const sentences = exampleSentencesFile(language);
  const curated = fs.existsSync(sentences) ? [sentences] : [];
  if (language === 'en')
    return [
      englishFile(ENGLISH_ENRICHMENT_FILE),
      englishFile(ENGLISH_FORMS_FILE),
      englishFile('curated/he/en-he.tsv'),
      ...curated,
    ];
  return [dictionaryFile(language), ...curated];
}

export function shippedVersion(language: ContentLanguage, limit: number | undefined): string {
  const hash = createHash('sha256');
  hash.update(`format ${IMPORT_FORMAT} limit ${limit ?? 'all'} english ${ENGLISH_ENTRIES}\n`);
  for (const file of filesOf(language)) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 32);
}

/** The rows of one language, commonest first, at most `limit` of them, with their example sentences. */
export function readContentRows(language: ContentLanguage, limit?: number): ContentRow[] {
  const sentences = readExampleSentences(language);
  const withSentences = (row: ContentRow): ContentRow => ({
    ...row,
    sentences: sentences.get(row.value) ?? [],
  });
  if (language === 'en') {
    // WordNet is read for the lemmas kept only (reading all of it takes seconds).
    const kept = Math.min(limit ?? ENGLISH_ENTRIES, ENGLISH_ENTRIES);
    const lemmas = new Set(readEnglishLemmas(kept).map((lemma) => lemma.toLowerCase()));
    const wordnet = readWordnetLemmas(undefined, lemmas);
    return readEnglishDictionary({ wordnet }).slice(0, kept).map(rowOfEnglishEntry).map(withSentences);
  }
  const lines = readJsonlGz<ContentLine>(dictionaryFile(language));
  return (limit ? lines.slice(0, limit) : lines).map((line) =>
    withSentences(rowOfContentLine(language, line)),
  );
}

function readEnglishLemmas(limit: number): string[] {
  return readJsonlGz<EnglishEnrichment>(englishFile(ENGLISH_ENRICHMENT_FILE))
    .slice(0, limit)
    .map((line) => line.lemma);
}

const fromExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** The columns the shipped content owns: what an upgrade writes. */
const contentColumns = [
  'value_key',
  'phonetic',
  'gender',
  'rank',
  'source',
  'difficulty',
  'frequency',
  'definitions',
  'translations',
  'sentences',
  'search_keys',
];
const storedContent = sql.raw(`(${contentColumns.map((column) => `global_word.${column}`).join(', ')})`);
const shippedContent = sql.raw(`(${contentColumns.map((column) => `excluded.${column}`).join(', ')})`);

/**
 * Inserts or updates rows in multi-row statements; entries an admin edited keep their content. An
 * entry the upgrade changes gets a new version, like an admin's edit: an editor who read it before
 * is refused (409) instead of saving over the upgrade. An entry whose content is the same is not
 * written at all, so nobody with it open is told it changed.
 */
export async function upsertContentRows(db: Db, rows: ContentRow[], now: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((row) => ({ ...row, createdAt: now, updatedAt: now }));
    await db
      .insert(globalWord)
      .values(chunk)
      .onConflictDoUpdate({
        target: [globalWord.languageCode, globalWord.value],
        set: {
          valueKey: fromExcluded('value_key'),
          phonetic: fromExcluded('phonetic'),
          gender: fromExcluded('gender'),
          rank: fromExcluded('rank'),
          source: fromExcluded('source'),
          difficulty: fromExcluded('difficulty'),
          frequency: fromExcluded('frequency'),
          definitions: fromExcluded('definitions'),
          translations: fromExcluded('translations'),
          sentences: fromExcluded('sentences'),
          searchKeys: fromExcluded('search_keys'),
          updatedAt: fromExcluded('updated_at'),
          version: sql`${globalWord.version} + 1`,
        },
        setWhere: sql`${globalWord.editedByAdmin} = false and ${storedContent} is distinct from ${shippedContent}`,
      });
  }
}

export type ContentImportResult = { language: ContentLanguage; entries: number; ms: number }[];

/**
 * Imports every language whose shipped version differs from the one recorded. `limit` keeps only the
 * commonest entries per language (tests and the e2e server: small, deterministic, fast).
 */
export async function importShippedContent(
  db: Db,
  { limit, now }: { limit?: number; now: Date },
): Promise<ContentImportResult> {
  const done: ContentImportResult = [];
  for (const language of contentLanguages) {
    const name = `dictionary-${language}`;
    const version = shippedVersion(language, limit);
    const [stored] = await db.select().from(contentVersion).where(eq(contentVersion.name, name));
    if (stored?.version === version) continue;
    const started = performance.now();
    const rows = readContentRows(language, limit);
    await db.transaction(async (tx) => {
      await upsertContentRows(tx as unknown as Db, rows, now);
      await tx
        .insert(contentVersion)
        .values({ name, version, importedAt: now })
        .onConflictDoUpdate({ target: contentVersion.name, set: { version, importedAt: now } });
    });
    done.push({ language, entries: rows.length, ms: Math.round(performance.now() - started) });
  }
  if (done.length) await settleSearchIndexes(db);
  return done;
}
