// Spec section 9 constants of the Words Management screens.
export const WORDS_PAGE_SIZE = 10;
export const WORDS_MAX_PAGE_SIZE = 100;
export const MAX_LANGUAGE_CODE_LENGTH = 5;
export const MAX_BULK_WORDS = 1000;
export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
export const frequencies = ['high', 'medium', 'low'] as const;
export const partsOfSpeech = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'determiner',
  'article',
] as const;
export const wordListLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;

export const wordMessages = {
  versionConflict: 'This word was changed by someone else. Reload it to see the latest version.',
  synonymExists: 'This synonym already exists',
  variantExists: 'This variant already exists',
} as const;
