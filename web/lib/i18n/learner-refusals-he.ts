import type { learnerRefusalsEn } from './learner-refusals-en';
import type { Widen } from './widen';

// The learner pages' common refusals in Hebrew (a file of its own: English pages do not load it).
export const learnerRefusalsHe: Widen<typeof learnerRefusalsEn> = {
  UNAUTHENTICATED: 'יצאת מהחשבון. צריך להתחבר שוב ולנסות עוד פעם.',
  EMAIL_NOT_VERIFIED: 'קודם צריך לאמת את כתובת האימייל: בקישור ששלחנו אליך.',
  CROSS_SITE_REQUEST: 'הבקשה לא הגיעה מדף מהימן של האתר, ולכן נדחתה. אפשר לטעון את הדף מחדש ולנסות שוב.',
  INTERNAL: 'משהו השתבש אצלנו. אפשר לנסות שוב.',
  CHANGED_MEANWHILE: 'משהו שהשינוי הזה נוגע בו נמחק בינתיים. אפשר לטעון את הדף מחדש ולנסות שוב.',
  INVALID_CHARACTERS: 'בטקסט יש תווים שאי אפשר לשמור.',
  PAYLOAD_TOO_LARGE: 'מה שנשלח גדול מדי.',
  NETWORK_FAILURE: 'אין חיבור לשרת. כדאי לבדוק את החיבור לאינטרנט ולנסות שוב.',
};
