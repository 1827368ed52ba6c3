import { learnerRefusalsHe } from '~/web/lib/i18n/learner-refusals-he';
import type { CollectionsMessages } from './en';

export const collectionsHe: CollectionsMessages = {
  title: 'אוספים',
  intro: 'רשימות מילים מוכנות: המילים הנפוצות ביותר ונושאים יומיומיים. מוסיפים אוסף והוא הופך לערכת לימוד.',
  backToDashboard: 'חזרה ללוח הבקרה',
  noLanguage: 'כדי לראות אוספים, צריך לבחור בהגדרות את השפה שלומדים.',
  settings: 'להגדרות',
  loadFailed: 'לא הצלחנו לטעון את האוספים.',
  frequency: 'המילים הנפוצות ביותר',
  frequencyHint: 'לפי תדירות השימוש במילה: כדאי להתחיל במאה הראשונות.',
  themes: 'נושאים',
  themesHint: 'מילים ששייכות זו לזו.',
  level: 'רמה {level}',
  words: { one: 'מילה אחת', two: 'שתי מילים', other: '{count} מילים' },
  preview: 'תצוגה מקדימה',
  previewOf: 'תצוגה מקדימה של {name}',
  hidePreview: 'הסתרת המילים',
  previewTitle: 'המילים באוסף {name}',
  previewFailed: 'לא הצלחנו לטעון את המילים.',
  add: 'הוספה למילים שלי',
  addOf: 'הוספת {name} למילים שלי',
  adding: 'מוסיפים…',
  addFailed: 'לא הצלחנו להוסיף את האוסף.',
  added: {
    title: '{name} הוא עכשיו ערכת לימוד',
    newWords: { one: 'נוספה מילה חדשה אחת.', other: 'נוספו {count} מילים חדשות.' },
    alreadyHad: {
      one: 'מילה אחת שכבר הייתה לך נמצאת גם בערכה.',
      other: '{count} מילים שכבר היו לך נמצאות גם בערכה.',
    },
    openSet: 'לפתיחת הערכה',
    study: 'לתרגול עכשיו',
  },
  limit: {
    title: 'הגעת למגבלת התוכנית',
    notAdded: {
      one: 'מילה אחת לא נוספה: התוכנית שלך מכילה עד {limit} מילים.',
      other: '{count} מילים לא נוספו: התוכנית שלך מכילה עד {limit} מילים.',
    },
    upgrade: 'לתוכניות Pro',
  },
  // Also the refusals the English table leaves to the server's English (./en.ts). A plan limit's is
  // said by the learner's tier (the refusal's details: Pro learners cannot upgrade) with its {limit}:
  // the study sets' limit (an added collection becomes a set), or the words' ('LIMIT_REACHED:words…').
  // Without details, the plain one names both ways past the limit.
  refusals: {
    ...learnerRefusalsHe,
    'LIMIT_REACHED:regularUser':
      'הגעת למגבלה של {limit} ערכות לימוד בתוכנית החינמית, ואוסף שמוסיפים הופך לערכת לימוד. אפשר לשדרג ל־Pro כדי ליצור עוד ערכות, או למחוק ערכה קיימת קודם.',
    'LIMIT_REACHED:premiumUser':
      'הגעת למגבלה של {limit} ערכות לימוד, ואוסף שמוסיפים הופך לערכת לימוד. אפשר למחוק ערכה קיימת קודם, או לפנות לתמיכה כדי להגדיל את המגבלה.',
    LIMIT_REACHED:
      'הגעת למגבלה של {limit} ערכות לימוד בתוכנית שלך, ואוסף שמוסיפים הופך לערכת לימוד. אפשר למחוק ערכה קיימת, לשדרג את התוכנית או לפנות לתמיכה כדי להגדיל את המגבלה.',
    // A collection none of whose words the learner holds, added at the words' limit: no set is made.
    'LIMIT_REACHED:words:regularUser':
      'הגעת למגבלה של {limit} מילים בתוכנית החינמית, ואף מילה מהאוסף הזה עוד לא נמצאת אצלך, ולכן לא נוצרה ערכת לימוד. אפשר לשדרג ל־Pro כדי לשמור הרבה יותר מילים, או למחוק מילים שכבר לא צריך.',
    'LIMIT_REACHED:words:premiumUser':
      'הגעת למגבלה של {limit} מילים, ואף מילה מהאוסף הזה עוד לא נמצאת אצלך, ולכן לא נוצרה ערכת לימוד. אפשר למחוק מילים שכבר לא צריך, או לפנות לתמיכה כדי להגדיל את המגבלה.',
    'LIMIT_REACHED:words':
      'הגעת למגבלה של {limit} מילים בתוכנית שלך, ואף מילה מהאוסף הזה עוד לא נמצאת אצלך, ולכן לא נוצרה ערכת לימוד. אפשר למחוק מילים שכבר לא צריך, לשדרג את התוכנית או לפנות לתמיכה כדי להגדיל את המגבלה.',
    COLLECTION_NOT_FOUND: 'האוסף הזה כבר לא מוצע. אפשר לטעון את הדף מחדש כדי לראות את האוספים כפי שהם.',
    COLLECTION_EMPTY: 'אף מילה מהאוסף הזה עוד לא נמצאת במילון, ולכן אין מה להוסיף.',
  },
};
