import type {
  DictionarySearchQuery,
  DictionarySearchResponse,
  DictionarySummary,
} from '~/core/dictionary/dictionary-search';
import { foldKey } from '~/core/dictionary/fold';
import type { Db } from '~/server/db/client';
import { matchOfKind, searchStatement } from './search-statement';

/** Translations shown in a result row: the commonest few, not the whole list. */
const SHOWN_TRANSLATIONS = 3;

type PageRow = {
  id: string;
  value: string;
  language_code: string;
  phonetic: string | null;
  gender: string | null;
  difficulty: string;
  frequency: string;
  first: { partOfSpeech?: string; definition?: string } | null;
  native: string[] | null;
  kind: number;
};

const toSummary = (row: PageRow, form: string): DictionarySummary => {
  const match = matchOfKind(Number(row.kind));
  return {
    id: row.id,
    value: row.value,
    languageCode: row.language_code,
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
    form: match === 'form' ? form : null,
  };
};

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
  const folded = foldKey(query.q);
  if (!folded) return { items: [] };
  const result = await db.execute(
    searchStatement({ language: query.language, nativeLanguage, folded, limit: query.limit }),
  );
  const rows = (result as unknown as { rows: PageRow[] }).rows;
  return { items: rows.map((row) => toSummary(row, query.q.trim())) };
}
