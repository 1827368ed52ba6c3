import { partsOfSpeech } from '~/core/dictionary/word-values';

// Definitions editor rules: text and part of speech both required after trimming;
// the part of speech is one of the ten suggestions or free text, stored lower case.

export { partsOfSpeech };

export type DefinitionDraft = { partOfSpeech: string; definition: string };

export type DefinitionCheck =
  | { ok: true; value: DefinitionDraft }
  | { ok: false; errors: { partOfSpeech?: string; definition?: string } };

/** Whether two definitions say the same (part of speech and text), whatever their examples. */
export const sameDefinitionText = (a: DefinitionDraft, b: DefinitionDraft) =>
  a.partOfSpeech === b.partOfSpeech && a.definition === b.definition;

export function normalizePartOfSpeech(value: string): string {
  return value.trim().toLowerCase();
}

export function checkDefinition(input: DefinitionDraft): DefinitionCheck {
  const partOfSpeech = normalizePartOfSpeech(input.partOfSpeech);
  const definition = input.definition.trim();
  const errors: { partOfSpeech?: string; definition?: string } = {};
  if (!partOfSpeech) errors.partOfSpeech = 'Part of speech is required';
  if (!definition) errors.definition = 'Definition is required';
  if (errors.partOfSpeech || errors.definition) return { ok: false, errors };
  return { ok: true, value: { partOfSpeech, definition } };
}

/** Enter saves, Shift+Enter (a new line) does not; IME composition never saves. */
export function isSaveKey(event: {
  key: string;
  shiftKey: boolean;
  nativeEvent?: { isComposing?: boolean };
}) {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent?.isComposing;
}
