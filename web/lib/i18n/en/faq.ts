import type { PluralForms } from '../plural';
import type { Widen } from '../widen';

export const faqCategories = [
  'getting-started',
  'words',
  'sessions',
  'stories',
  'account',
  'premium',
  'troubleshooting',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const faq = {
  title: 'Frequently Asked Questions — Vocably',
  description:
    'Answers about getting started, words and study sets, study sessions, AI stories, your account, Pro subscriptions and troubleshooting.',
  heading: 'Frequently Asked Questions',
  intro:
    'Quick answers to the questions learners ask most. Can’t find yours? Our support team replies within 24 hours.',
  searchLabel: 'Search questions',
  searchPlaceholder: 'Type a word, such as “offline”',
  filterLabel: 'Filter by category',
  all: 'All',
  results: { one: '{count} question shown', other: '{count} questions shown' },
  empty: 'No questions match your search. Try another word or choose All.',
  contact: 'Contact support',
  categories: {
    'getting-started': 'Getting Started',
    words: 'Words & Study Sets',
    sessions: 'Study Sessions',
    stories: 'Stories',
    account: 'Account & Settings',
    premium: 'Premium & Subscription',
    troubleshooting: 'Troubleshooting',
  },
  entries: [
    {
      category: 'getting-started',
      question: 'How do I start using Vocably?',
      answer:
        'Download the app from the App Store or Google Play, create a free account with your email, Google or Apple, choose the language you are learning, and add your first words.',
    },
    {
      category: 'getting-started',
      question: 'Is Vocably free?',
      answer:
        'Yes. The Free plan includes every study method, progress tracking and daily reminders, with up to 20 words, 4 study sets, 3 AI stories and 50 study sessions a month.',
    },
    {
      category: 'getting-started',
      question: 'Which languages can I learn?',
      answer:
        'You can learn Spanish, French, German, Italian, Portuguese and English, and hear every word spoken. The app itself is available in English and Hebrew.',
    },
    {
      category: 'words',
      question: 'How do I add words?',
      answer:
        'Tap Add, type a word and pick the meaning you want. Vocably fills in the definition, translation, pronunciation and examples, which you can edit. You can also add whole curated collections.',
    },
    {
      category: 'words',
      question: 'What is a study set?',
      answer:
        'A study set is a group of words you choose, for example for a trip or a chapter of your course. You can study one set or everything that is due.',
    },
    {
      category: 'sessions',
      question: 'Which study methods are there?',
      answer:
        'Flashcards, multiple choice with 4 options, and typing. Every method is included in the Free plan.',
    },
    {
      category: 'sessions',
      question: 'How does Vocably decide what I review?',
      answer:
        'Spaced repetition: each answer updates when the word comes back. Words you know well return after longer gaps; words you miss come back sooner.',
    },
    {
      category: 'sessions',
      question: 'How do streaks work?',
      answer:
        'Complete at least one study session a day to grow your streak. A daily reminder at the time you choose helps you keep it.',
    },
    {
      category: 'sessions',
      question: 'Can I study offline?',
      answer:
        'Yes, on every plan. A study session you have started keeps going without a connection: your answers are kept on your device and sent when you are back online. On the web, starting a session needs a connection. Pronunciation needs one too when your device has no voice for the word’s language.',
    },
    {
      category: 'stories',
      question: 'How do AI stories work?',
      answer:
        'Choose at least 3 of your words and a length: Very Short, Short, Medium or Long. Vocably writes a short story that uses every word, so you see them in context.',
    },
    {
      category: 'stories',
      question: 'How many stories can I create?',
      answer: 'The Free plan includes 3 AI stories and Pro includes 20.',
    },
    {
      category: 'account',
      question: 'How do I reset my password?',
      answer:
        'On the sign-in screen, choose Forgot password, enter your email and follow the link we send you.',
    },
    {
      category: 'account',
      question: 'Can I switch the app language?',
      answer:
        'Yes. Open Settings and choose English or Hebrew; the whole app switches, including right-to-left layout.',
    },
    {
      category: 'premium',
      question: 'What does Pro cost?',
      answer:
        'Pro Monthly is $6.99 a month and Pro Yearly is $59.99 a year, about 28.5% less than paying monthly. Payments go through the App Store or Google Play.',
    },
    {
      category: 'premium',
      question: 'What are Pro’s advanced analytics?',
      answer:
        'A section at the end of the Statistics page, from your own answers: how well you remember young and mature words, the hours of the day you remember best, your hardest words and how strong your memory of your words is.',
    },
    {
      category: 'premium',
      question: 'Can I get a refund?',
      answer: 'Yes. Pro comes with a 30-day money-back guarantee from your first payment.',
    },
    {
      category: 'premium',
      question: 'When does a plan change take effect?',
      answer: 'Upgrades, downgrades and cancellations apply at the start of your next billing cycle.',
    },
    {
      category: 'troubleshooting',
      question: 'My words are not syncing between devices.',
      answer:
        'Check that you are signed in with the same account on both devices and that you are online, then pull down to refresh. Cloud sync is included in every plan, Free too.',
    },
    {
      category: 'troubleshooting',
      question: 'I do not hear any pronunciation.',
      answer:
        'Turn off silent mode and raise the media volume. A word is spoken by your device’s voice for its language when there is one; otherwise Vocably plays speech made on its server, which needs a connection. The server has no voice for Hebrew, Japanese or Thai yet: words in those languages are heard only on a device with a voice for them.',
    },
  ],
} as const;

export type FaqMessages = Widen<Omit<typeof faq, 'entries' | 'results'>> & {
  readonly results: PluralForms;
  readonly entries: readonly { category: FaqCategory; question: string; answer: string }[];
};
