// Spec section 9 constants of the Words Management screens (value lists live in core/dictionary/word-values.ts).
export const WORDS_PAGE_SIZE = 10;
export const WORDS_MAX_PAGE_SIZE = 100;
export const MAX_BULK_WORDS = 1000;

export const wordMessages = {
  versionConflict: 'This word was changed by someone else. Reload it to see the latest version.',
  synonymExists: 'This synonym already exists',
  variantExists: 'This variant already exists',
} as const;
