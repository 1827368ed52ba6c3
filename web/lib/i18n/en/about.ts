import type { DocPageMessages } from '../doc-page-messages';

export const about: DocPageMessages = {
  title: 'About Vocably — Vocably',
  description:
    'Vocably helps language learners remember the words they study, with spaced repetition, active recall and AI stories.',
  heading: 'About Vocably',
  intro:
    'We build Vocably because learning a language should not mean forgetting most of the words you worked hard to learn.',
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        'Words are the building blocks of every language. Grammar helps you put them together, but without vocabulary there is nothing to say. Our mission is to help every learner master vocabulary with spaced repetition and active recall, a few minutes at a time.',
      ],
    },
    {
      heading: 'What makes Vocably different',
      paragraphs: [
        'Decades of memory research show two things work: reviewing just before you would forget, and pulling answers out of memory rather than re-reading them. Vocably builds both into every session, and adds something new: short AI stories written around your own words, so you meet them in context.',
      ],
      items: [
        'Your words, not a fixed course: add what you need for work, travel or exams.',
        'Study methods that make you think: flashcards, multiple choice and typing.',
        'Progress you can see: analytics, streaks and achievements.',
        'Made for real life: cloud sync, offline mode and every word spoken aloud.',
      ],
    },
    {
      heading: 'Who we are',
      paragraphs: [
        'Vocably is made by a small team of engineers, designers and language teachers who have learned languages as adults themselves. We speak English and Hebrew every day, which is why the app does too, with full right-to-left support.',
      ],
    },
    {
      heading: 'Our promises',
      paragraphs: [
        'We keep the core of Vocably free: every study method is available on the Free plan. We do not sell your data, and we answer every support request within 24 hours.',
      ],
    },
  ],
};
