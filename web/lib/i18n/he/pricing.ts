import type { PricingMessages } from '../en/pricing';

export const pricing: PricingMessages = {
  title: 'מחירים — Vocably',
  description:
    'מתחילים בחינם עם כל שיטות הלימוד. Pro חודשי עולה ‎$6.99 לחודש ו-Pro שנתי ‎$59.99 לשנה, עם התחייבות להחזר כספי תוך 30 יום.',
  heading: 'מחירים פשוטים והוגנים',
  intro: 'מתחילים בחינם עם כל שיטות הלימוד, ומשדרגים כשרוצים מקום לגדול.',
  billing: 'תקופת חיוב',
  monthly: 'חודשי',
  yearly: 'שנתי',
  save: 'חיסכון של {percent}%',
  planNames: { free: 'חינם', 'pro-monthly': 'Pro חודשי', 'pro-yearly': 'Pro שנתי' },
  planSummaries: {
    free: 'כל מה שצריך כדי לבנות הרגל יומי.',
    'pro-monthly': 'יותר מילים, סיפורים ומפגשי לימוד, בחיוב חודשי.',
    'pro-yearly': 'כל מה שיש ב-Pro לשנה שלמה, במחיר נמוך יותר.',
  },
  perMonth: '/לחודש',
  perYear: '/לשנה',
  forever: 'לתמיד',
  yearlyEquivalent: 'כלומר {price} לחודש, בחיוב אחד בשנה.',
  popular: 'הבחירה הפופולרית',
  getStarted: 'מתחילים בחינם',
  upgrade: 'משדרגים ל-Pro',
  boughtInApp: 'את Pro קונים באפליקציית Vocably, דרך החנות של הטלפון, והוא חל מאז גם על החשבון שלכם באתר:',
  limits: {
    words: '{value} מילים',
    studySets: '{value} ערכות לימוד',
    aiStories: '{value} סיפורי בינה מלאכותית',
    studySessions: '{value} מפגשי לימוד בחודש',
  },
  upTo: 'עד {value}',
  features: {
    allStudyMethods: 'כל שיטות הלימוד',
    progressTracking: 'מעקב התקדמות',
    dailyReminders: 'תזכורות יומיות',
    cloudSync: 'סנכרון בענן',
    offlineMode: 'מצב לא מקוון',
    advancedAnalytics: 'ניתוח נתונים מתקדם',
    prioritySupport: 'תמיכה בעדיפות',
  },
  limitRows: {
    words: 'מילים',
    studySets: 'ערכות לימוד',
    aiStories: 'סיפורי בינה מלאכותית',
    studySessions: 'מפגשי לימוד בחודש',
  },
  included: 'כלול',
  notIncluded: 'לא כלול',
  compareHeading: 'השוואת תוכניות',
  compareCaption: 'מה כלול בכל תוכנית',
  featureColumn: 'תכונה',
  notesHeading: 'כדאי לדעת',
  notes: [
    {
      title: 'החזר כספי תוך 30 יום',
      body: 'אם Pro לא מתאים לכם, בקשו החזר בתוך 30 יום מהתשלום הראשון.',
    },
    {
      title: 'תשלום דרך חנות האפליקציות',
      body: 'את המינוי רוכשים ומנהלים באפליקציה, דרך App Store או Google Play, כך שפרטי הכרטיס שלכם לעולם לא מגיעים אלינו.',
    },
    {
      title: 'מחליפים תוכנית מתי שרוצים',
      body: 'עוברים בין חודשי לשנתי או מבטלים מתי שתרצו; שינוי תוכנית נכנס לתוקף במחזור החיוב הבא.',
    },
  ],
};
