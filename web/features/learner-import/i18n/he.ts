import { learnerRefusalsHe } from '~/web/lib/i18n/learner-refusals-he';
import type { ImportMessages } from './en';

export const importHe: ImportMessages = {
  title: 'ייבוא מילים',
  intro:
    'אפשר להביא לכאן חפיסות Anki ‏(‎.apkg, .colpkg‎), סטים של Quizlet (בייצוא כטקסט) ורשימות CSV או TSV. מילים שנמצאות במילון יקבלו את הנתונים שלו, והיסטוריית החזרות שלך ב־Anki תעבור איתן.',
  backToDashboard: 'חזרה ללוח הבקרה',
  file: 'קובץ לייבוא',
  fileHint: 'עד ‎100 MB‎. קבצי שמע ותמונות לא מיובאים.',
  detected: 'ייקרא בתור: {format}',
  formats: { anki: 'חפיסת Anki', csv: 'רשימת CSV', tsv: 'רשימת TSV', quizlet: 'סט של Quizlet' },
  language: 'שפת המילים',
  languageHint: 'המילים ייבדקו מול המילון של השפה הזו.',
  reading: 'קוראים את הקובץ…',
  refused: 'אי אפשר לייבא את הקובץ הזה',
  readFailed: 'לא הצלחנו לקרוא את הקובץ כרגע',
  preview: 'מה ייובא',
  notes: '{count} פתקים',
  media: '{count} קבצי שמע או תמונות בחפיסה הזו לא ייובאו.',
  separator: 'תו מפריד',
  separators: { comma: 'פסיק', tab: 'טאב', semicolon: 'נקודה־פסיק', bar: 'קו אנכי' },
  hasHeader: 'השורה הראשונה היא שמות העמודות',
  wordColumn: 'עמודת המילה',
  meaningColumn: 'עמודת הפירוש',
  tagsColumn: 'עמודת התגיות',
  none: 'ללא',
  column: 'עמודה {number}',
  firstRows: 'השורות הראשונות בקובץ',
  wordField: 'שדה המילה',
  meaningField: 'שדה הפירוש',
  start: 'ייבוא',
  starting: 'מעלים…',
  startFailed: 'לא הצלחנו להתחיל את הייבוא',
  queued: 'ממתינים להתחלה…',
  running: 'מייבאים…',
  progress: 'התקדמות הייבוא',
  statusUnavailable: 'לא ניתן היה לבדוק כרגע את התקדמות הייבוא; מנסים שוב…',
  statusFailed: 'לא ניתן היה לבדוק את התקדמות הייבוא',
  retry: 'לנסות שוב',
  done: 'הייבוא הסתיים',
  failed: 'הייבוא נכשל',
  failedPartly:
    'הייבוא נעצר באמצע; מה שכבר נוסף נשמר. ייבאו את הקובץ שוב (אחרי שתתקנו אותו) והמילים שכבר יש לכם ידולגו.',
  counts: {
    notes: 'פתקים ושורות שנקראו',
    words: 'מילים שנוספו',
    reviews: 'חזרות שנוספו',
    duplicates: 'כבר ברשימת המילים שלך',
    skipped: 'אין בהם מה ללמוד',
    overLimit: 'לא נכנסו בגלל מגבלת התוכנית',
  },
  overLimitTitle: 'הגעת למגבלת המילים של התוכנית שלך',
  overLimitText:
    '{count} מילים לא נכנסו: התוכנית שלך שומרת עד {limit} מילים. עם Pro אפשר לשמור יותר; אחר כך אפשר לייבא את הקובץ שוב, והמילים שכבר יש לך ידולגו.',
  overLimitTextPro:
    '{count} מילים לא נכנסו: התוכנית שלך שומרת עד {limit} מילים. אפשר למחוק כמה מילים או לפנות לתמיכה כדי להגדיל את המגבלה; אחר כך אפשר לייבא את הקובץ שוב, והמילים שכבר יש לך ידולגו.',
  upgrade: 'לפרטים על Pro',
  viewWords: 'למילים שלך',
  another: 'ייבוא קובץ נוסף',
  recent: 'הייבואים האחרונים שלך',
  // Also the refusals the English table leaves to the server's English (./en.ts).
  refusals: {
    ...learnerRefusalsHe,
    FILE_TOO_LARGE:
      'הקובץ גדול מ־‎{max} MB‎, הגודל המרבי לייבוא. אפשר לייצא פחות חפיסות בכל פעם, או בלי קבצי מדיה.',
    PREVIEW_BUSY: 'הקובץ הקודם שלך עדיין נקרא; צריך לחכות לו לפני שבוחרים קובץ אחר.',
    PREVIEWS_BUSY: 'קבצים אחרים נקראים ממש עכשיו; אפשר לנסות שוב בעוד רגע.',
    IMPORTS_BUSY: 'כבר יש לך ייבואים בתהליך, כמה שאפשר בבת אחת; צריך לחכות שאחד מהם יסתיים.',
    IMPORT_NOT_FOUND: 'הייבוא הזה כבר לא קיים.',
    IMPORT_SPREADSHEET:
      'זו חוברת עבודה של גיליון אלקטרוני, ואי אפשר לייבא אותה כמו שהיא. שמרו אותה מ־Excel בתור ‎CSV UTF-8‎ וייבאו את הקובץ הזה.',
    IMPORT_FILE_NOT_UTF8:
      'הקובץ הזה אינו טקסט בקידוד UTF-8. ב־Excel שמרו אותו בתור ‎CSV UTF-8 (Comma delimited)‎ ונסו שוב.',
    IMPORT_FILE_REFUSED:
      'אי אפשר לייבא את הקובץ הזה: הוא לא חבילת Anki או רשימה שאפשר לקרוא, או שהוא פגום, לא בטוח או גדול מדי אחרי פריסה. הפירוט, באנגלית: {reason}',
  },
};
