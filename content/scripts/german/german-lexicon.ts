import { closedClassForms, isClosedClassLemma } from './closed-class-forms';
import { isCognate } from './cognates';
import type { DingSense } from './ding-senses';
import { formFrequency } from './frequency-lists';
import { curatedFirst } from './german-curated-meanings';
import { acceptedByHunspell } from './hunspell';
import { type CandidateContext, candidateSenses } from './lemma-candidates';
import { type LemmaFormsResult, lemmaForms, own } from './lemma-forms';
import { lemmaFrequencies } from './lemma-frequency';
import type { GermanSources } from './load-sources';
import type { NounParadigm } from './noun-forms';
import { maxSenses, type RankedSenses, rankSenses } from './translation-ranking';
import { finiteForms, type VerbParadigm } from './verb-forms';

export type LexiconLemma = {
  lemma: string;
  senses: DingSense[];
  forms: LemmaFormsResult;
  ranked: RankedSenses;
  frequency: number;
};

type Unranked = Omit<LexiconLemma, 'frequency'>;

const functionClasses = new Set(['pronoun', 'article', 'conjunction', 'preposition', 'interjection']);
const namesakeClasses = new Set([...functionClasses, 'adverb', 'numeral']);

const englishOf = (entry: Unranked) => new Set(entry.ranked.senses.flatMap((sense) => sense.en));

/**
 * Whether a noun spelled like another word capitalised is a noun of its own rather than that word
 * made a noun (das Schwimmen, das Blau, die Drei, das Gute): it has a plural formed as nouns form
 * theirs (Licht, Lichter; Wert, Werte; Schaden, Schäden), not none, not the lemma again and not the
 * lemma with -s, -n or -en (Blaus, Dritten, Einsen), or it is a plural-only noun (die Kosten).
 */
export function nounOfItsOwn(lemma: string, paradigm: NounParadigm | undefined): boolean {
  const plural = paradigm?.NOM?.PLU;
  if (!plural) return false;
  if (!paradigm?.NOM?.SIN) return plural === lemma;
  return ![lemma, `${lemma}s`, `${lemma}n`, `${lemma}en`].includes(plural);
}

// A word made a noun means nothing its source does not (das Weiß [white] and weiß [white, ...]).
const meansNothingMore = (noun: Unranked, source: Unranked) => {
  const sourceEnglish = englishOf(source);
  return [...englishOf(noun)].every((en) => sourceEnglish.has(en));
};

/** What tells a head that is a word of its own from one that is another lemma's form. */
type HeadChecks = {
  /** A noun of its own (`nounOfItsOwn` on its paradigm). */
  ownNoun: (entry: Unranked) => boolean;
  /**
   * A verb with a paradigm of its own and in use (meinen: meint, gemeint): its infinitive is a word,
   * whatever else it spells. One that is not (einen, to unite: eint, geeint) stays the article's form.
   */
  ownVerb: (entry: Unranked) => boolean;
  /** A verb's participles, which an adjective head may be (geschlossen, getrennt). */
  participlesOf: (lemma: string) => readonly string[];
};

const hasSense = (entry: Unranked, ...pos: string[]) => entry.senses.some((sense) => pos.includes(sense.pos));

// Ding lists some inflected forms as heads of their own: keine (kein), aller (alle), uns (wir), beim
// (bei), geschlossen (schließen); and nouns made of other words: das Ja, das Aber. Such a head is left
// out when another candidate lists it among its forms, or is its lower-case twin, and either both are
// closed-class words or they share a translation; a form with a meaning of its own stays (bekannt is a
// form of bekennen, but means known; das Essen is food), and so does
// - a noun of its own that is only spelled like its twin capitalised and means more than it (das Licht
//   [light, lamp] and licht [light, bright], der Wert [value, worth] and wert [worth]);
// - a verb's infinitive, though it spells another word's form (meinen and mein, leeren and leer,
//   einführen and the subjunctive of einfahren);
// - an adjective or adverb spelled like a verb's finite form, not its participle: the verb is made from
//   it (sicher [safe, sure] and sichern, whose imperative is "sicher"; leer and leeren; rund, kühl,
//   offenbar, doppelt).
function withoutInflectedHeads(entries: Unranked[], checks: HeadChecks): Unranked[] {
  const owners = new Map<string, Unranked[]>();
  for (const entry of entries) {
    for (const form of [...entry.forms.forms, entry.lemma.charAt(0).toUpperCase() + entry.lemma.slice(1)]) {
      owners.set(form, [...(owners.get(form) ?? []), entry]);
    }
  }
  const lemmas = new Set(entries.map((entry) => entry.lemma));
  return entries.filter((entry) => {
    if (isClosedClassLemma(entry.lemma)) return true;
    if (readFromPhrases(entry) && isAnotherWordsForm(entry, lemmas, owners)) return false;
    const english = englishOf(entry);
    // A capitalised pronoun (Ihre) is the lower-case one's form written politely.
    const pronoun = entry.ranked.senses.every((sense) => sense.pos === 'pronoun');
    const keys = pronoun ? [entry.lemma, entry.lemma.toLowerCase()] : [entry.lemma];
    return !keys.some((key) =>
      (owners.get(key) ?? []).some(
        (owner) =>
          owner.lemma !== entry.lemma &&
          !checks.ownVerb(entry) &&
          !(
            hasSense(entry, 'adjective', 'adverb') &&
            hasSense(owner, 'verb') &&
            !checks.participlesOf(owner.lemma).includes(key)
          ) &&
          (owner.forms.forms.includes(key) || !checks.ownNoun(entry) || meansNothingMore(entry, owner)) &&
          (closedClassForms(owner.lemma).includes(key) ||
            [...englishOf(owner)].some((en) => english.has(en))),
      ),
    );
  });
}

// A word Ding gives only inside a phrase, after an article (das Besondere, das Neueste) or as an
// exclamation (siehe!), that is another candidate or one of its forms is that word's use: the adjective
// made a noun (besondere), the verb's imperative (sieh, which is also spelled siehe).
const readFromPhrases = (entry: Unranked) => entry.senses.every((sense) => sense.article || sense.exclaimed);

function isAnotherWordsForm(entry: Unranked, lemmas: Set<string>, owners: Map<string, Unranked[]>): boolean {
  const lower = entry.lemma.toLowerCase();
  const keys = [entry.lemma, lower, ...(lower.endsWith('e') ? [lower.slice(0, -1)] : [])];
  return keys.some(
    (key) =>
      (key !== entry.lemma && lemmas.has(key)) ||
      (owners.get(key) ?? []).some((owner) => owner.lemma !== entry.lemma && owner.forms.forms.includes(key)),
  );
}

function pluralsOfOtherNouns(sources: GermanSources): Set<string> {
  const plurals = new Set<string>();
  for (const [lemma, paradigm] of Object.entries(sources.paradigms.nouns)) {
    for (const grammaticalCase of ['NOM', 'GEN', 'DAT', 'AKK'] as const) {
      const plural = paradigm[grammaticalCase]?.PLU;
      if (plural && plural !== lemma) plurals.add(plural);
    }
  }
  return plurals;
}

// The Ding head words worth a look: the word, a noun's plural, a verb's participle or third person,
// or an adjective's declined form occurs in the frequency lists. Some adjectives are only ever
// declined, standing before a noun (die heutige Welt, die jeweiligen Preise, der damalige Kanzler).
function frequentHeads(sources: GermanSources, occurs: (form: string) => boolean): string[] {
  const { nouns, verbs } = sources.paradigms;
  return [...sources.ding.keys()].filter((lemma) => {
    if (occurs(lemma.toLowerCase())) return true;
    const noun = own(nouns, lemma);
    if (noun && occurs((noun.NOM?.PLU ?? '').toLowerCase())) return true;
    if (sources.ding.get(lemma)!.some((sense) => sense.pos === 'adjective') && occurs(`${lemma}en`))
      return true;
    return verbInUse(own(verbs, lemma), occurs);
  });
}

/** A verb whose participle or third person occurs in the frequency lists (forms no other word has). */
function verbInUse(verb: VerbParadigm | undefined, occurs: (form: string) => boolean): boolean {
  return Boolean(verb && (occurs(verb.PA2?.[0] ?? '') || occurs(String(verb.PRÄ?.S?.['3'] ?? ''))));
}

// Every candidate lemma with its kept senses, all its forms and its frequency: the Ding head words
// that occur in the frequency lists and pass the learner-dictionary rules, their forms from the
// morphological lists or, failing those, by rule checked by hunspell, and their frequency shared out
// over the forms they have in common with other lemmas.
export function buildLexicon(sources: GermanSources, log: (message: string) => void): LexiconLemma[] {
  const frequency = formFrequency(sources.frequency);
  const heads = frequentHeads(sources, (form) => form.length > 0 && frequency.of(form) > 0);
  log(`${heads.length} Ding head words occur in the frequency lists`);
  const spelled = acceptedByHunspell(heads);
  const verbs = new Set(Object.keys(sources.paradigms.verbs));
  for (const [lemma, senses] of sources.ding)
    if (senses.some((sense) => sense.pos === 'verb')) verbs.add(lemma);
  const context: CandidateContext = {
    verbs,
    pluralsOfOtherNouns: pluralsOfOtherNouns(sources),
    spelledCorrectly: (word) => spelled.has(word),
    names: new Set([...sources.frequency.firstNames, ...sources.frequency.lastNames]),
  };
  const candidates = heads
    .map((lemma) => ({ lemma, senses: candidateSenses(lemma, sources.ding.get(lemma)!, context) }))
    .filter((candidate) => candidate.senses.length > 0);
  log(`${candidates.length} candidates pass the learner-dictionary rules`);

  const toCheck = new Set<string>();
  for (const { lemma, senses } of candidates) {
    lemmaForms(lemma, senses, sources.paradigms, (word) => {
      toCheck.add(word);
      return false;
    });
  }
  const accepted = acceptedByHunspell(toCheck);
  log(`hunspell accepted ${accepted.size} of ${toCheck.size} rule-built forms`);
  const withForms = candidates.map(({ lemma, senses }) => ({
    lemma,
    senses,
    forms: lemmaForms(lemma, senses, sources.paradigms, (word) => accepted.has(word)),
    ranked: curatedFirst(
      senses,
      rankSenses(
        senses.filter((sense) => !sense.curated),
        sources.pivot.get(lemma),
        sources.english,
        {
          spelling: (key) => sources.englishSpellings.get(key) ?? key,
          inDingReverse: (key) => sources.dingReverse.get(key)?.has(lemma) ?? false,
          isCognate: (key) => isCognate(lemma, key),
        },
      ),
      maxSenses,
    ),
  }));
  const participlesOf = (lemma: string) => {
    const paradigm = own(sources.paradigms.verbs, lemma);
    return paradigm ? [paradigm.PA1, ...(paradigm.PA2 ?? [])].filter((form): form is string => !!form) : [];
  };
  const kept = withoutInflectedHeads(
    withForms.filter((entry) => entry.ranked.senses.length > 0),
    {
      ownNoun: (entry) =>
        hasSense(entry, 'noun') && nounOfItsOwn(entry.lemma, own(sources.paradigms.nouns, entry.lemma)),
      ownVerb: (entry) =>
        hasSense(entry, 'verb') &&
        verbInUse(own(sources.paradigms.verbs, entry.lemma), (form) => frequency.of(form) > 0),
      participlesOf,
    },
  );
  log(`${kept.length} candidates keep a translation and are not a form of another`);
  const functionWords = new Set(
    kept
      .filter((entry) => entry.ranked.senses.some((sense) => functionClasses.has(sense.pos)))
      .map((entry) => entry.lemma),
  );
  // Questions and commands start with the verb ("Hast du ...?", "Mach das!"): a noun spelled like a
  // verb's finite form (die Hast, das Mach) is that form at a sentence start far more often.
  const startingVerbForms = new Set(
    kept.flatMap(({ lemma }) => finiteForms(own(sources.paradigms.verbs, lemma))),
  );
  // A verb's participle that Ding also lists as a word of its own (interessiert, entfernt) is not one.
  const participles = new Set(kept.flatMap(({ lemma }) => participlesOf(lemma)));
  const namesakeFirst = new Set(
    kept
      .filter((entry) => entry.ranked.senses.some((sense) => namesakeClasses.has(sense.pos)))
      .map((entry) => entry.lemma)
      .filter((lemma) => !participles.has(lemma)),
  );
  const frequencies = lemmaFrequencies(
    kept.map(({ lemma, forms }) => ({
      lemma,
      forms: forms.forms.filter((form) => !forms.declinedParticiples.includes(form)),
      functionWordTwin: functionWords.has(lemma.toLowerCase()) || startingVerbForms.has(lemma.toLowerCase()),
      namesakeFirst: namesakeFirst.has(lemma),
    })),
    frequency,
  );
  return kept
    .map((entry) => ({ ...entry, frequency: frequencies.get(entry.lemma) ?? 0 }))
    .sort((a, b) => b.frequency - a.frequency || (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0));
}
