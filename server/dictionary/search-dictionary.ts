import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  DICTIONARY_SUBSTRING_MIN_LENGTH,
  type DictionaryMatch,
  type DictionarySearchQuery,
  type DictionarySearchResponse,
  type DictionarySummary,
} from '~/core/dictionary/dictionary-search';
import { foldKey } from '~/core/dictionary/fold';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';

// How many substring matches are ranked (shortest first). A common fragment ("ing") matches
// thousands of words; ranking the first hundred the trigram index yields keeps it cheap
// (docs/decisions/0012).
export const SUBSTRING_CANDIDATES = 100;
/** Translations shown in a result row: the commonest few, not the whole list. */
const SHOWN_TRANSLATIONS = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Byte order ("C") matches global_word_language_value_key_idx: exact and prefix lookups are one range scan.
const valueKey = sql`${globalWord.valueKey} collate "C"`;
const commonestFirst = [sql`${globalWord.rank} asc nulls last`, valueKey, asc(globalWord.id)];

const summaryColumns = (nativeLanguage: string) => ({
  id: globalWord.id,
  value: globalWord.value,
  languageCode: globalWord.languageCode,
  phonetic: globalWord.phonetic,
  gender: globalWord.gender,
  difficulty: globalWord.difficulty,
  frequency: globalWord.frequency,
  first: sql<{ partOfSpeech?: string; definition?: string } | null>`${globalWord.definitions} -> 0`,
  native: sql<string[] | null>`${globalWord.translations} -> ${nativeLanguage}`,
});

type SummaryRow = {
  id: string;
  value: string;
  languageCode: string;
  phonetic: string | null;
  gender: string | null;
  difficulty: string;
  frequency: string;
  first: { partOfSpeech?: string; definition?: string } | null;
  native: string[] | null;
};

const toSummary = (
  row: SummaryRow,
  match: DictionaryMatch,
  form: string | null = null,
): DictionarySummary => ({
  id: row.id,
  value: row.value,
  languageCode: row.languageCode,
  phonetic: row.phonetic,
  partOfSpeech: row.first?.partOfSpeech ?? null,
  definition: row.first?.definition ?? null,
  translation:
    Array.isArray(row.native) && row.native.length
      ? row.native.slice(0, SHOWN_TRANSLATIONS).join(', ')
      : null,
  gender: row.gender,
  difficulty: row.difficulty,
  frequency: row.frequency,
  match,
  form,
});

/**
 * One language's entries for q, case- and accent-insensitive: the entry spelled q, the lemma one of
 * whose forms is q, entries whose translation into the learner's native language is q, entries
 * starting with q (commonest first), then, from 3 characters, entries containing q (shortest first).
 */
export async function searchDictionary(
  db: Db,
  query: DictionarySearchQuery,
  nativeLanguage: string,
): Promise<DictionarySearchResponse> {
  const key = foldKey(query.q);
  const items: DictionarySummary[] = [];
  const seen = (): string[] => items.map((item) => item.id);
  const columns = summaryColumns(nativeLanguage);
  const stage = async (match: DictionaryMatch, where: SQL | undefined, form: string | null = null) => {
    const wanted = query.limit - items.length;
    if (wanted <= 0 || !key) return;
    const ids = seen();
    const rows = await db
      .select(columns)
      .from(globalWord)
      .where(
        and(
          eq(globalWord.languageCode, query.language),
          where,
          ids.length ? notInArray(globalWord.id, ids) : undefined,
        ),
      )
      .orderBy(...commonestFirst)
      .limit(wanted);
    items.push(...rows.map((row) => toSummary(row, match, form)));
  };

  await stage('exact', sql`${valueKey} = ${key}`);
  await stage('form', sql`${globalWord.searchKeys} @> array[${`f:${key}`}]::text[]`, query.q.trim());
  if (nativeLanguage !== query.language) {
    await stage('translation', sql`${globalWord.searchKeys} @> array[${`${nativeLanguage}:${key}`}]::text[]`);
  }
  await stage('prefix', sql`${valueKey} like ${`${escapeLike(key)}%`} and ${valueKey} <> ${key}`);
  const wanted = query.limit - items.length;
  if (wanted <= 0 || key.length < DICTIONARY_SUBSTRING_MIN_LENGTH) return { items };

  // LIKE on value_key is served by the pg_trgm GIN index global_word_value_key_trgm_idx. Candidates
  // carry only id and key: the definitions (JSONB, often TOASTed) are read for the rows returned only.
  const ids = seen();
  const candidates = db
    .select({ id: globalWord.id, valueKey: globalWord.valueKey })
    .from(globalWord)
    .where(
      and(
        eq(globalWord.languageCode, query.language),
        sql`${globalWord.valueKey} like ${`%${escapeLike(key)}%`}`,
        sql`not (${valueKey} like ${`${escapeLike(key)}%`})`,
        ids.length ? notInArray(globalWord.id, ids) : undefined,
      ),
    )
    .limit(SUBSTRING_CANDIDATES)
    .as('candidates');
  const top = db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(sql`length(${candidates.valueKey})`, sql`${candidates.valueKey} collate "C"`, candidates.id)
    .limit(wanted)
    .as('top');
  const substring = await db
    .select(columns)
    .from(globalWord)
    .innerJoin(top, eq(globalWord.id, top.id))
    .orderBy(sql`length(${globalWord.valueKey})`, valueKey, globalWord.id);
  return { items: [...items, ...substring.map((row) => toSummary(row, 'substring'))] };
}
