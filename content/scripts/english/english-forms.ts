import type { ApertiumForm } from './apertium-paradigms';
import type { ExceptionForm } from './wordnet-exceptions';

export type FormSource = 'apertium-eng-spa' | 'wordnet-exc';
export type LemmaForms = { forms: string[]; sources: FormSource[] };

/** Clitics ('s, ’re) are not forms a learner looks up; nor are the typographic-apostrophe copies. */
const isLookupForm = (form: string) => !/^['’ʼ]|[’ʼ]/.test(form);

// Multi-word lemmas Apertium lacks are inflected on their head, with the head's real forms: a verb
// phrase on its first word ("give up" -> "gave up"), a two-word noun compound on its last ("ice
// cream" -> "ice creams"), unless it holds a preposition ("man of war") or a hyphen.
const phrasePrepositions = new Set(['of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'from', 'de', 'la']);

type Inflections = Map<string, Map<string, Set<string>>>; // key -> part of speech -> forms

function add(inflections: Inflections, key: string, partOfSpeech: string, form: string) {
  const parts = inflections.get(key) ?? new Map<string, Set<string>>();
  const forms = parts.get(partOfSpeech) ?? new Set<string>();
  forms.add(form);
  parts.set(partOfSpeech, forms);
  inflections.set(key, parts);
}

/**
 * The inflected forms of each lemma, for the parts of speech the lemma has in our data: Apertium's
 * paradigms and WordNet's exception lists (irregular forms, some archaic), merged.
 */
export function mergeForms(
  lemmas: Map<string, Set<string>>, // key -> parts of speech of the entry
  apertium: ApertiumForm[],
  exceptions: ExceptionForm[],
): Map<string, LemmaForms> {
  const fromApertium: Inflections = new Map();
  for (const { lemma, partOfSpeech, form } of apertium) {
    if (isLookupForm(form)) add(fromApertium, lemma.toLowerCase(), partOfSpeech, form);
  }
  const fromExceptions: Inflections = new Map();
  for (const { lemma, partOfSpeech, form } of exceptions) add(fromExceptions, lemma, partOfSpeech, form);

  const result = new Map<string, LemmaForms>();
  for (const [key, partsOfSpeech] of lemmas) {
    const forms = new Set<string>();
    const sources = new Set<FormSource>();
    const collect = (inflections: Inflections, source: FormSource, lookup: string, wrap = (f: string) => f) => {
      for (const partOfSpeech of partsOfSpeech) {
        for (const form of inflections.get(lookup)?.get(partOfSpeech) ?? []) {
          const wrapped = wrap(form);
          if (wrapped.toLowerCase() === key) continue;
          forms.add(wrapped);
          sources.add(source);
        }
      }
    };
    collect(fromApertium, 'apertium-eng-spa', key);
    collect(fromExceptions, 'wordnet-exc', key);
    const words = key.split(' ');
    if (forms.size === 0 && words.length > 1 && !key.includes('-')) {
      const inflectHead = (head: string, partOfSpeech: string, build: (form: string) => string) => {
        for (const [inflections, source] of [
          [fromApertium, 'apertium-eng-spa'],
          [fromExceptions, 'wordnet-exc'],
        ] as const) {
          for (const form of inflections.get(head)?.get(partOfSpeech) ?? []) {
            if (form === head) continue;
            forms.add(build(form));
            sources.add(source);
          }
        }
      };
      const [first, ...rest] = words as [string, ...string[]];
      if (partsOfSpeech.has('verb')) inflectHead(first, 'verb', (form) => [form, ...rest].join(' '));
      if (partsOfSpeech.has('noun') && words.length === 2 && !words.some((w) => phrasePrepositions.has(w))) {
        inflectHead(rest[0]!, 'noun', (form) => `${first} ${form}`);
      }
    }
    if (forms.size > 0) result.set(key, { forms: [...forms], sources: [...sources] });
  }
  return result;
}
