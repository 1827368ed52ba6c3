import { parseAnalysis } from './apertium';
import type { AttPath } from './att';
import type { PartOfSpeech } from './pos';
import { partOfSpeech } from './pos';

/** Source lemma -> part of speech -> target lemmas, in the dictionary's order (its default first). */
export type Bidix = Map<string, Map<PartOfSpeech, string[]>>;

const NO_ARTICLES: ReadonlySet<string> = new Set();

/**
 * Reads the pairs of a compiled bilingual dictionary. `reversed` paths (from the transducer of the other
 * direction) add the pairs that only that direction lists, after the forward ones.
 */
export function buildBidix(forward: Iterable<AttPath>, reversed: Iterable<AttPath> = []): Bidix {
  const bidix: Bidix = new Map();
  const add = (sourceText: string, targetText: string) => {
    const source = parseAnalysis(sourceText);
    const target = parseAnalysis(targetText);
    if (!source || !target) return;
    const pos = partOfSpeech(source.lemma, source.tags, NO_ARTICLES);
    const targetPos = partOfSpeech(target.lemma, target.tags, NO_ARTICLES);
    if (!pos || !targetPos) return;
    if (/[\s\d]/.test(source.lemma) || /\d/.test(target.lemma)) return;
    // Articles are tagged det in both languages; compare them as determiners.
    let byPos = bidix.get(source.lemma);
    if (!byPos) {
      byPos = new Map();
      bidix.set(source.lemma, byPos);
    }
    const targets = byPos.get(pos) ?? [];
    if (!targets.includes(target.lemma)) targets.push(target.lemma);
    byPos.set(pos, targets);
  };
  for (const { input, output } of forward) add(input, output);
  for (const { input, output } of reversed) add(output, input);
  return bidix;
}
