import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import type { PluralForms } from '~/web/lib/i18n/plural';
import type { WithRefusals } from '~/web/lib/i18n/refusal-message';

// The study sets screens' words. Placeholders in {braces}.
export const setsEn = {
  title: 'Study sets',
  intro: 'Group your words into sets and study one set at a time.',
  backToDashboard: 'Back to dashboard',
  create: {
    title: 'New study set',
    name: 'Name',
    description: 'Description',
    optional: '(optional)',
    submit: 'Create set',
    submitting: 'Creating…',
    failed: 'The study set could not be created.',
    // The API's message for a missing name (core/sets/study-set.ts), in this language.
    nameRequired: 'The study set needs a name',
  },
  list: {
    title: 'Your study sets',
    empty: 'No study sets yet. Create one above, then add words to it.',
    loadFailed: 'Your study sets could not be loaded.',
    words: { one: '{count} word', other: '{count} words' } as PluralForms,
    open: 'Open',
    openSet: 'Open {name}',
    study: 'Study',
    studySet: 'Study {name}',
    delete: 'Delete',
    deleteSet: 'Delete {name}',
    unnamed: 'Unnamed study set',
    noDescription: 'No description',
  },
  remove: {
    title: 'Delete “{name}”?',
    body: 'The set goes; its words stay in your words.',
    confirm: 'Delete',
    cancel: 'Cancel',
    done: 'Study set deleted',
    failed: 'The study set could not be deleted.',
  },
  detail: {
    backToSets: 'All study sets',
    notFound: 'This study set does not exist, or it was deleted.',
    loadFailed: 'This study set could not be loaded.',
    edit: 'Edit',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Study set saved',
    saveFailed: 'The study set could not be saved.',
    delete: 'Delete set',
    study: 'Study this set',
    studyWith: 'Study this set with',
    emptyStudy: 'Add words to study this set.',
    words: 'Words in this set',
    noWords: 'This set has no words yet. Pick some from your words below.',
    loadMore: 'Show more words',
    moreFailed: 'More words could not be loaded.',
    retry: 'Try again',
    removeWord: 'Take {word} out of the set',
    takeOut: 'Take out',
  },
  picker: {
    title: 'Add words',
    hint: 'Tick a word to put it in the set; untick it to take it out.',
    search: 'Search your words',
    noWords: 'You have no words yet.',
    addWords: 'Add words first',
    noMatches: 'No words match your search.',
    loadMore: 'Show more words',
    wordsFailed: 'Your words could not be loaded.',
    retry: 'Try again',
    added: '{word} added to the set',
    removed: '{word} taken out of the set',
    failed: 'The set could not be changed.',
    wordFailed: '{word}: the set could not be changed.',
  },
  methods: { flashcards: 'Flashcards', multipleChoice: 'Multiple choice', typing: 'Typing' },
  limit: {
    title: 'Plan limit reached',
    upgrade: 'See Pro plans',
  },
  // The server's refusals, by their code. LIMIT_REACHED is left to the server's English, which names
  // the limit and the way past it for the learner's tier.
  refusals: {
    ...learnerRefusalsEn,
    STUDY_SET_NOT_FOUND: 'This study set is no longer there. Reload the page to see your sets as they are.',
    WORD_NOT_IN_SET: 'This word is no longer in this study set.',
    WORD_NOT_FOUND: 'This word is no longer among your words. Reload the page to see them as they are.',
  },
};

export type SetsMessages = WithRefusals<typeof setsEn>;
