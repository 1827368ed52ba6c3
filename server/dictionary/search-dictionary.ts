import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  DICTIONARY_SUBSTRING_MIN_LENGTH,
  type DictionarySearchQuery,
  type DictionarySearchResponse,
  type DictionarySummary,
} from '~/core/dictionary/dictionary-search';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';

// How many substring matches are ranked (shortest first). A common fragment ("ing") matches
// thousands of words; ranking all of them costs ~50 ms on PGlite, ranking the first hundred the
// trigram index yields a few (a quarter less CPU than 200; docs/decisions/0012).
export const SUBSTRING_CANDIDATES = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Byte order ("C") matches the global_word_language_lower_value_idx expression, so the prefix search
// is one index range scan, in order, stopping at the limit.
const lowerValue = sql`lower(${globalWord.value}) collate "C"`;

const summaryColumns = {
  id: globalWord.id,
  value: globalWord.value,
  languageCode: globalWord.languageCode,
  phonetic: globalWord.phonetic,
  difficulty: globalWord.difficulty,
  frequency: globalWord.frequency,
  first: sql<{ partOfSpeech?: string; definition?: string } | null>`${globalWord.definitions} -> 0`.as(
    'first',
  ),
};

type SummaryRow = Pick<
  typeof globalWord.$inferSelect,
  'id' | 'value' | 'languageCode' | 'phonetic' | 'difficulty' | 'frequency'
> & {
  first: { partOfSpeech?: string; definition?: string } | null;
};

const toSummary = (row: SummaryRow, match: DictionarySummary['match']): DictionarySummary => ({
  id: row.id,
  value: row.value,
  languageCode: row.languageCode,
  phonetic: row.phonetic,
  partOfSpeech: row.first?.partOfSpeech ?? null,
  definition: row.first?.definition ?? null,
  difficulty: row.difficulty,
  frequency: row.frequency,
  match,
});

/** Words of one language starting with q (alphabetical), then, from 3 characters, containing it. */
export async function searchDictionary(
  db: Db,
  query: DictionarySearchQuery,
): Promise<DictionarySearchResponse> {
  const term = query.q.toLowerCase();
  const startsWith: SQL = sql`${lowerValue} like ${`${escapeLike(term)}%`}`;
  const prefix = await db
    .select(summaryColumns)
    .from(globalWord)
    .where(and(eq(globalWord.languageCode, query.language), startsWith))
    .orderBy(lowerValue, globalWord.id)
    .limit(query.limit);
  const items = prefix.map((row) => toSummary(row, 'prefix'));
  const wanted = query.limit - items.length;
  if (wanted === 0 || term.length < DICTIONARY_SUBSTRING_MIN_LENGTH) return { items };

  // ILIKE on value is served by the pg_trgm GIN index global_word_value_trgm_idx. Candidates carry
  // only id and value: the definitions (JSONB, often TOASTed) are read for the rows returned, not for
  // every candidate ranked.
  const candidates = db
    .select({ id: globalWord.id, value: globalWord.value })
    .from(globalWord)
    .where(
      and(
        eq(globalWord.languageCode, query.language),
        sql`${globalWord.value} ilike ${`%${escapeLike(term)}%`}`,
        sql`not (${startsWith})`,
      ),
    )
    .limit(SUBSTRING_CANDIDATES)
    .as('candidates');
  const shortestFirst = (value: typeof globalWord.value | typeof candidates.value) => [
    sql`length(${value})`,
    sql`lower(${value}) collate "C"`,
  ];
  const top = db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(...shortestFirst(candidates.value), candidates.id)
    .limit(wanted)
    .as('top');
  const substring = await db
    .select(summaryColumns)
    .from(globalWord)
    .innerJoin(top, eq(globalWord.id, top.id))
    .orderBy(...shortestFirst(globalWord.value), globalWord.id);
  return { items: [...items, ...substring.map((row) => toSummary(row, 'substring'))] };
}
