import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import type { PluralForms } from '~/web/lib/i18n/plural';
import type { WithRefusals } from '~/web/lib/i18n/refusal-message';

// The stories screens' words. Placeholders in {braces}.
export const storiesEn = {
  title: 'Stories',
  intro: 'A short story written around words you are learning: reading them in context helps them stick.',
  backToDashboard: 'Back to dashboard',
  create: {
    title: 'Write a new story',
    words: 'Choose words',
    wordsHint: 'Pick {min} to {max} of your words.',
    search: 'Search your words',
    selected: { one: '{count} word chosen', other: '{count} words chosen' } as PluralForms,
    remove: 'Remove {word}',
    noWords: 'You have no words yet. Add some words first.',
    noMatches: 'No words match your search.',
    loadMore: 'Show more words',
    wordsFailed: 'Your words could not be loaded.',
    tooMany: 'A story can use at most {max} words.',
    length: 'Length',
    lengths: {
      'Very Short': 'Very short',
      Short: 'Short',
      Medium: 'Medium',
      Long: 'Long',
    },
    range: '{min}–{max} words',
    submit: 'Create story',
    writing: 'Writing your story…',
    needMore: {
      one: 'Choose {count} more word: a story needs at least 3.',
      other: 'Choose {count} more words: a story needs at least 3.',
    } as PluralForms,
    failed: 'The story could not be written.',
    retry: 'Try again',
  },
  list: {
    title: 'Your stories',
    empty: 'No stories yet. Choose three words above to write your first.',
    words: { one: '{count} word', other: '{count} words' } as PluralForms,
    read: 'Read',
    delete: 'Delete',
    deleteTitle: 'Delete this story?',
    deleteBody: '“{title}” will be removed for good.',
    cancel: 'Cancel',
    deleted: 'Story deleted',
    deleteFailed: 'The story could not be deleted.',
    untitled: 'Untitled story',
    loadMore: 'Show more stories',
    loadFailed: 'Your stories could not be loaded.',
    moreFailed: 'More stories could not be loaded.',
    retry: 'Try again',
  },
  generator: {
    template: 'Template, not AI',
    templateHint:
      'Made offline on our server from example sentences we wrote for each word, not by AI. Tap the button after a sentence to see its translation.',
    ai: 'Written by AI',
  },
  reader: {
    backToStories: 'All stories',
    chosenWords: 'Your words in this story',
    wordHint: 'Tap or focus a highlighted word to see what it means.',
    showTranslation: 'Show the translation',
    hideTranslation: 'Hide the translation',
    definitionOf: 'What “{word}” means',
    noDefinition: 'This word is no longer in your words.',
    loadingDefinition: 'Loading…',
    definitionFailed: 'The meaning could not be loaded.',
    close: 'Close',
    notFound: 'This story does not exist, or it was deleted.',
  },
  limit: {
    title: 'Plan limit reached',
    upgrade: 'See Pro plans',
  },
  // The server's refusals, by their code: {min} is core's fewest words of a story. Left to the
  // server's English, which names what the page cannot know: LIMIT_REACHED (the limit, and the way
  // past it for the learner's tier), TOO_MANY_STORIES (how many a minute), STORY_GENERATOR_FAILED
  // (what went wrong), STORY_TOO_LONG (the words written and asked for), STORY_WRONG_LANGUAGE (how
  // much was in the language) and STORY_INCOMPLETE (the words left out).
  refusals: {
    ...learnerRefusalsEn,
    STORY_TOO_FEW_WORDS: 'A story needs at least {min} words.',
    WORD_NOT_FOUND: 'A word you chose is no longer among your words. Choose your words again.',
    STORY_NOT_FOUND: 'This story is no longer there. Reload the page to see your stories as they are.',
  },
};

export type StoriesMessages = WithRefusals<typeof storiesEn>;
