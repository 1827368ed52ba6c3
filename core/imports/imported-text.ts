import { hasTag, MAX_TAG_LENGTH, MAX_TAGS } from '~/core/words/my-word';

// What a file brings is cut to the lengths a word keeps and cleaned of what PostgreSQL refuses, so a
// row that a learner could never have typed does not fail the import halfway (the batches before it
// are kept, the rest would be lost).

/**
 * The text, at most `max` characters, with a NUL (text columns refuse it) and a lone surrogate half
 * (JSON refuses it; a cut can leave one) taken out; a character is never split.
 */
export function storableText(text: string, max: number): string {
  const clean = text
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Tags as a word keeps them (the rules the tag editor and the words filter apply): none empty or
 * twice in any case ("Travel;travel" is one tag, its first spelling kept), at most 20, each at most
 * 40 characters. A longer Anki tag keeps its last levels (`Deck::Unit 4::Food` → `Unit 4::Food`),
 * else its first 40 characters.
 */
export function importedTags(tags: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = storableText(raw, 1_000).trim();
    if (!tag) continue;
    const storable = tag.length <= MAX_TAG_LENGTH ? tag : shortened(tag);
    if (!hasTag(kept, storable)) kept.push(storable);
    // A hostile note's thousands of tags are not all read: the first 20 distinct are what is kept.
    if (kept.length === MAX_TAGS) break;
  }
  return kept;
}

function shortened(tag: string): string {
  const levels = tag.split('::');
  let tail = '';
  for (let i = levels.length - 1; i > 0; i--) {
    const longer = tail ? `${levels[i]}::${tail}` : (levels[i] ?? '');
    if (longer.length > MAX_TAG_LENGTH) break;
    tail = longer;
  }
  return tail.trim() || storableText(tag, MAX_TAG_LENGTH).trim();
}
