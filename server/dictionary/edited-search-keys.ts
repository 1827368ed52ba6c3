import { foldKey } from '~/core/dictionary/fold';
import type { Translations } from '~/core/dictionary/word-values';
import type { globalWord } from '~/server/db/schema';
import { searchKeysOf } from './content/content-entries';

// search_keys holds three kinds of keys (server/db/schema/words.ts): the content's inflected forms
// ("f:…"), the admin's variants ("v:…") and translations ("<language>:…"). Variants have their own
// prefix so that removing a variant removes its key only, never a form the content gave the word
// (the content's forms are not stored anywhere else to rebuild them from).
export const FORM_KEY = 'f:';
export const VARIANT_KEY = 'v:';

/** "v:<variant>" per variant, folded, distinct; a variant spelled as the word itself is its exact match. */
export function variantKeysOf(value: string, variants: string[]): string[] {
  const own = foldKey(value);
  const keys = new Set<string>();
  for (const variant of variants) {
    const key = foldKey(variant);
    if (key && key !== own) keys.add(`${VARIANT_KEY}${key}`);
  }
  return [...keys];
}

type Searched = Pick<typeof globalWord.$inferSelect, 'value' | 'searchKeys'>;

/**
 * The word's search keys after an edit of its translations and/or variants, so the dictionary search
 * follows the edit at once; undefined when the edit touches neither. The content's forms are kept.
 */
export function searchKeysAfterEdit(
  before: Searched,
  change: { translations?: Translations; variants?: string[] },
): string[] | undefined {
  if (!change.translations && !change.variants) return undefined;
  const isForm = (key: string) => key.startsWith(FORM_KEY);
  const isVariant = (key: string) => key.startsWith(VARIANT_KEY);
  const forms = before.searchKeys.filter(isForm);
  const variants = change.variants
    ? variantKeysOf(before.value, change.variants)
    : before.searchKeys.filter(isVariant);
  const translations = change.translations
    ? searchKeysOf('', [], change.translations)
    : before.searchKeys.filter((key) => !isForm(key) && !isVariant(key));
  return [...forms, ...variants, ...translations];
}
