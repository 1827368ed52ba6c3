import type { AchievementId } from '~/core/study/achievements';

// The achievements' names and what earns them, in the learner's two languages. The statistics screen
// lists them; the study screen announces a new one. {target} is the count to reach.
type Texts = { title: string; description: string };
export type AchievementMessages = {
  heading: string;
  intro: string;
  earnedOn: string;
  notYet: string;
  progress: string;
  announced: string;
  items: Record<AchievementId, Texts>;
};

export const achievementsEn: AchievementMessages = {
  heading: 'Achievements',
  intro: 'Milestones from your own studying.',
  earnedOn: 'Earned {date}',
  notYet: 'Not yet',
  progress: '{current} of {target}',
  announced: 'Achievement earned: {title}',
  items: {
    firstReview: { title: 'First review', description: 'Answer your first card.' },
    words10: {
      title: '10 words learned',
      description: 'Learn 10 words: remembered for three weeks or more.',
    },
    words100: { title: '100 words learned', description: 'Learn 100 words.' },
    words500: { title: '500 words learned', description: 'Learn 500 words.' },
    streak3: { title: '3-day streak', description: 'Study 3 days in a row.' },
    streak7: { title: '7-day streak', description: 'Study 7 days in a row.' },
    streak30: { title: '30-day streak', description: 'Study 30 days in a row.' },
    perfectSession: {
      title: 'Perfect session',
      description: 'Answer 10 or more cards in one session without an Again.',
    },
    firstStory: { title: 'First story', description: 'Create your first story from your words.' },
    firstStudySet: { title: 'First study set', description: 'Gather words into your first study set.' },
  },
};

export const achievementsHe: AchievementMessages = {
  heading: 'הישגים',
  intro: 'אבני דרך מהתרגול שלך.',
  earnedOn: 'הושג ב־{date}',
  notYet: 'עדיין לא',
  progress: '{current} מתוך {target}',
  announced: 'הישג חדש: {title}',
  items: {
    firstReview: { title: 'חזרה ראשונה', description: 'לענות על הכרטיס הראשון.' },
    words10: { title: '10 מילים נלמדו', description: 'ללמוד 10 מילים: לזכור אותן שלושה שבועות ויותר.' },
    words100: { title: '100 מילים נלמדו', description: 'ללמוד 100 מילים.' },
    words500: { title: '500 מילים נלמדו', description: 'ללמוד 500 מילים.' },
    streak3: { title: 'רצף של 3 ימים', description: 'לתרגל 3 ימים ברציפות.' },
    streak7: { title: 'רצף של 7 ימים', description: 'לתרגל 7 ימים ברציפות.' },
    streak30: { title: 'רצף של 30 ימים', description: 'לתרגל 30 ימים ברציפות.' },
    perfectSession: {
      title: 'תרגול מושלם',
      description: 'לענות על 10 כרטיסים או יותר בתרגול אחד בלי ״שוב״.',
    },
    firstStory: { title: 'סיפור ראשון', description: 'ליצור את הסיפור הראשון מהמילים שלך.' },
    firstStudySet: { title: 'ערכת לימוד ראשונה', description: 'לאסוף מילים לערכת הלימוד הראשונה.' },
  },
};

export const achievementMessages = { en: achievementsEn, he: achievementsHe } as const;
