import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import type { PluralForms } from '~/web/lib/i18n/plural';
import type { WithRefusals } from '~/web/lib/i18n/refusal-message';

// The collections screen's words. Placeholders in {braces}.
export const collectionsEn = {
  title: 'Collections',
  intro:
    'Ready-made word lists: the commonest words and everyday themes. Add one and it becomes a study set.',
  backToDashboard: 'Back to dashboard',
  noLanguage: 'Choose the language you are learning in Settings to see its collections.',
  settings: 'Open Settings',
  loadFailed: 'The collections could not be loaded.',
  frequency: 'Commonest words',
  frequencyHint: 'By how often the word is used: start with the first hundred.',
  themes: 'Themes',
  themesHint: 'Words that belong together.',
  level: 'Level {level}',
  words: { one: '{count} word', other: '{count} words' } as PluralForms,
  preview: 'Preview',
  previewOf: 'Preview {name}',
  hidePreview: 'Hide words',
  previewTitle: 'Words in {name}',
  previewFailed: 'The words could not be loaded.',
  add: 'Add to my words',
  addOf: 'Add {name} to my words',
  adding: 'Adding…',
  addFailed: 'The collection could not be added.',
  added: {
    title: '{name} is a study set now',
    newWords: { one: '{count} new word added.', other: '{count} new words added.' } as PluralForms,
    alreadyHad: {
      one: '{count} word you already had is in the set too.',
      other: '{count} words you already had are in the set too.',
    } as PluralForms,
    openSet: 'Open the set',
    study: 'Study it now',
  },
  limit: {
    title: 'Plan limit reached',
    notAdded: {
      one: '{count} word was not added: your plan holds {limit} words.',
      other: '{count} words were not added: your plan holds {limit} words.',
    } as PluralForms,
    upgrade: 'See Pro plans',
  },
  // The server's refusals, by their code. LIMIT_REACHED (a collection added becomes a study set, so
  // it is the sets' limit; or the words' limit, when none of its words could go in the set) is left
  // to the server's English, which names the limit and the way past it for the learner's tier.
  refusals: {
    ...learnerRefusalsEn,
    COLLECTION_NOT_FOUND:
      'This collection is no longer offered. Reload the page to see the collections as they are.',
    COLLECTION_EMPTY: 'None of this collection’s words is in the dictionary yet, so there is nothing to add.',
  },
};

export type CollectionsMessages = WithRefusals<typeof collectionsEn>;
