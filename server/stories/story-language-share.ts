import { sql } from 'drizzle-orm';
import { foldKey } from '~/core/dictionary/fold';
import type { Db } from '~/server/db/client';
import { FORM_KEY, VARIANT_KEY } from '~/server/dictionary/edited-search-keys';

/**
 * A story from the AI endpoint is accepted only when at least this share of its words are words of the
 * language asked for. Measured on our own example sentences against the shipped dictionaries: a
 * language's sentences are 91–99% known to its own dictionary and at most 44% to another's (Spanish
 * text read as Portuguese), English text at most 16% to any other; 70% sits between with room on both
 * sides for names and the odd rare word.
 */
export const STORY_MIN_LANGUAGE_SHARE = 0.7;

/**
 * Below this many dictionary entries a language's share cannot be judged (a database without the
 * shipped content, as in most tests): the story is accepted unmeasured rather than refused for
 * words we simply do not have.
 */
export const MEASURABLE_DICTIONARY_ENTRIES = 1000;

export type LanguageShare = { known: number; total: number; share: number };

/** The text's words, folded as the dictionary's keys are (core/dictionary/fold.ts). */
function tokensOf(text: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const tokens: string[] = [];
  for (const segment of segmenter.segment(text)) {
    // Digits are not words of any language; an elided article (l', d') counts with its word.
    if (!segment.isWordLike || /^\p{N}+$/u.test(segment.segment)) continue;
    const key = foldKey(segment.segment);
    if (key) tokens.push(key);
  }
  return tokens;
}

/**
 * How much of `text` is in `language`: the share of its words (each occurrence counted) that are an
 * entry of that language's dictionary, one of an entry's inflected forms or a variant an editor gave
 * it (`value_key`, or an `f:` or `v:` search key, as the dictionary search reads them). Null when the language's dictionary is too small to judge by. One statement: the
 * distinct words are looked up through the value-key and search-key indexes.
 */
export async function measureLanguageShare(
  db: Db,
  input: { language: string; text: string },
): Promise<LanguageShare | null> {
  const tokens = tokensOf(input.text, input.language);
  if (tokens.length === 0) return null;
  const distinct = [...new Set(tokens)];
  const result = await db.execute(sql`
    select
      (select count(*)::int from (
        select 1 from global_word where language_code = ${input.language}
        limit ${MEASURABLE_DICTIONARY_ENTRIES}
      ) as sample) as entries,
      (select array_agg(token) from unnest(array[${sql.join(
        distinct.map((token) => sql`${token}`),
        sql`, `,
      )}]::text[]) as token
        where exists (
          select 1 from global_word
          where language_code = ${input.language}
            and (value_key collate "C" = token
              or search_keys && array[${FORM_KEY} || token, ${VARIANT_KEY} || token])
        )) as known`);
  const [row] = (result as unknown as { rows: { entries: number; known: string[] | null }[] }).rows;
  if (!row || row.entries < MEASURABLE_DICTIONARY_ENTRIES) return null;
  const knownKeys = new Set(row.known ?? []);
  const known = tokens.filter((token) => knownKeys.has(token)).length;
  return { known, total: tokens.length, share: known / tokens.length };
}
