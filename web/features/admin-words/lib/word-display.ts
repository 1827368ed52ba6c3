import type { GlobalWord } from '~/core/dictionary/global-word';

// What the words list and the word detail show of a word.

/** The base form, only when it differs from the word itself. */
export function distinctBaseForm(word: Pick<GlobalWord, 'value' | 'baseForm'>): string | null {
  const base = word.baseForm?.trim();
  return base && base.toLowerCase() !== word.value.trim().toLowerCase() ? base : null;
}

export function firstDefinition(word: Pick<GlobalWord, 'definitions'>): string | null {
  return word.definitions.find((definition) => definition.definition.trim())?.definition ?? null;
}

/** Up to `limit` translations across languages, in the order stored. */
export function translationPreview(word: Pick<GlobalWord, 'translations'>, limit = 3): string[] {
  return Object.values(word.translations).flat().filter(Boolean).slice(0, limit);
}

/** Every example: those of the definitions and the word's own. */
export function exampleCount(word: Pick<GlobalWord, 'definitions' | 'examples'>): number {
  return word.definitions.reduce((sum, definition) => sum + definition.examples.length, word.examples.length);
}

export function translationLanguageCount(word: Pick<GlobalWord, 'translations'>): number {
  return Object.keys(word.translations).length;
}

export const difficultyTone = (difficulty: string | null) =>
  difficulty === 'beginner'
    ? 'success'
    : difficulty === 'intermediate'
      ? 'warning'
      : difficulty === 'advanced'
        ? 'danger'
        : 'neutral';

export const frequencyTone = (frequency: string | null) =>
  frequency === 'high' ? 'info' : frequency === 'medium' ? 'brand' : 'neutral';
