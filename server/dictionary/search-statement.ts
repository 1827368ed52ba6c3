import { type SQL, sql } from 'drizzle-orm';
import { DICTIONARY_SUBSTRING_MIN_LENGTH, type DictionaryMatch } from '~/core/dictionary/dictionary-search';
import { likeContains } from '~/server/db/like-pattern';
import { FORM_KEY, VARIANT_KEY } from './edited-search-keys';

// The dictionary search as one SQL statement (issue 22): a round trip and a plan per search instead of
// one per kind of match. Each kind is a CTE that takes at most a page of ids, skipping the ids an
// earlier kind already gave, so the kinds never overlap and their union, ordered by kind, is the page.
// Only the page's rows are joined back for their columns: definitions and translations are JSONB,
// often TOASTed, and are read for the rows returned only.

/**
 * How many substring matches are ranked (shortest first). A common fragment ("ing") matches
 * thousands of words; ranking the first hundred the trigram index yields keeps it cheap
 * (docs/decisions/0012).
 */
export const SUBSTRING_CANDIDATES = 100;

/** The kinds in the order a page lists them; a row's `kind` is its index here plus one. */
const kindsInOrder: DictionaryMatch[] = ['exact', 'form', 'translation', 'prefix', 'substring'];

export const matchOfKind = (kind: number): DictionaryMatch => kindsInOrder[kind - 1] ?? 'substring';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Byte order ("C") matches global_word_language_value_key_idx: exact and prefix lookups are one range scan.
const key = sql.raw(`value_key collate "C"`);
const commonestFirst = sql.raw(`rank asc nulls last, value_key collate "C", id`);

/**
 * Entries starting with `folded`, other than the one spelled so. One or two letters match thousands
 * of entries: `left(value_key, n) = …` is served by global_word_language_initial{,s}_rank_idx, whose
 * order is the page's (rank first), so the scan stops after a page instead of sorting every match.
 * Longer prefixes match few entries: a range of global_word_language_value_key_idx, then a sort.
 */
function startsWith(folded: string): SQL {
  const letters = Array.from(folded).length;
  if (letters <= 2)
    return sql`left(value_key, ${sql.raw(String(letters))}) = ${folded} and ${key} <> ${folded}`;
  return sql`${key} like ${`${escapeLike(folded)}%`} and ${key} <> ${folded}`;
}

export type SearchStatementInput = {
  language: string;
  nativeLanguage: string;
  /** The query folded (core/dictionary/fold.ts); never empty. */
  folded: string;
  limit: number;
};

export function searchStatement({ language, nativeLanguage, folded, limit }: SearchStatementInput): SQL {
  const inLanguage = sql`language_code = ${language}`;
  const notEarlier = sql`id not in (select id from form_hits) and id not in (select id from translation_hits)`;
  // A kind whose earlier kinds already fill the page is not searched at all (a one-time filter).
  const roomAfter = (...earlier: string[]) =>
    sql.raw(`(${earlier.map((name) => `(select count(*) from ${name})`).join(' + ')}) < `);
  const searchesTranslations = nativeLanguage !== language;
  const searchesSubstrings = Array.from(folded).length >= DICTIONARY_SUBSTRING_MIN_LENGTH;

  const substring = searchesSubstrings
    ? sql`substring_hits as materialized (
        select id, 5 as kind, length(value_key) as len, null::integer as rank, value_key collate "C" as key from (
          select id, value_key from global_word
          where ${inLanguage} and value_key like ${likeContains(folded)} and not (${key} like ${`${escapeLike(folded)}%`})
            and ${notEarlier} and ${roomAfter('exact_hits', 'form_hits', 'translation_hits', 'prefix_hits')}${limit}
          limit ${SUBSTRING_CANDIDATES}
        ) candidates
        order by length(value_key), ${key}, id limit ${limit}
      )`
    : sql`substring_hits as materialized (select id, 5 as kind, 0 as len, null::integer as rank, value_key collate "C" as key from global_word where false)`;

  return sql`with
    exact_hits as materialized (
      select id, 1 as kind, 0 as len, rank, value_key collate "C" as key from global_word
      where ${inLanguage} and ${key} = ${folded}
      order by ${commonestFirst} limit ${limit}
    ),
    form_hits as materialized (
      select id, 2 as kind, 0 as len, rank, value_key collate "C" as key from global_word
      where ${inLanguage} and search_keys && array[${`${FORM_KEY}${folded}`}, ${`${VARIANT_KEY}${folded}`}]::text[]
        and id not in (select id from exact_hits)
      order by ${commonestFirst} limit ${limit}
    ),
    translation_hits as materialized (
      select id, 3 as kind, 0 as len, rank, value_key collate "C" as key from global_word
      where ${inLanguage} and ${searchesTranslations ? sql`true` : sql`false`}
        and search_keys @> array[${`${nativeLanguage}:${folded}`}]::text[]
        and id not in (select id from exact_hits) and id not in (select id from form_hits)
      order by ${commonestFirst} limit ${limit}
    ),
    prefix_hits as materialized (
      select id, 4 as kind, 0 as len, rank, value_key collate "C" as key from global_word
      where ${inLanguage} and ${startsWith(folded)} and ${notEarlier}
        and ${roomAfter('exact_hits', 'form_hits', 'translation_hits')}${limit}
      order by ${commonestFirst} limit ${limit}
    ),
    ${substring},
    page as (
      select * from exact_hits union all select * from form_hits union all select * from translation_hits
      union all select * from prefix_hits union all select * from substring_hits
      order by kind, len, rank asc nulls last, key, id limit ${limit}
    )
  select w.id, w.value, w.language_code, w.phonetic, w.gender, w.difficulty, w.frequency,
    w.definitions -> 0 as first, w.translations -> ${nativeLanguage} as native, page.kind
  from page join global_word w on w.id = page.id
  order by page.kind, page.len, page.rank asc nulls last, page.key, page.id`;
}
