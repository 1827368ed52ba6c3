import type { DocPageMessages } from '../doc-page-messages';

export type SupportMessages = DocPageMessages & {
  readonly contact: {
    readonly heading: string;
    readonly body: string;
    readonly email: string;
    readonly promise: string;
  };
  readonly links: { readonly faq: string; readonly guide: string };
};

export const support: SupportMessages = {
  title: 'Support — Vocably',
  description: 'Get help with Vocably. Email our support team and hear back within 24 hours.',
  heading: 'Support',
  intro:
    'We are here to help. Most questions are answered in the FAQ and the User Guide; for anything else, write to us.',
  contact: {
    heading: 'Contact us',
    body: 'Email our support team with your question, the device you use and, if something went wrong, what you were doing at the time.',
    email: 'Email support',
    promise: 'We reply to every message within 24 hours.',
  },
  links: { faq: 'Read the FAQ', guide: 'Open the User Guide' },
  sections: [
    {
      heading: 'Before you write',
      paragraphs: ['A few things solve most problems:'],
      items: [
        'Update Vocably to the latest version from the App Store or Google Play.',
        'Check that you are signed in with the account you used before.',
        'For syncing problems, make sure you are online and pull down to refresh.',
      ],
    },
    {
      heading: 'Billing and subscriptions',
      paragraphs: [
        'Subscriptions are paid through the App Store or Google Play. You can cancel or change your plan in your store account settings; changes apply at the next billing cycle. Pro comes with a 30-day money-back guarantee: write to us and we will help with the refund.',
      ],
    },
    {
      heading: 'Your data',
      paragraphs: [
        'You can ask us for a copy of your data or to delete your account at any time. See the Privacy Policy for details.',
      ],
    },
  ],
};
