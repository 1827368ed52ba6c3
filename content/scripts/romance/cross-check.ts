import type { PartOfSpeech } from './pos';

/** What one source says a lemma means in the target language, its commonest sense first. */
export type SourceCandidates = {
  source: string;
  candidates: { word: string; pos: PartOfSpeech | null }[];
  /**
   * Whether its commonest translation per part of speech stands even unconfirmed: true for a direct
   * bilingual dictionary; a pivot's candidates mix the senses of every intermediate word.
   */
  keepsDefaults?: boolean;
};

export type AcceptedTranslation = {
  word: string;
  /** The parts of speech the sources give it under (empty when none says). */
  pos: Set<PartOfSpeech>;
  /** How many sources list it. */
  support: number;
  sources: string[];
};

/**
 * Whether an English word belongs to a register (vulgar, dated) under a part of speech (null:
 * unplaced). English frequency comes from film subtitles, where "fucking" outnumbers "damned" and
 * "cock" "rooster", so frequency alone would make the vulgar word a lemma's likeliest meaning; the
 * dated list ("thou", "ye") uses the same check.
 */
export type RegisterCheck = (word: string, pos: PartOfSpeech | null) => boolean;

const plainOnly: RegisterCheck = () => false;

/**
 * Keeps the translations the sources agree on. With one source, there is no disagreement: all of its
 * candidates stand. With several, a candidate stands when at least two sources list it; if no candidate
 * has that support, the sources disagree outright and the first source (the most trusted, by the
 * caller's order) wins. A direct first source's likeliest translation for each part of speech it gives
 * (the commonest in English) always stands: the small FreeDict dictionaries often lack a sense (es "poder"
 * as "can") rather than deny it. Rejected candidates are dropped. The order is support, then `frequency`, then
 * the first source's own order.
 *
 * A vulgar word (`isVulgar`) stands on the same terms, with two exceptions that keep the plain word
 * first: it is never a source's likeliest translation while the source has a plain one under that part of
 * speech (es "maldito" was "fucking", now "damned"), and it comes after the plain words of equal support
 * (es "gallo": "rooster", then "cock"). Otherwise it stays: where the sources give only vulgar words, or
 * support one as well as the plain ones, it is part of the lemma's meaning (pt "caralho").
 */
export function crossCheck(
  sources: SourceCandidates[],
  frequency: (word: string) => number,
  isVulgar: RegisterCheck = plainOnly,
): AcceptedTranslation[] {
  const covering = sources.filter((source) => source.candidates.length > 0);
  const defaults = covering[0]?.keepsDefaults
    ? firstSourceDefaults(covering[0], frequency, isVulgar)
    : new Set<string>();
  const byWord = new Map<string, AcceptedTranslation & { firstSeen: number }>();
  let order = 0;
  for (const source of covering) {
    for (const { word, pos } of source.candidates) {
      let entry = byWord.get(word);
      if (!entry) {
        entry = { word, pos: new Set(), support: 0, sources: [], firstSeen: order++ };
        byWord.set(word, entry);
      }
      if (pos) entry.pos.add(pos);
      if (!entry.sources.includes(source.source)) {
        entry.sources.push(source.source);
        entry.support++;
      }
    }
  }
  const all = [...byWord.values()];
  const vulgar = (entry: AcceptedTranslation) =>
    entry.pos.size === 0
      ? isVulgar(entry.word, null)
      : [...entry.pos].some((pos) => isVulgar(entry.word, pos));
  let kept = all.filter((entry) => entry.support >= 2 || defaults.has(entry.word));
  if (kept.length === 0 && covering[0]) {
    const trusted = covering[0].source;
    kept = all.filter((entry) => entry.sources.includes(trusted));
  }
  kept.sort(
    (a, b) =>
      b.support - a.support ||
      Number(vulgar(a)) - Number(vulgar(b)) ||
      frequency(b.word) - frequency(a.word) ||
      a.firstSeen - b.firstSeen,
  );
  return kept.map(({ firstSeen: _, ...entry }) => entry);
}

/**
 * A source's likeliest translation under each part of speech: the commonest in English (a compiled
 * Apertium dictionary no longer says which of its translations is the default).
 */
function firstSourceDefaults(
  source: SourceCandidates | undefined,
  frequency: (word: string) => number,
  isVulgar: RegisterCheck,
): Set<string> {
  const best = new Map<string, string>();
  for (const { word, pos } of source?.candidates ?? []) {
    if (pos === null) continue;
    const current = best.get(pos);
    // A plain word before a vulgar one, then the commoner.
    const preferred = (a: string, b: string) =>
      isVulgar(a, pos) !== isVulgar(b, pos) ? !isVulgar(a, pos) : frequency(a) > frequency(b);
    if (current === undefined || preferred(word, current)) best.set(pos, word);
  }
  return new Set(best.values());
}

/**
 * Drops the dated translations (`isDated`: "thou", "ye", "yonder") that stand beside a current word of
 * the same part of speech: fr "vous" is "you", not also "thou, ye"; pt "você" not "ya". A dated word that
 * is all a lemma has under a part of speech stays.
 */
export function withoutDated(
  accepted: readonly AcceptedTranslation[],
  isDated: RegisterCheck,
): AcceptedTranslation[] {
  const partsOf = (entry: AcceptedTranslation) => (entry.pos.size > 0 ? [...entry.pos] : [null]);
  const dated = (entry: AcceptedTranslation) => partsOf(entry).some((pos) => isDated(entry.word, pos));
  const current = accepted.filter((entry) => !dated(entry));
  const shares = (a: AcceptedTranslation, b: AcceptedTranslation) =>
    a.pos.size === 0 || b.pos.size === 0 || [...a.pos].some((pos) => b.pos.has(pos));
  return accepted.filter((entry) => !dated(entry) || !current.some((other) => shares(entry, other)));
}
