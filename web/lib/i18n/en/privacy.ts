import type { DocPageMessages } from '../doc-page-messages';

export const privacy: DocPageMessages = {
  title: 'Privacy Policy — Vocably',
  description:
    'How Vocably collects, uses and protects your information, and the choices you have. Vocably is not directed at children under 13.',
  heading: 'Privacy Policy',
  intro:
    'Your privacy matters to us. This policy explains what information Vocably collects, why, and what you can do about it.',
  updated: 'Last updated: November 2026',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to run the service:'],
      items: [
        'Account information: your email address, your name if you give it, and how you sign in (email, Google or Apple).',
        'Learning data: the words, study sets and stories you create, your answers and your progress.',
        'Device information: app version, device type, language and a notification token if you allow reminders.',
        'Purchase information: the plan you bought and its status, as reported by the App Store or Google Play. We never receive your card details.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your information to provide and improve Vocably: to schedule your reviews, generate your stories, sync your progress, send the reminders you ask for, answer support requests and keep the service secure. We do not sell your personal information and we do not use it for third-party advertising.',
      ],
    },
    {
      heading: 'AI stories',
      paragraphs: [
        'To write a story we send the chosen words, their language and the length you picked to our story service. We do not send your name or email address with them.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share information only with service providers that help us run Vocably (hosting, email delivery and the app stores), under contracts that protect it, or when the law requires it.',
      ],
    },
    {
      heading: 'Retention and security',
      paragraphs: [
        'We keep your information while your account is open. When you delete your account we delete your learning data within 30 days, except where we must keep records by law. Data is encrypted in transit and access is limited to staff who need it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see, correct, export or delete your information at any time from the app settings or by writing to our support team. You can turn off reminders in the app at any time.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Vocably is not directed at children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we make material changes we will tell you in the app or by email before they take effect. The date at the top shows the latest version.',
      ],
    },
  ],
};
