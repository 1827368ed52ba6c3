import type { WordDefinition } from '~/core/dictionary/word-values';
import { sameDefinitionText } from './definition-rules';
import { sameValue } from './list-rules';

// Definitions have no id, yet unsaved work belongs to one definition (its examples being edited, its
// text open in a form). When the word comes back changed by another editor, each definition is
// followed to where it went, so that the work stays with it even when its text was rewritten.

/** The definition's text as the editor shows it: "verb: To run". */
export const definitionLabel = (definition: Pick<WordDefinition, 'partOfSpeech' | 'definition'>) =>
  `${definition.partOfSpeech}: ${definition.definition}`;

/**
 * Where each of `before`'s definitions is in `after` (its index), or null when it is gone. In order of
 * trust: the same part of speech and text (identical ones in their order); then, for a rewritten text,
 * the same examples; then, for a text rewritten where there are no examples to go by, the same place
 * and part of speech. Anything else is taken as deleted: work on it is reported, never put on a
 * definition it may not belong to.
 */
export function followDefinitions(before: WordDefinition[], after: WordDefinition[]): (number | null)[] {
  const to: (number | null)[] = before.map(() => null);
  const taken = new Set<number>();
  const pair = (matches: (old: WordDefinition, candidate: WordDefinition, samePlace: boolean) => boolean) => {
    before.forEach((old, from) => {
      if (to[from] !== null) return;
      const found = after.findIndex(
        (candidate, index) => !taken.has(index) && matches(old, candidate, index === from),
      );
      if (found === -1) return;
      to[from] = found;
      taken.add(found);
    });
  };
  pair(sameDefinitionText);
  pair((old, candidate) => old.examples.length > 0 && sameValue(old.examples, candidate.examples));
  pair((old, candidate, samePlace) => samePlace && old.partOfSpeech === candidate.partOfSpeech);
  return to;
}

/** The page's own ids for the word's definitions (index for index), kept across reloads. */
export type DefinitionIds = { definitions: WordDefinition[]; ids: string[]; issued: number };

export function firstDefinitionIds(definitions: WordDefinition[]): DefinitionIds {
  return { definitions, ids: definitions.map((_, index) => `d${index}`), issued: definitions.length };
}

/**
 * The ids once the word's definitions became `definitions`: a definition followed there keeps its id,
 * a new one gets a new id; `gone` lists those no longer in the word.
 */
export function followDefinitionIds(
  known: DefinitionIds,
  definitions: WordDefinition[],
): { next: DefinitionIds; gone: { id: string; definition: WordDefinition }[] } {
  const to = followDefinitions(known.definitions, definitions);
  const ids: (string | undefined)[] = definitions.map(() => undefined);
  const gone: { id: string; definition: WordDefinition }[] = [];
  to.forEach((index, from) => {
    const id = known.ids[from] as string;
    if (index === null) gone.push({ id, definition: known.definitions[from] as WordDefinition });
    else ids[index] = id;
  });
  let issued = known.issued;
  const filled = ids.map((id) => id ?? `d${issued++}`);
  return { next: { definitions, ids: filled, issued }, gone };
}
