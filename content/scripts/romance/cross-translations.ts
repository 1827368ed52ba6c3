import type { Bidix } from './bidix';
import type { DraftEntry } from './draft';
import type { RomanceCode } from './languages';
import type { PartOfSpeech } from './pos';

/** Most translations kept per other language. */
const MAX_CROSS = 4;

export type CrossResult = { words: string[]; pivot: 'es' | null; source: string | null };

/**
 * Translations of one entry into another Romance language.
 * - With Spanish on either side, Apertium's bilingual dictionary gives them directly, in its order, for
 *   the entry's parts of speech in sense order, kept when the target language's dictionary has the word.
 * - Between French, Italian and Portuguese, which Apertium does not pair, they go through Spanish
 *   (X -> es -> Y) and each one is checked: it stands only if its English translations share a word with
 *   the entry's, so that a pivot through an ambiguous Spanish word does not bring a wrong sense.
 */
export function crossTranslate(
  entry: DraftEntry,
  from: RomanceCode,
  to: RomanceCode,
  bidixes: {
    /** X -> es for every non-Spanish X, es -> Y for every non-Spanish Y, with their source ids. */
    toSpanish: (code: RomanceCode) => { bidix: Bidix; source: string };
    fromSpanish: (code: RomanceCode) => { bidix: Bidix; source: string };
  },
  target: ReadonlyMap<string, DraftEntry>,
): CrossResult {
  const posOrder = entry.senses.map((sense) => sense.pos);
  if (from === 'es' || to === 'es') {
    const pair = from === 'es' ? bidixes.fromSpanish(to) : bidixes.toSpanish(from);
    const words = lookup(pair.bidix, entry.lemma, posOrder).filter((word) => target.has(word));
    return { words: words.slice(0, MAX_CROSS), pivot: null, source: words.length > 0 ? pair.source : null };
  }
  const first = bidixes.toSpanish(from);
  const second = bidixes.fromSpanish(to);
  const english = new Set(entry.en.map((word) => word.toLowerCase()));
  const words: string[] = [];
  for (const spanish of lookup(first.bidix, entry.lemma, posOrder)) {
    for (const word of lookup(second.bidix, spanish, posOrder)) {
      const candidate = target.get(word);
      if (!candidate || words.includes(word)) continue;
      if (candidate.en.some((translation) => english.has(translation.toLowerCase()))) words.push(word);
    }
  }
  return {
    words: words.slice(0, MAX_CROSS),
    pivot: words.length > 0 ? 'es' : null,
    source: words.length > 0 ? `${first.source}+${second.source}` : null,
  };
}

function lookup(bidix: Bidix, lemma: string, posOrder: readonly PartOfSpeech[]): string[] {
  const byPos = bidix.get(lemma);
  if (!byPos) return [];
  const words: string[] = [];
  for (const pos of posOrder) {
    const matching = byPos.get(pos) ?? (pos === 'article' ? byPos.get('determiner') : undefined) ?? [];
    for (const word of matching) if (!words.includes(word)) words.push(word);
  }
  return words;
}
