import type { DingSense } from './ding-senses';
import { isRejected } from './usage-labels';

// Which Ding head words may become entries of a learner's dictionary, and with which of their senses.

export type CandidateContext = {
  // Lower-case infinitives of every known verb (to spot nominalised infinitives: das Gehen).
  verbs: Set<string>;
  // Plural forms of known nouns other than their own lemma (to spot plurals listed as heads: Menschen).
  pluralsOfOtherNouns: Set<string>;
  // Lemmas the spelling dictionary accepts (drops old spellings: daß, Photo).
  spelledCorrectly: (word: string) => boolean;
  // Lower-case first names and surnames.
  names: Set<string>;
};

const calendar = new Set([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]);

// A place name: a geographical noun sense whose every translation is capitalised (Wien: Vienna),
// unlike a geographical word (Fluss: river) or an adjective of a country (deutsch: German).
function namesAPlace(sense: DingSense): boolean {
  return (
    sense.pos === 'noun' &&
    sense.labels.includes('geogr.') &&
    sense.en.every((term) => /^[A-Z]/.test(term.text))
  );
}

// A sense that only names a person (James: James, Jim; Diana: Diana): a noun that is a first name or
// surname, every translation capitalised, other than a month or a day (an adjective such as deutsch
// is no name, though Deutsch is a surname).
function namesAPerson(lemma: string, sense: DingSense, names: Set<string>): boolean {
  return (
    sense.pos === 'noun' &&
    names.has(lemma.toLowerCase()) &&
    sense.en.every((term) => /^[A-Z]/.test(term.text) && !calendar.has(term.text))
  );
}

const isCapitalised = (word: string) => word.charAt(0) !== word.charAt(0).toLowerCase();

// A sense whose part of speech fits the word's spelling: a noun capitalised, anything else lower case
// (Ding heads such as "Gehen wir!" start sentences, and the formal pronoun Sie is the one exception).
function fitsCase(lemma: string, sense: DingSense): boolean {
  if (sense.pos === 'noun') return isCapitalised(lemma);
  if (sense.pos === 'pronoun') return true;
  return !isCapitalised(lemma);
}

const gerund = (text: string) => /ing$/.test(text.split(' ')[0]!);

export function candidateSenses(lemma: string, senses: DingSense[], context: CandidateContext): DingSense[] {
  // Abbreviations (ABM, AKW) and one-letter words are not learner entries.
  if (lemma.length < 2 || /[A-ZÄÖÜ]{2}/.test(lemma)) return [];
  if (!context.spelledCorrectly(lemma)) return [];
  // A verb is an infinitive ("zweit {vi}" in "zu zweit" is not).
  let kept = senses.filter(
    (sense) =>
      fitsCase(lemma, sense) &&
      !isRejected(sense.labels) &&
      (sense.pos !== 'verb' || /n$/.test(lemma)) &&
      !namesAPerson(lemma, sense, context.names) &&
      !namesAPlace(sense),
  );
  // A plural that Ding lists as a head of its own is the plural of another noun, unless the word has
  // no singular (Leute, Eltern).
  if (context.pluralsOfOtherNouns.has(lemma)) kept = kept.filter((sense) => !sense.plural);
  // A noun with a singular sense is not plural-only: its plural lines (Mitarbeiter {pl}) are that
  // noun's plural.
  if (kept.some((sense) => sense.pos === 'noun' && !sense.plural))
    kept = kept.filter((sense) => !sense.plural);
  // A nominalised infinitive whose every translation is an English gerund (das Gehen: walking) is the
  // verb again; one with meanings of its own (das Essen: food, meal) stays.
  if (isCapitalised(lemma) && context.verbs.has(lemma.toLowerCase())) {
    const nouns = kept.filter((sense) => sense.pos === 'noun');
    if (nouns.length > 0 && nouns.every((sense) => sense.en.every((term) => gerund(term.text)))) {
      kept = kept.filter((sense) => sense.pos !== 'noun');
    }
  }
  return kept;
}
