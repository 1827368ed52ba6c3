import { learnerRefusalsHe } from '~/web/lib/i18n/learner-refusals-he';
import type { StoriesMessages } from './en';

export const storiesHe: StoriesMessages = {
  title: 'סיפורים',
  intro: 'סיפור קצר שנכתב סביב מילים שאתם לומדים: קריאה בהקשר עוזרת לזכור אותן.',
  backToDashboard: 'חזרה ללוח הבקרה',
  create: {
    title: 'כתיבת סיפור חדש',
    words: 'בחירת מילים',
    wordsHint: 'בוחרים בין {min} ל-{max} מהמילים שלך.',
    search: 'חיפוש במילים שלך',
    selected: { one: 'נבחרה מילה אחת', two: 'נבחרו שתי מילים', other: 'נבחרו {count} מילים' },
    remove: 'הסרת {word}',
    noWords: 'עדיין אין לך מילים. קודם מוסיפים מילים.',
    noMatches: 'אין מילים שמתאימות לחיפוש.',
    loadMore: 'להצגת מילים נוספות',
    wordsFailed: 'לא הצלחנו לטעון את המילים שלך.',
    tooMany: 'סיפור יכול להשתמש בעד {max} מילים.',
    length: 'אורך',
    lengths: {
      'Very Short': 'קצר מאוד',
      Short: 'קצר',
      Medium: 'בינוני',
      Long: 'ארוך',
    },
    range: '{min}–{max} מילים',
    submit: 'ליצירת הסיפור',
    writing: 'כותבים את הסיפור…',
    needMore: {
      one: 'צריך לבחור עוד מילה אחת: סיפור צריך לפחות 3 מילים.',
      two: 'צריך לבחור עוד שתי מילים: סיפור צריך לפחות 3 מילים.',
      other: 'צריך לבחור עוד {count} מילים: סיפור צריך לפחות 3 מילים.',
    },
    failed: 'לא הצלחנו לכתוב את הסיפור.',
    retry: 'לנסות שוב',
  },
  list: {
    title: 'הסיפורים שלך',
    empty: 'עדיין אין סיפורים. בוחרים שלוש מילים למעלה כדי לכתוב את הראשון.',
    words: { one: 'מילה אחת', other: '{count} מילים' },
    read: 'לקריאה',
    delete: 'מחיקה',
    deleteTitle: 'למחוק את הסיפור?',
    deleteBody: '״{title}״ יימחק לצמיתות.',
    cancel: 'ביטול',
    deleted: 'הסיפור נמחק',
    deleteFailed: 'לא הצלחנו למחוק את הסיפור.',
    untitled: 'סיפור ללא כותרת',
    loadMore: 'להצגת סיפורים נוספים',
    loadFailed: 'לא הצלחנו לטעון את הסיפורים שלך.',
    moreFailed: 'לא הצלחנו לטעון סיפורים נוספים.',
    retry: 'לנסות שוב',
  },
  generator: {
    template: 'תבנית, לא בינה מלאכותית',
    templateHint:
      'הורכב בשרת שלנו, בלי בינה מלאכותית, ממשפטים לדוגמה שכתבנו לכל מילה. הכפתור שאחרי משפט מציג את התרגום שלו.',
    ai: 'נכתב בבינה מלאכותית',
  },
  reader: {
    backToStories: 'כל הסיפורים',
    chosenWords: 'המילים שלך בסיפור',
    wordHint: 'נוגעים במילה מודגשת או עוברים אליה במקלדת כדי לראות את פירושה.',
    showTranslation: 'להצגת התרגום',
    hideTranslation: 'להסתרת התרגום',
    definitionOf: 'מה פירוש ״{word}״',
    noDefinition: 'המילה הזו כבר לא נמצאת במילים שלך.',
    loadingDefinition: 'טוען…',
    definitionFailed: 'לא הצלחנו לטעון את הפירוש.',
    close: 'סגירה',
    notFound: 'הסיפור הזה לא קיים, או שנמחק.',
  },
  limit: {
    title: 'הגעת למגבלת התוכנית',
    upgrade: 'לתוכניות Pro',
  },
  // Also the refusals the English table leaves to the server's English (./en.ts). LIMIT_REACHED is
  // said by the learner's tier (the refusal's details: Pro learners cannot upgrade) with its {limit};
  // without details, the plain one names both ways past the limit.
  refusals: {
    ...learnerRefusalsHe,
    'LIMIT_REACHED:regularUser':
      'הגעת למגבלה של {limit} סיפורים בתוכנית החינמית. אפשר לשדרג ל־Pro כדי לכתוב עוד סיפורים, או למחוק סיפור קיים קודם.',
    'LIMIT_REACHED:premiumUser':
      'הגעת למגבלה של {limit} סיפורים. אפשר למחוק סיפור קיים קודם, או לפנות לתמיכה כדי להגדיל את המגבלה.',
    LIMIT_REACHED:
      'הגעת למגבלת הסיפורים של התוכנית שלך. כדי לכתוב סיפור נוסף, אפשר למחוק סיפור קיים, לשדרג את התוכנית או לפנות לתמיכה כדי להגדיל את המגבלה.',
    STORY_TOO_FEW_WORDS: 'סיפור צריך לפחות {min} מילים.',
    TOO_MANY_STORIES: 'ביקשת כמה סיפורים בדקה האחרונה. אפשר לחכות דקה ולנסות שוב.',
    STORY_GENERATOR_FAILED: 'מחולל הסיפורים לא כתב את הסיפור. אפשר לנסות שוב.',
    STORY_TOO_LONG: 'מחולל הסיפורים כתב סיפור באורך הלא נכון. אפשר לנסות שוב.',
    STORY_WRONG_LANGUAGE: 'מחולל הסיפורים לא כתב בשפה שאת/ה לומד/ת. אפשר לנסות שוב.',
    STORY_INCOMPLETE: 'מחולל הסיפורים השמיט חלק מהמילים שלך. אפשר לנסות שוב, או לבחור מילים אחרות.',
    WORD_NOT_FOUND: 'מילה שבחרת כבר לא נמצאת במילים שלך. צריך לבחור את המילים מחדש.',
    STORY_NOT_FOUND: 'הסיפור הזה כבר לא קיים. אפשר לטעון את הדף מחדש כדי לראות את הסיפורים כפי שהם.',
  },
};
