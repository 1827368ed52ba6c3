import type { PluralForms } from '~/web/lib/i18n/plural';
import type { Widen } from '~/web/lib/i18n/widen';

// What the study screen says when the server found nothing to study: a table of its own, in both
// languages, loaded with that screen (../components/nothing-to-study.tsx), which shows only after the
// server answered. The study screen's first load carries none of it.

const emptyEn = {
  title: 'Nothing to study right now',
  nextDue: 'Your next card is due {time}.',
  limitReached:
    'You have studied today’s allowance of reviews and new words. Come back tomorrow, or raise the daily limits in Settings.',
  newLimitReached: {
    one: 'You have studied today’s new words: {count} more waits for tomorrow. Come back then, or raise the daily limits in Settings.',
    other:
      'You have studied today’s new words: {count} more wait for tomorrow. Come back then, or raise the daily limits in Settings.',
  } as PluralForms,
  // The learner's new-word limit is 0: none are held for tomorrow, none come until it is raised.
  newWordsOff: {
    one: 'New words are turned off: {count} new word waits. Raise the daily new-word limit in Settings to study it.',
    other:
      'New words are turned off: {count} new words wait. Raise the daily new-word limit in Settings to study them.',
  } as PluralForms,
  // The review maximum is 0: new words count towards it, so nothing comes tomorrow either.
  reviewsOff:
    'Studying is turned off: your daily review maximum is 0, and new words count towards it. Raise it in Settings to study.',
  settings: 'Settings',
  noWords: 'Add words to start studying.',
  addWords: 'Add words',
};

const emptyHe: Widen<typeof emptyEn> = {
  title: 'אין מה לתרגל כרגע',
  nextDue: 'הכרטיס הבא יגיע {time}.',
  limitReached:
    'סיימת להיום את המכסה של החזרות והמילים החדשות. חזרו מחר, או הגדילו את המגבלות היומיות בהגדרות.',
  newLimitReached: {
    one: 'סיימת את המילים החדשות של היום: עוד מילה חדשה אחת מחכה למחר. חזרו מחר, או הגדילו את המגבלות היומיות בהגדרות.',
    two: 'סיימת את המילים החדשות של היום: עוד {count} מילים חדשות מחכות למחר. חזרו מחר, או הגדילו את המגבלות היומיות בהגדרות.',
    other:
      'סיימת את המילים החדשות של היום: עוד {count} מילים חדשות מחכות למחר. חזרו מחר, או הגדילו את המגבלות היומיות בהגדרות.',
  },
  newWordsOff: {
    one: 'לימוד מילים חדשות כבוי: מילה חדשה אחת מחכה. כדי ללמוד אותה, הגדילו בהגדרות את מגבלת המילים החדשות היומית.',
    two: 'לימוד מילים חדשות כבוי: {count} מילים חדשות מחכות. כדי ללמוד אותן, הגדילו בהגדרות את מגבלת המילים החדשות היומית.',
    other:
      'לימוד מילים חדשות כבוי: {count} מילים חדשות מחכות. כדי ללמוד אותן, הגדילו בהגדרות את מגבלת המילים החדשות היומית.',
  },
  reviewsOff:
    'התרגול כבוי: מגבלת החזרות היומית שלך היא 0, וגם מילים חדשות נספרות בה. כדי לתרגל, הגדילו אותה בהגדרות.',
  settings: 'הגדרות',
  noWords: 'כדי להתחיל לתרגל, מוסיפים מילים.',
  addWords: 'להוספת מילים',
};

export const emptyMessages = { en: emptyEn, he: emptyHe };
export type EmptyMessages = Widen<typeof emptyEn>;
