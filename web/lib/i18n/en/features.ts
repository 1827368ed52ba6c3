import type { Widen } from '../widen';

export const features = {
  title: 'Features — Vocably',
  description:
    'Flashcards, multiple choice, typing and AI stories; study sets, analytics and streaks; cloud sync, offline mode and native pronunciation.',
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
          body: 'Pick the right meaning from 4 options. Distractors come from your own list, so every question is a real test.',
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
          body: 'Start fast with ready-made collections for everyday life, travel, business and exam preparation.',
        },
        {
          title: 'Progress analytics',
          body: 'Charts of words learned, accuracy and retention show which words are solid and which need another look.',
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
          title: 'Native pronunciation',
          body: 'Listen to each word spoken by a native voice, and slow it down when you need to.',
        },
        {
          title: 'English and Hebrew',
          body: 'Use the app in English or Hebrew, with full right-to-left support, while you learn many other languages.',
        },
      ],
    },
  ],
  ctaHeading: 'Ready to try it?',
  ctaBody: 'Every study method is free. Upgrade to Pro when you want more words, stories and offline mode.',
  ctaPricing: 'Compare plans',
} as const;

export type FeaturesMessages = Widen<typeof features>;
