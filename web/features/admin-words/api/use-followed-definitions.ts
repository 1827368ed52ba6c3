import { useState } from 'react';
import type { WordDefinition } from '~/core/dictionary/word-values';
import { firstDefinitionIds, followDefinitionIds } from '../lib/definition-identity';
import { type Drafts, definitionExamplesKey, discardDraft } from '../lib/word-drafts';

/** Unsaved examples whose definition another editor deleted: shown to the editor, with what they typed. */
export type LostExamples = { id: string; definition: WordDefinition; examples: string[] };

/**
 * Keeps each definition's examples draft on its definition across reloads: moved or with its text
 * rewritten by another editor, the definition keeps the page's id for it, and so its draft. A draft
 * whose definition was deleted cannot be saved anywhere: it leaves the drafts (no longer blocking the
 * Definitions tab) for `lost`, which the Examples tab reports until dismissed.
 */
export function useFollowedDefinitions(
  definitions: WordDefinition[],
  drafts: Drafts,
  setDrafts: (drafts: Drafts) => void,
) {
  const [known, setKnown] = useState(() => firstDefinitionIds(definitions));
  const [lost, setLost] = useState<LostExamples[]>([]);
  let current = known;
  // Followed in render, so no frame shows a draft on the wrong definition.
  if (known.definitions !== definitions) {
    const { next, gone } = followDefinitionIds(known, definitions);
    const lostNow = gone.flatMap(({ id, definition }) => {
      const draft = drafts[definitionExamplesKey(id)];
      return draft ? [{ id, definition, examples: draft.value as string[] }] : [];
    });
    setKnown(next);
    if (lostNow.length > 0) {
      setDrafts(lostNow.reduce((left, { id }) => discardDraft(left, definitionExamplesKey(id)), drafts));
      setLost([...lost, ...lostNow]);
    }
    current = next;
  }
  return {
    /** The draft key of the examples of `definitions[index]`. */
    examplesKey: (index: number) => definitionExamplesKey(current.ids[index] as string),
    lostExamples: lost,
    dismissLostExamples: (id: string) => setLost((all) => all.filter((entry) => entry.id !== id)),
  };
}
