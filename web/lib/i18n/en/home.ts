import type { Widen } from '../widen';

export const home = {
  title: 'Vocably — Master Any Language One Word at a Time',
  description:
    'Master vocabulary with spaced repetition and active recall. Flashcards, quizzes and AI stories built from your own words, on iOS and Android.',
  hero: {
    badge: 'AI-Powered Vocabulary Learning',
    headline: 'Master Any Language One Word at a Time',
    tagline: 'Master vocabulary with spaced repetition and active recall.',
    body: 'Vocably schedules every word for review just before you would forget it, then tests you with flashcards, quizzes and short AI stories written around the words you are learning.',
    webSignUp: 'Start free on the web',
    secondary: 'See how it works',
    image: '/images/app-screenshot.svg',
    screenshotAlt:
      'The Vocably app on a phone: a flashcard for the Spanish word “aprender” with its translation, a daily goal ring and a 12-day streak.',
    calloutStreak: '12-day streak',
    calloutStreakDetail: 'Keep it going today',
    calloutStory: 'New AI story',
    calloutStoryDetail: 'Built from 5 of your words',
  },
  features: {
    heading: 'Everything you need to make words stick',
    intro: 'Short, focused sessions that adapt to you, and the tools to see your progress grow.',
    cards: [
      {
        title: 'Spaced repetition',
        body: 'Each word comes back right before you would forget it, so reviews stay short and memories last.',
      },
      {
        title: 'Active recall',
        body: 'Flashcards, multiple choice and typing make you retrieve the word, not just recognise it.',
      },
      {
        title: 'AI stories',
        body: 'Short stories written around your own words show them in context at the length you choose.',
      },
      {
        title: 'Progress analytics',
        body: 'See what you have mastered, what needs work and how your streak and retention evolve.',
      },
      {
        title: 'Custom study sets',
        body: 'Group words by topic, trip or exam and study exactly what matters to you this week.',
      },
      {
        title: 'Every word spoken',
        body: 'Hear every word of the six languages we teach: your device’s voice, or speech made by Vocably.',
      },
    ],
    statsLabel: 'Vocably in numbers',
    stats: [
      { value: '10K+', label: 'active learners' },
      { value: '1M+', label: 'words learned' },
      { value: '95%', label: 'retention rate' },
    ],
  },
  howItWorks: {
    heading: 'How It Works',
    intro: 'From download to your first mastered word in four steps.',
    steps: [
      {
        title: 'Download and sign up',
        body: 'Download the app from the App Store or Google Play and create a free account.',
      },
      {
        title: 'Add your words',
        body: 'Add your own words or pick from curated collections for your level and goals.',
      },
      {
        title: 'Study your way',
        body: 'Study with flashcards, quizzes and AI stories in sessions of just a few minutes.',
      },
      {
        title: 'Track your progress',
        body: 'Track your progress with analytics and achievements, and keep your streak alive.',
      },
    ],
  },
  testimonials: {
    heading: 'Loved by learners',
    intro: 'People learning for travel, work and exams tell us what changed.',
    ratingLabel: 'Rated {rating} out of 5',
    items: [
      {
        name: 'Maya Cohen',
        role: 'University student, learning Spanish',
        rating: 5,
        image: '/images/testimonials/maya-cohen.svg',
        content:
          'I finally remember the words from class. Ten minutes on the bus each morning and my exam vocabulary was done weeks early.',
      },
      {
        name: 'Daniel Brooks',
        role: 'Software engineer, learning German',
        rating: 5,
        image: '/images/testimonials/daniel-brooks.svg',
        content:
          'The AI stories are the best part. Reading my own words in a short story makes them stick in a way lists never did.',
      },
      {
        name: 'Sofia Martins',
        role: 'Nurse, learning English',
        rating: 4,
        image: '/images/testimonials/sofia-martins.svg',
        content:
          'I study medical terms in a custom set and review on my breaks, even offline. My streak is at 94 days and counting.',
      },
    ],
  },
  cta: {
    heading: 'Start learning today',
    body: 'Download Vocably for free on iPhone or Android and learn your first words in minutes.',
    webSignUp: 'Or start free on the web',
    qrNote: 'Scan the QR code with your phone’s camera to get the app on mobile.',
    qrAlt: 'QR code linking to the Vocably download page',
  },
} as const;

export type HomeMessages = Widen<typeof home>;
