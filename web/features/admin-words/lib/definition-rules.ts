import { PART_OF_SPEECH_MAX_LENGTH, WORD_TEXT_MAX_LENGTH } from '~/core/dictionary/word-edits';
import { partsOfSpeech } from '~/core/dictionary/word-values';
import { tooLongMessage } from './list-rules';

// Definitions editor rules: text and part of speech both required after trimming, and no longer
// than the server takes;
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
  else if (partOfSpeech.length > PART_OF_SPEECH_MAX_LENGTH)
    errors.partOfSpeech = tooLongMessage('Part of speech', PART_OF_SPEECH_MAX_LENGTH);
  if (!definition) errors.definition = 'Definition is required';
  else if (definition.length > WORD_TEXT_MAX_LENGTH)
    errors.definition = tooLongMessage('Definition', WORD_TEXT_MAX_LENGTH);
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
