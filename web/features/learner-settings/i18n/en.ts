import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import type { WithRefusals } from '~/web/lib/i18n/refusal-message';

// The learner's Settings page. Placeholders in {braces}.
export const settingsEn = {
  title: 'Settings',
  intro: 'Your languages, your daily study, and how Vocably looks and sounds on this device.',
  backToDashboard: 'Back to dashboard',
  loadFailed: 'Your settings could not be loaded',
  retry: 'Try again',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  saveFailed: 'Not saved',
  languages: {
    title: 'Languages',
    native: 'Your language',
    nativeHint: 'Translations and meanings are shown in it.',
    target: 'The language you are learning',
    none: 'Not chosen',
    same: 'Choose a language to learn other than your own.',
  },
  study: {
    title: 'Daily study',
    newCards: 'New words per day',
    newCardsHint: 'How many words you meet for the first time each day, within the maximum reviews per day.',
    newCardsInvalid: 'Enter a whole number from 0 to 9999.',
    maxReviews: 'Maximum reviews per day',
    maxReviewsHint: 'New words count toward this too: the words and reviews beyond it wait for the next day.',
    maxReviewsInvalid: 'Enter a whole number from 0 to 99999.',
    retention: 'Desired retention',
    retentionHint:
      'How sure you want to be of remembering a word when it comes back (80–97%): higher means more frequent reviews.',
    timeZone: 'Time zone',
    timeZoneHint:
      'Your study day ends at 4 in the morning in this time zone, so studying late at night still counts for that evening.',
    useDeviceZone: 'Use this device’s time zone ({zone})',
  },
  device: {
    title: 'On this device',
    pronunciation: 'Pronunciation',
    pronunciationHint:
      'Say each word aloud as it appears while you study: your device’s voice for its language, or speech made by Vocably’s server (not yet for Hebrew, Japanese or Thai).',
    pronunciationUnavailable: 'This browser cannot say words aloud.',
    siteLanguage: 'Site language',
    english: 'English',
    hebrew: 'Hebrew',
    theme: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'As the system',
  },
  data: {
    title: 'Your data',
    text: 'Download everything Vocably keeps about you (profile, words, study sets, stories, every review) as one JSON file.',
    filesText: 'Or take your words to another app: an Anki deck with your review history, or a spreadsheet.',
    exportAnki: 'Download an Anki deck (.apkg)',
    exportCsv: 'Download a spreadsheet (.csv)',
    export: 'Export my data',
    exporting: 'Preparing…',
    exported: 'Your data was downloaded.',
    failed: 'The export failed',
  },
  imports: {
    title: 'Bring your cards',
    text: 'Move your Anki decks, Quizlet sets or CSV lists into Vocably, with your Anki review history.',
    open: 'Import words',
  },
  schedule: {
    title: 'Your own schedule',
    text: 'Vocably schedules reviews with FSRS. Fitted to your own reviews, it learns how fast you forget and times each word for you.',
    optimise: 'Optimise my schedule',
    optimising: 'Fitting to your reviews…',
    failed: 'Your schedule was not optimised',
    current: 'Your schedule is fitted to {reviews} of your reviews ({date}).',
    defaults: 'Your schedule uses FSRS’s default parameters.',
    result:
      'On your history, the fitted schedule predicts whether you remember a word with a log loss of {after} (it was {before}) and an error of {afterRmse}% (it was {beforeRmse}%). Lower is better.',
    better: 'It fits you better than before, and is used from your next review.',
    notBetter: 'It fits you no better than before; you can go back to the defaults.',
    useDefaults: 'Use the default schedule',
    resetFailed: 'Your schedule was not changed back to the defaults',
  },
  deletion: {
    title: 'Delete my account',
    text: 'Your account, words, study sets, stories and review history are deleted for good. Purchase records are kept, with the name and email address they were made under, as accounting requires.',
    open: 'Delete my account',
    confirmTitle: 'Delete your account?',
    confirmText: 'This cannot be undone. To confirm it is you, enter your password.',
    password: 'Password',
    passwordHint: 'Not needed if you signed in within the last 10 minutes.',
    noPasswordText:
      'This cannot be undone. Your account has no password: to confirm it is you, sign in again with Google or Apple, then delete your account within 10 minutes.',
    noPasswordRefused: 'Sign in again with Google or Apple, then delete your account within 10 minutes.',
    confirm: 'Delete my account for good',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    failed: 'Your account was not deleted',
  },
  // The server's refusals on this page, by their code. NOT_ENOUGH_REVIEWS is left to the server's
  // English, which names the reviews the optimiser needs, has and still lacks.
  refusals: {
    ...learnerRefusalsEn,
    OPTIMIZE_BUSY: 'Your schedule is already being optimised. Wait for it to finish.',
    OPTIMIZERS_BUSY: 'Too many schedules are being optimised right now. Try again in a minute.',
    SETTINGS_CHANGED:
      'Your schedule settings changed while it was being optimised. Optimise it again to fit them.',
    REAUTHENTICATION_REQUIRED:
      'To delete your account, confirm your password (or sign in again and retry within 10 minutes).',
    INVALID_PASSWORD: 'The password is not correct.',
    TOO_MANY_ATTEMPTS: 'Too many wrong passwords. Please wait a minute and try again.',
    ACCOUNT_LOCKED: 'Too many failed attempts. Please try again later.',
    LAST_ADMIN: 'The last administrator cannot be deleted.',
  },
};

export type SettingsMessages = WithRefusals<typeof settingsEn>;
