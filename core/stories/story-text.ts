// Reading a story's text: how many words it has, and which of the chosen words it uses.

// Intl.Segmenter slows down with the length of what it segments (V8's iterator takes quadratic time
// over a whole text: 80 KB took ~12 s here), so a text is segmented in pieces of about this many characters.
const SEGMENT_CHUNK = 300;
// A piece ends after a space or punctuation, so no word is cut; a text with neither for twice a piece's
// length (no real prose) is cut there, which may count one word as two.
const breakAfter = /[\s\p{P}]/u;

function* chunks(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > 2 * SEGMENT_CHUNK) {
    let end = start + SEGMENT_CHUNK;
    while (end < start + 2 * SEGMENT_CHUNK && !breakAfter.test(text[end - 1]!)) end++;
    yield text.slice(start, end);
    start = end;
  }
  yield text.slice(start);
}

/**
 * Words in a text, by Unicode word segmentation (Intl.Segmenter), so Japanese or Chinese text with no
 * spaces is counted in words, not as one; punctuation and spaces are not words. Linear in the text.
 */
export function countWords(text: string, language = 'en'): number {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  let count = 0;
  for (const piece of chunks(text)) {
    for (const segment of segmenter.segment(piece)) if (segment.isWordLike) count++;
  }
  return count;
}

export type StoryWordForm = { id: string; value: string; variants?: readonly string[] };

const spaceless =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// English inflections a story may reasonably put on a chosen word (cats, walked, walking, Maya's).
const englishEndings = "(?:s|es|d|ed|ing|'s|’s)?";

function formPattern(form: string, language: string): RegExp | null {
  const text = form.normalize('NFC').trim();
  if (!text) return null;
  const body = text.split(/\s+/u).map(escapeRegExp).join('\\s+');
  if (spaceless.test(text)) return new RegExp(body, 'iu');
  const ending = language === 'en' ? englishEndings : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${ending}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * The ids of the chosen words a story uses: the word or one of its listed variants as a whole word,
 * in any letter case; in English also with a plain inflection (-s, -ed, -ing, 's). Scripts written
 * without spaces match anywhere in the text.
 */
export function findUsedWords(text: string, words: readonly StoryWordForm[], language = 'en'): string[] {
  const story = text.normalize('NFC');
  return words
    .filter((word) =>
      [word.value, ...(word.variants ?? [])].some(
        (form) => formPattern(form, language)?.test(story) ?? false,
      ),
    )
    .map((word) => word.id);
}

export type WordOccurrence = { wordId: string; start: number; end: number };

/**
 * Where the chosen words stand in a story, by the same rules as findUsedWords, in reading order; where
 * two matches overlap, the earlier (then the longer) wins. Offsets are into the NFC-normalised text.
 * The reader highlights them.
 */
export function wordOccurrences(
  text: string,
  words: readonly StoryWordForm[],
  language = 'en',
): WordOccurrence[] {
  const story = text.normalize('NFC');
  const found: WordOccurrence[] = [];
  for (const word of words) {
    for (const form of [word.value, ...(word.variants ?? [])]) {
      const pattern = formPattern(form, language);
      if (!pattern) continue;
      for (const match of story.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        found.push({ wordId: word.id, start: match.index, end: match.index + match[0].length });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: WordOccurrence[] = [];
  for (const occurrence of found) {
    if (occurrence.start >= (kept.at(-1)?.end ?? 0)) kept.push(occurrence);
  }
  return kept;
}
