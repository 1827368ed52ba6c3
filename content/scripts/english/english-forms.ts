import type { ApertiumForm } from './apertium-paradigms';
import type { HunspellForm } from './hunspell-forms';
import type { ExceptionForm } from './wordnet-exceptions';

export type FormSource = 'apertium-eng-spa' | 'wordnet-exc' | 'hunspell-en-us';
export type LemmaForms = { forms: string[]; sources: FormSource[] };

/** Clitics ('s, ’re) are not forms a learner looks up; nor are the typographic-apostrophe copies. */
const isLookupForm = (form: string) => !/^['’ʼ]|[’ʼ]/.test(form);

// Multi-word lemmas no source has are inflected on their head, with the head's real forms: a verb
// phrase on its first word ("give up" -> "gave up"), a two-word noun compound on its last ("ice
// cream" -> "ice creams"), unless it holds a preposition ("man of war") or a hyphen.
const phrasePrepositions = new Set(['of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'from', 'de', 'la']);

type Inflections = Map<string, Map<string, Set<string>>>; // key -> part of speech -> forms

/** Names ("Be/M" in the American dictionary) are indexed only when `names` is set. */
function index(forms: { lemma: string; partOfSpeech: string; form: string }[], names = true): Inflections {
  const inflections: Inflections = new Map();
  for (const { lemma, partOfSpeech, form } of forms) {
    if (!isLookupForm(form) || (!names && lemma !== lemma.toLowerCase())) continue;
    const key = lemma.toLowerCase();
    const parts = inflections.get(key) ?? new Map<string, Set<string>>();
    const set = parts.get(partOfSpeech) ?? new Set<string>();
    set.add(form);
    parts.set(partOfSpeech, set);
    inflections.set(key, parts);
  }
  return inflections;
}

/**
 * The inflected forms of each lemma, for the parts of speech the lemma has in our data. Apertium's
 * paradigm where Apertium has the lemma in that part of speech (most common words), else the
 * American dictionary's regular inflections ("color", "mom", which Apertium's British lexicon
 * lacks); WordNet's exception lists (irregular forms) are added to either.
 */
export function mergeForms(
  lemmas: Map<string, Set<string>>, // key -> parts of speech of the entry
  apertium: ApertiumForm[],
  exceptions: ExceptionForm[],
  hunspell: HunspellForm[] = [],
): Map<string, LemmaForms> {
  const sources: [Inflections, FormSource][] = [
    [index(apertium), 'apertium-eng-spa'],
    [index(exceptions), 'wordnet-exc'],
    [index(hunspell, false), 'hunspell-en-us'],
  ];
  const [primary, irregular, fallback] = sources as [
    [Inflections, FormSource],
    ...[Inflections, FormSource][],
  ];

  const result = new Map<string, LemmaForms>();
  for (const [key, partsOfSpeech] of lemmas) {
    const forms = new Set<string>();
    const used = new Set<FormSource>();
    const take = (
      [inflections, source]: [Inflections, FormSource],
      lookup: string,
      pos: string,
      wrap = (form: string) => form,
    ) => {
      for (const form of inflections.get(lookup)?.get(pos) ?? []) {
        const wrapped = wrap(form);
        if (form === lookup || wrapped.toLowerCase() === key) continue;
        forms.add(wrapped);
        used.add(source);
      }
    };
    const inflect = (lookup: string, pos: string, wrap?: (form: string) => string) => {
      take(primary, lookup, pos, wrap);
      take(irregular!, lookup, pos, wrap);
      // Apertium's paradigm, where it has one, is complete ("sheep" has no other plural). The
      // American dictionary also pluralises letters ("a/SL", "i/US", "it/USM": "as", "is", "its"),
      // which would send a search for "is" to "I": it is not asked about words under 3 letters.
      if (!primary[0].get(lookup)?.has(pos) && lookup.length > 2) take(fallback!, lookup, pos, wrap);
    };
    for (const pos of partsOfSpeech) inflect(key, pos);
    const words = key.split(' ');
    if (forms.size === 0 && words.length > 1 && !key.includes('-')) {
      const [first, ...rest] = words as [string, ...string[]];
      if (partsOfSpeech.has('verb')) inflect(first, 'verb', (form) => [form, ...rest].join(' '));
      if (partsOfSpeech.has('noun') && words.length === 2 && !words.some((w) => phrasePrepositions.has(w))) {
        inflect(rest[0]!, 'noun', (form) => `${first} ${form}`);
      }
    }
    if (forms.size > 0) result.set(key, { forms: [...forms], sources: [...used] });
  }
  return result;
}
