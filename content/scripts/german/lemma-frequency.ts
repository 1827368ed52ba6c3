import type { FormFrequency } from './frequency-lists';

// functionWordTwin: a noun made of a pronoun, article, conjunction, preposition or interjection (das
// Ich, das Du): the capitalised form is that word at the start of a sentence far more often than the
// noun, so the noun gets none of it.
// namesakeFirst: a word of a closed class or an adverb (schon, mal, bitte, acht): a form spelled like it
// is mostly it, though a verb may have that form too.
export type LemmaForms = {
  lemma: string;
  forms: string[];
  functionWordTwin?: boolean;
  namesakeFirst?: boolean;
};

const isCapitalised = (word: string) => word.charAt(0) !== word.charAt(0).toLowerCase();

// A lemma's frequency is the sum of its forms' frequencies. A form that several lemmas share (einen:
// the article ein and the verb einen; liebe: lieben, lieb and Liebe) is shared out in proportion to
// how frequent each lemma is on the forms it does not share, found by a few rounds of expectation-
// maximisation. The frequency lists are lower case: the cased list says which share of a form's uses
// are a noun's (capitalised, not at a sentence start), and a noun gets only that share, whether it
// shares the form with a lower-case lemma (Leben, leben) or with a word that is no lemma here (Los,
// los).
/**
 * How much likelier a form is its namesake's when that is a closed-class word or an adverb: "schon"
 * (already) is the adverb, not the imperative of "schonen" (to spare), though neither has forms of its
 * own to tell them apart by; "mal" (once) is not "malen" (to paint), "acht" (eight) not "achten". Not for
 * an adjective: "weiß" is mostly "I know", "gewählt" the participle of "wählen".
 */
const SPELLED_LIKE = 2;

export function lemmaFrequencies(
  lemmas: LemmaForms[],
  frequency: FormFrequency,
  rounds = 6,
): Map<string, number> {
  const byForm = new Map<string, number[]>();
  lemmas.forEach(({ lemma, forms }, index) => {
    for (const form of new Set([lemma, ...forms].map((word) => word.toLowerCase()))) {
      if (frequency.of(form) === 0) continue;
      const list = byForm.get(form) ?? [];
      list.push(index);
      byForm.set(form, list);
    }
  });
  let prior = lemmas.map(() => 1);
  for (let round = 0; round < rounds; round++) {
    const next = lemmas.map(() => 1e-9);
    for (const [form, allCandidates] of byForm) {
      let candidates = allCandidates;
      const count = frequency.of(form);
      // The twin rule needs the lower-case spelling in use: "hast" is, "haus" (hausen) is not.
      const lowerCaseSeen = frequency.nounShare(form) !== 1;
      const capitals = candidates.filter(
        (index) =>
          isCapitalised(lemmas[index]!.lemma) &&
          !(lemmas[index]!.functionWordTwin && form === lemmas[index]!.lemma.toLowerCase() && lowerCaseSeen),
      );
      if (capitals.length === 0 && candidates.some((index) => isCapitalised(lemmas[index]!.lemma))) {
        candidates = candidates.filter((index) => !isCapitalised(lemmas[index]!.lemma));
        if (candidates.length === 0) continue;
      }
      const share = capitals.length > 0 ? frequency.nounShare(form) : null;
      // Shared among the capitalised candidates and among the others, each group's part of the count.
      const groups =
        share === null || capitals.length === candidates.length
          ? [{ members: candidates, part: share ?? 1 }]
          : [
              { members: capitals, part: share },
              { members: candidates.filter((index) => !capitals.includes(index)), part: 1 - share },
            ];
      for (const { members, part } of groups) {
        const weight = (index: number) =>
          prior[index]! *
          (lemmas[index]!.namesakeFirst && lemmas[index]!.lemma.toLowerCase() === form ? SPELLED_LIKE : 1);
        const total = members.reduce((sum, index) => sum + weight(index), 0);
        for (const index of members) next[index]! += (count * part * weight(index)) / total;
      }
    }
    prior = next;
  }
  return new Map(lemmas.map(({ lemma }, index) => [lemma, prior[index]!]));
}
