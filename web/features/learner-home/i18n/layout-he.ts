import type { LayoutMessages } from './layout-en';

export const layoutHe: LayoutMessages = {
  skipToContent: 'דילוג לתוכן',
  nav: 'לומדים',
  home: 'בית',
  words: 'מילים',
  sets: 'ערכות לימוד',
  collections: 'אוספים',
  study: 'תרגול',
  stories: 'סיפורים',
  statistics: 'סטטיסטיקה',
  settings: 'הגדרות',
  menu: 'תפריט',
  signOut: 'התנתקות',
  signOutFailed: 'לא הצלחנו לנתק אותך. בדקו את החיבור ונסו שוב.',
  loading: 'לוח הבקרה נטען…',
};
