import { parseAnalysis } from './apertium';
import type { AttPath } from './att';
import { type Gender, nounGender, type PartOfSpeech, partOfSpeech } from './pos';

/** What the analyser knows about one lemma: its parts of speech (with noun genders) and surface forms. */
export type LexiconEntry = {
  lemma: string;
  pos: Map<PartOfSpeech, Set<Gender>>;
  forms: Set<string>;
};

export type Lexicon = {
  entries: Map<string, LexiconEntry>;
  /** Lower-case surface form -> the lemmas it is a form of. */
  lemmasOfForm: Map<string, Set<string>>;
};

/** A lemma a learner's dictionary lists: lower-case letters, with inner apostrophes or hyphens only. */
const PLAIN_WORD = /^\p{Ll}(?:[\p{Ll}'’-]*\p{Ll})?$/u;

/**
 * Apertium's Spanish analyser gives every personal pronoun one placeholder lemma, "prpers" (yo, tú,
 * ella, me, nos, les...), which no dictionary lists: each of those forms is its own lemma instead, as a
 * learner's dictionary lists them (the other analysers already do: it "io", "mi"; pt "eu", "me").
 */
const PLACEHOLDER_LEMMAS: ReadonlySet<string> = new Set(['prpers']);

/**
 * Builds the lexicon from an analyser's paths (surface form -> `lemma<tags>`). Capitalised variants of
 * lower-case words (sentence starts, French unaccented capitals) are left out of the forms.
 */
export function buildLexicon(paths: Iterable<AttPath>, articles: ReadonlySet<string>): Lexicon {
  const entries = new Map<string, LexiconEntry>();
  const lemmasOfForm = new Map<string, Set<string>>();
  for (const { input, output } of paths) {
    const analysis = parseAnalysis(output);
    if (!analysis || !PLAIN_WORD.test(analysis.lemma)) continue;
    if (!PLAIN_WORD.test(input)) continue;
    const lemma = PLACEHOLDER_LEMMAS.has(analysis.lemma) ? input : analysis.lemma;
    const pos = partOfSpeech(lemma, analysis.tags, articles);
    if (!pos) continue;
    let entry = entries.get(lemma);
    if (!entry) {
      entry = { lemma, pos: new Map(), forms: new Set() };
      entries.set(lemma, entry);
    }
    let genders = entry.pos.get(pos);
    if (!genders) {
      genders = new Set();
      entry.pos.set(pos, genders);
    }
    if (pos === 'noun') {
      const gender = nounGender(analysis.tags);
      if (gender) genders.add(gender);
    }
    if (input !== lemma) entry.forms.add(input);
    let lemmas = lemmasOfForm.get(input);
    if (!lemmas) {
      lemmas = new Set();
      lemmasOfForm.set(input, lemmas);
    }
    lemmas.add(lemma);
  }
  return { entries, lemmasOfForm };
}

/**
 * One gender for a noun: "mf" when the analyser gives both (or marks it so), else the one it gives.
 * A noun with a singular in one gender and a plural in another (es "arte") also counts as "mf".
 */
export function singleGender(genders: ReadonlySet<Gender>): Gender | null {
  if (genders.has('mf') || (genders.has('m') && genders.has('f'))) return 'mf';
  if (genders.has('m')) return 'm';
  if (genders.has('f')) return 'f';
  if (genders.has('n')) return 'n';
  return null;
}
