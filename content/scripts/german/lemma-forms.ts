import {
  type AdjectiveParadigm,
  adjectiveParadigmForms,
  comparisonCandidates,
  comparisonForms,
} from './adjective-forms';
import { closedClassForms } from './closed-class-forms';
import type { DingSense } from './ding-senses';
import { type NounParadigm, nounCandidateForms, nounParadigmForms } from './noun-forms';
import { declinedParticiples, type VerbParadigm, verbCandidateForms, verbParadigmForms } from './verb-forms';

export type Paradigms = {
  nouns: Record<string, NounParadigm>;
  verbs: Record<string, VerbParadigm>;
  adjectives: Record<string, AdjectiveParadigm>;
};

export type LemmaFormsResult = {
  forms: string[];
  // The participles' adjective forms among the forms.
  declinedParticiples: string[];
  // Whether a paradigm came from german-pos-dict, and whether the spelling checker chose any form.
  fromPosDict: boolean;
  fromHunspell: boolean;
};

// A record's own entry: the JSON lists are plain objects, where "constructor" would find a prototype's.
export const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

const closedClasses = new Set(['pronoun', 'article', 'determiner', 'preposition']);

// Every inflected form of a lemma for the parts of speech its senses have. Paradigms come from
// german-pos-dict where it has the word; otherwise candidates built by rule (and Ding's own forms) are
// kept when `check` (the spelling checker) accepts them. The build calls this twice: once to collect
// the words to check, once with the answers.
export function lemmaForms(
  lemma: string,
  senses: DingSense[],
  paradigms: Paradigms,
  check: (word: string) => boolean,
): LemmaFormsResult {
  const pos = new Set(senses.map((sense) => sense.pos));
  const forms: string[] = [];
  const declined: string[] = [];
  let fromPosDict = false;
  let fromHunspell = false;
  const checked = (words: string[], trusted: string[]) =>
    words.filter((word) => {
      if (trusted.includes(word)) return true;
      const ok = check(word);
      if (ok) fromHunspell = true;
      return ok;
    });

  if (pos.has('noun')) {
    const paradigm = own(paradigms.nouns, lemma);
    const nounSenses = senses.filter((sense) => sense.pos === 'noun');
    if (paradigm) {
      forms.push(...nounParadigmForms(paradigm));
      fromPosDict = true;
    }
    // german-pos-dict lacks some paradigms, and has only the singular of some words spelled with ss
    // since the 1996 reform (Schloss, Prozess): Ding's plural and the rules fill in.
    if (!paradigm?.NOM?.PLU || !paradigm.GEN?.SIN) {
      const plurals = nounSenses.flatMap((sense) => sense.forms);
      forms.push(...checked(nounCandidateForms(lemma, nounSenses[0]?.gender ?? null, plurals), plurals));
    } else {
      // Its cells hold one spelling each, not always the commonest (Tag: genitive "Tags", dative plural
      // "Tags"; Gott: "Gotts"): the rules' genitive in -es and dative plural, and a weak masculine's -n
      // (Herrn), where the spelling checker knows them.
      const gender = nounSenses[0]?.gender ?? null;
      const plurals = [
        ...new Set((['NOM', 'GEN', 'DAT', 'AKK'] as const).flatMap((cell) => paradigm[cell]?.PLU ?? [])),
      ];
      const candidates = nounCandidateForms(lemma, gender, plurals).filter((form) => !plurals.includes(form));
      if (gender === 'm') candidates.push(`${lemma}n`);
      forms.push(...checked(candidates, []));
    }
  }
  if (pos.has('verb')) {
    const paradigm = own(paradigms.verbs, lemma);
    if (paradigm) {
      forms.push(...verbParadigmForms(paradigm));
      declined.push(...declinedParticiples(paradigm));
      // The spoken imperative without its e (mach, geh, komm), where the spelling checker knows it.
      const imperative = paradigm.IMP?.S;
      if (typeof imperative === 'string' && imperative.endsWith('e'))
        forms.push(...checked([imperative.slice(0, -1)], []));
      fromPosDict = true;
    } else {
      const dingForms = senses.filter((sense) => sense.pos === 'verb').flatMap((sense) => sense.forms);
      forms.push(...checked(verbCandidateForms(lemma, dingForms), dingForms));
    }
  }
  if (pos.has('adjective') || pos.has('adverb') || pos.has('numeral')) {
    // An ordinal or a superlative listed with its ending (erste, letzte, nächste) is declined from its
    // stem, which is where the adjective list has it (erst, letzt, nächst).
    const paradigm =
      pos.has('adjective') || pos.has('numeral')
        ? (own(paradigms.adjectives, lemma) ??
          (lemma.endsWith('e') ? own(paradigms.adjectives, lemma.slice(0, -1)) : undefined))
        : undefined;
    if (paradigm) {
      forms.push(...adjectiveParadigmForms(paradigm));
      fromPosDict = true;
    }
    const dingComparison = senses.find(
      (sense) => (sense.pos === 'adjective' || sense.pos === 'adverb') && sense.forms.length === 2,
    )?.forms;
    if (dingComparison) {
      forms.push(...comparisonForms(dingComparison[0]!, dingComparison[1]!.slice(0, -1)));
    } else if (pos.has('adjective')) {
      const { comparatives, superlativeStems } = comparisonCandidates(lemma);
      const comparative = comparatives.find((word) => checked([`${word}e`], []).length > 0);
      const superlative = superlativeStems.find((stem) => checked([`${stem}e`], []).length > 0);
      if (comparative) forms.push(...comparisonForms(comparative, superlative));
    }
  }
  if ([...pos].some((p) => closedClasses.has(p))) forms.push(...closedClassForms(lemma));
  // german-pos-dict spells some forms as before the 1996 reform (muß, mußte, wußte, läßt, paßt), while
  // the frequency lists and learners write muss, musste, wusste, lässt, passt. Where the spelling
  // checker rejects a form with ß and accepts it with ss, the reformed spelling is added (aß, weiß and
  // Maße are right as they are, and stay alone).
  for (const form of [...forms]) {
    if (typeof form !== 'string' || !form.includes('ß')) continue;
    const reformed = form.replaceAll('ß', 'ss');
    if (!check(form) && checked([reformed], []).length > 0) forms.push(reformed);
  }
  return {
    // The lists leave a few cells empty (null).
    forms: [...new Set(forms)].filter(
      (form) => typeof form === 'string' && form.length > 0 && form !== lemma,
    ),
    declinedParticiples: declined,
    fromPosDict,
    fromHunspell,
  };
}
