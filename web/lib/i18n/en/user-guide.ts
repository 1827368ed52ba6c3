import type { DocPageMessages } from '../doc-page-messages';

export const userGuide: DocPageMessages = {
  title: 'User Guide — Vocably',
  description:
    'How to add words, use flashcards, multiple choice and typing, create AI stories, keep your streak and read your statistics in Vocably.',
  heading: 'User Guide',
  intro: 'Everything you need to get the most out of Vocably, from your first word to your hundredth day.',
  sections: [
    {
      heading: 'Adding words',
      paragraphs: [
        'Tap Add on the home screen and type the word you want to learn. Vocably suggests its meanings; pick the one you need and the app fills in the definition, translation, pronunciation and example sentences. Everything can be edited.',
        'To start quickly, open Collections and add a curated list for your level, such as the first 100 words or a theme like food and drink.',
      ],
    },
    {
      heading: 'Study sets',
      paragraphs: [
        'Group words into study sets to focus on one topic. Open a set and tap Study to practise just those words, or study everything that is due from the home screen.',
      ],
    },
    {
      heading: 'Study methods',
      paragraphs: ['Every study session uses active recall. Choose the method that suits the moment:'],
      items: [
        'Flashcards: see the word, think of the answer, flip the card and rate how well you knew it.',
        'Multiple choice: choose the right meaning from 4 options.',
        'Typing: type the word from its meaning to practise spelling.',
      ],
    },
    {
      heading: 'AI stories',
      paragraphs: [
        'Stories show your words in context. Open Stories, tap New story, choose at least 3 words and pick a length: Very Short, Short, Medium or Long. Vocably writes a story that uses every word and highlights them so you can tap for the meaning.',
      ],
    },
    {
      heading: 'Streaks and reminders',
      paragraphs: [
        'Finish at least one study session a day to grow your streak. Set a daily reminder in Settings at a time that suits you; missing a day resets the streak, so a short session is always better than none.',
      ],
    },
    {
      heading: 'Statistics',
      paragraphs: [
        'The Statistics page shows your current and longest streak, a calendar of the days you studied in the last year, your reviews per day over the last 30 days, 3 months or year, and how many reviews fall due in each of the next 30 days.',
        'It also shows your words by status (new, learning and learned), today’s reviews and what is still due today, the time you have studied today and in all, your true retention (of the last 30 days’ reviews of words you had known for three weeks or more, the share you remembered) and the achievements you have earned.',
        'With Pro, the page ends with advanced analytics: how well you remembered young words (reviewed after less than 21 days) and mature ones (21 days or more) in the last 30 days, the hours of the day you remember best over the last 90 days, your hardest words (those forgotten most often, with when each is next due) and memory strength (your words by how many days their memory lasts). On the Free plan the section shows what it offers and the way to Pro.',
      ],
    },
  ],
};
