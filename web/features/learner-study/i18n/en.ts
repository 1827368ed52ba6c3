import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import { partOfSpeechNames } from '~/web/lib/i18n/parts-of-speech';
import type { PluralForms } from '~/web/lib/i18n/plural';
import type { Refusals } from '~/web/lib/i18n/refusal-message';
import type { Widen } from '~/web/lib/i18n/widen';

// The study screen's words. Placeholders in {braces}; counted phrases by the language's plural rules.
export const studyEn = {
  title: 'Study',
  intro: 'Choose what to study and how. Each answer moves the word’s next review.',
  backToDashboard: 'Back to dashboard',
  chooser: {
    scope: 'What to study',
    scopes: {
      due: { label: 'Due now', hint: 'Every card due today, most overdue first, then new words' },
      new: { label: 'New words', hint: 'Only words you have not studied yet' },
      set: { label: 'A study set', hint: 'Due and new cards of one study set' },
    },
    studySet: 'Study set',
    noStudySets: 'You have no study sets yet.',
    loadingSets: 'Loading your study sets…',
    setsFailed: 'Your study sets could not be loaded.',
    method: 'How to study',
    methods: {
      flashcards: { label: 'Flashcards', hint: 'Recall the answer, then rate yourself' },
      multipleChoice: { label: 'Multiple choice', hint: 'Pick the answer among four' },
      typing: { label: 'Typing', hint: 'Type the answer; accents and small typos are explained' },
    },
    direction: 'Which way round',
    directions: {
      recall: {
        label: 'Meaning → word',
        hint: 'See the meaning, answer with the word (a new word is shown as itself first)',
      },
      recognise: { label: 'Word → meaning', hint: 'See the word, answer with its translation' },
    },
    start: 'Start studying',
    starting: 'Starting…',
  },
  resume: {
    title: 'You have an unfinished session',
    left: { one: '{count} card left', other: '{count} cards left' } as PluralForms,
    continue: 'Continue it',
    discard: 'Start a new one',
  },
  offlineStart:
    'You are offline. Connect to the internet to start a session; a session already started keeps going offline.',
  startFailed: 'The session could not be started.',
  retry: 'Try again',
  saveFailed:
    'This browser could not keep your answer, so it was not counted. Answer again; if it happens again, allow this site to store data, or study in another browser.',
  limit: {
    title: 'Plan limit reached',
    upgrade: 'See Pro plans',
  },
  session: {
    left: { one: '{count} card left', other: '{count} cards left' } as PluralForms,
    again: { one: '{count} card to repeat', other: '{count} cards to repeat' } as PluralForms,
    progressLabel: 'Session progress',
    ask: { recall: 'Which word is this?', recognise: 'What does this word mean?' },
    askGap: 'Which word fills the gap?',
    gap: '(gap)',
    promptKinds: { word: 'Word', translation: 'Translation', definition: 'Definition', sentence: 'Sentence' },
    end: 'End session',
  },
  flashcard: {
    show: 'Show answer',
    showKey: 'Space',
    rate: 'How well did you remember it?',
    keysHint: 'Keys: Space shows the answer, 1–4 rate.',
    ratings: { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' },
    next: '{rating}, next review in {interval}',
  },
  answer: {
    example: 'Example sentence',
    moreTranslations: 'More translations',
  },
  choice: {
    label: 'Choose the answer',
    keysHint: 'Keys 1–4 choose an option.',
    correct: 'Correct',
    wrong: 'Not quite',
    answerWas: 'The answer: {answer}',
    youChose: 'You chose: {choice}',
  },
  typing: {
    label: 'Your answer',
    check: 'Check',
    characters: 'Special characters',
    insert: 'Insert {character}',
    tiers: {
      exact: 'Correct',
      normalised: 'Correct (case, spacing and punctuation do not count)',
      article: 'Correct (an article or “to” before the word does not count)',
      accents: 'Correct, but mind the accents',
      almost: 'Almost: one small typo. Counted as Hard.',
      synonym: 'Also right, but this card asks for another word. Counted as Hard.',
      wrong: 'Not quite',
    },
    accentsNote: 'You left out or changed an accent. The word is spelled {answer}.',
    almostNote:
      'One letter off or two letters swapped still counts, as Hard, so you see the word again soon.',
    otherWord: 'You typed {word}, which is another of your words.',
    synonym: 'You typed {word}, another of your words with this meaning.',
    answerWas: 'The answer: {answer}',
    diffLabel: 'Your answer compared with the right one',
    diffLegend:
      'Struck-through letters were typed but are not in the answer; underlined letters are missing.',
    extra: 'extra',
    missing: 'missing',
  },
  feedback: {
    next: 'Next',
    checking: 'Checking…',
    checkedOffline: 'Checked on this device. The server confirms when you are back online.',
    refused: 'This answer was not counted:',
    again: 'You will see this card again in this session.',
  },
  pronunciation: {
    toggle: 'Pronunciation',
    listen: 'Listen',
    unavailable: 'This browser cannot speak words aloud.',
  },
  sync: {
    saved: 'All answers saved',
    waiting: {
      one: '{count} answer waiting to sync',
      other: '{count} answers waiting to sync',
    } as PluralForms,
    offline: 'Offline: answers are kept on this device',
    syncing: 'Syncing answers…',
    failed: 'Could not sync yet; trying again shortly',
    signIn: 'Sign in again to sync your answers',
    rejected: {
      one: '{count} answer was not counted:',
      other: '{count} answers were not counted:',
    } as PluralForms,
    dismiss: 'Dismiss',
    syncNow: 'Sync now',
  },
  summary: {
    title: 'Session complete',
    answered: { one: 'You answered {count} card.', other: 'You answered {count} cards.' } as PluralForms,
    correct: '{correct} of {total} right',
    time: 'Time: {time}',
    ratings: 'Answers by rating',
    rating: 'Rating',
    count: 'Cards',
    studyAgain: 'Study again',
    missed: 'Words to go over again',
    studyMissed: 'Study them again now',
    offline: 'The rest of the summary shows once you are back online.',
  },
  // The server's refusals, by their code. Not LIMIT_REACHED: the server's English names this month's
  // limit and what the plan allows, shown as it is here; other languages say it in their own words.
  // The answers' own: a word removed since the session started, an option not shown, a device clock behind.
  refusals: {
    ...learnerRefusalsEn,
    WORD_NOT_FOUND: 'This word is no longer among your words.',
    INVALID_OPTION: 'The answer chosen was not one of the options shown.',
    REVIEWED_BEFORE_CARD: 'It is dated before the word was added: check this device’s clock.',
  } as Refusals,
  // Parts of speech named in this language (web/lib/i18n/parts-of-speech.ts); others shown as stored.
  partsOfSpeech: partOfSpeechNames.en,
};

export type StudyMessages = Widen<typeof studyEn>;
