import type { Widen } from '../widen';

export const features = {
  title: 'Features — Vocably',
  description:
    'Flashcards, multiple choice, typing and AI stories; study sets, analytics and streaks; cloud sync, offline mode and every word spoken aloud.',
  heading: 'Features',
  intro:
    'Vocably combines proven memory science with tools that fit into a busy day. Here is everything the app does for you.',
  groups: [
    {
      title: 'Learning methods',
      items: [
        {
          title: 'Flashcards',
          body: 'Flip a card, say the answer to yourself, then rate how well you knew it. Your rating sets the next review.',
        },
        {
          title: 'Multiple choice',
          body: 'Pick the right answer from 4 options. The wrong ones come from your own words of the same kind, and from the dictionary while you have few, so every question is a real test.',
        },
        {
          title: 'Typing practice',
          body: 'Type the word from its meaning to train spelling and recall at the same time, with forgiving accent checks.',
        },
        {
          title: 'AI stories',
          body: 'Choose at least 3 words and a length (Very Short, Short, Medium or Long) and read a story that uses them all.',
        },
      ],
    },
    {
      title: 'Organization and tracking',
      items: [
        {
          title: 'Custom study sets',
          body: 'Collect words into sets by topic, course or trip, and study one set or everything that is due.',
        },
        {
          title: 'Curated collections',
          body: 'Start fast with ready-made collections in every language: the 1,000 commonest words in four steps, and themes such as family, food and drink, and time.',
        },
        {
          title: 'Progress analytics',
          body: 'Charts of your reviews per day and of the reviews due in the next 30 days, your words by status (new, learning, learned) and your true retention show how your studying is going and what comes next.',
        },
        {
          title: 'Streaks and achievements',
          body: 'A daily streak and milestones keep you motivated, and gentle daily reminders help you keep them.',
        },
      ],
    },
    {
      title: 'Platform features',
      items: [
        {
          title: 'Cloud sync',
          body: 'Your words, sets and progress follow you between your phone and tablet, always up to date.',
        },
        {
          title: 'Offline mode',
          body: 'Download your sets and keep studying on a plane or the underground; progress syncs when you are back online.',
        },
        {
          title: 'Words spoken aloud',
          body: 'Listen to your words: your device’s voice for its language when it has one, otherwise speech synthesised on our server (eSpeak NG), for every language but Hebrew, Japanese and Thai. A computer voice, not a recording of a native speaker.',
        },
        {
          title: 'English and Hebrew',
          body: 'Use the app in English or Hebrew, with full right-to-left support, while you learn many other languages.',
        },
      ],
    },
  ],
  ctaHeading: 'Ready to try it?',
  ctaBody:
    'Every study method is free. Upgrade to Pro when you want more words, study sets, stories and sessions.',
  ctaPricing: 'Compare plans',
} as const;

export type FeaturesMessages = Widen<typeof features>;
