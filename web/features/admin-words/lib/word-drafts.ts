import { sameValue } from './list-rules';

// Unsaved editor changes of the word detail page, kept above the tabs so that switching tabs keeps
// them. Each draft remembers the server value it started from (`base`): when the server's value has
// moved on since (another administrator saved it), saving the draft would overwrite their change, so
// the page refuses and offers a reload instead.

export type DraftKey =
  | 'definitions'
  | 'translations'
  | 'synonyms'
  | 'variants'
  | 'examples'
  | `definitionExamples:${string}`;

export type Draft = { base: unknown; value: unknown };
export type Drafts = Partial<Record<DraftKey, Draft>>;

/**
 * The examples draft of one definition, keyed by the id the page gave that definition
 * (definition-identity.ts) rather than by its position or text: a reload that moves it, or another
 * editor's rewrite of its text, leaves the draft on it.
 */
export const definitionExamplesKey = (definitionId: string): DraftKey => `definitionExamples:${definitionId}`;

/** The draft's value, or the server's when there is none. */
export function draftValue<T>(drafts: Drafts, key: DraftKey, serverValue: T): T {
  const draft = drafts[key];
  return draft ? (draft.value as T) : serverValue;
}

/** Records a local change; a change back to where it started is no change at all. */
export function setDraft<T>(drafts: Drafts, key: DraftKey, serverValue: T, value: T): Drafts {
  const base = drafts[key] ? drafts[key].base : serverValue;
  if (sameValue(base, value)) return discardDraft(drafts, key);
  return { ...drafts, [key]: { base, value } };
}

export function discardDraft(drafts: Drafts, key: DraftKey): Drafts {
  if (!(key in drafts)) return drafts;
  const next = { ...drafts };
  delete next[key];
  return next;
}

export function isDirty(drafts: Drafts, key: DraftKey): boolean {
  return key in drafts;
}

/** Whether the server's value changed under the draft (someone else saved this field). */
export function isStale(drafts: Drafts, key: DraftKey, serverValue: unknown): boolean {
  const draft = drafts[key];
  return Boolean(draft) && !sameValue(draft?.base, serverValue);
}

export function hasDefinitionExampleDrafts(drafts: Drafts): boolean {
  return Object.keys(drafts).some((key) => key.startsWith('definitionExamples:'));
}

export function anyDirty(drafts: Drafts): boolean {
  return Object.keys(drafts).length > 0;
}
