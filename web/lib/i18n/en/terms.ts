import type { DocPageMessages } from '../doc-page-messages';

export const terms: DocPageMessages = {
  title: 'Terms of Service — Vocably',
  description:
    'The terms for using Vocably: your account, subscriptions through the app stores, acceptable use, and 30 days’ notice of material changes.',
  heading: 'Terms of Service',
  intro:
    'These terms are the agreement between you and Vocably when you use our apps and website. Please read them carefully.',
  updated: 'Last updated: November 2026',
  sections: [
    {
      heading: 'Using Vocably',
      paragraphs: [
        'You may use Vocably for your own personal learning. You must be at least 13 years old, and you must follow these terms and the law. You are responsible for keeping your sign-in details safe and for what happens under your account.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'The words, sets and notes you add remain yours. You give us permission to store and process them only to provide the service to you, for example to sync them and to write your stories.',
      ],
    },
    {
      heading: 'Subscriptions and payments',
      paragraphs: [
        'Vocably Pro is sold as a monthly or yearly subscription through the App Store or Google Play, which handle payment, renewal and cancellation under their own terms. Subscriptions renew automatically until cancelled. Plan changes take effect at the next billing cycle. We offer a 30-day money-back guarantee on your first Pro payment.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      items: [
        'break the law or the rights of others through the service;',
        'try to access other people’s accounts or our systems without permission;',
        'copy, resell or reverse engineer the service, or use it to build a competing product;',
        'use automated means to overload the service or to generate content in bulk.',
      ],
    },
    {
      heading: 'AI-generated content',
      paragraphs: [
        'Stories are generated automatically and may occasionally contain mistakes. Use them as practice material, not as a reference.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You can delete your account at any time in the app settings. We may suspend accounts that seriously or repeatedly break these terms, and we will tell you why.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We work hard to keep Vocably available and correct, but the service is provided as is. To the extent the law allows, we are not liable for indirect losses, and our total liability is limited to the amount you paid us in the previous 12 months.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We will give you at least 30 days’ notice of material changes, in the app or by email, before they take effect. If you continue to use Vocably after that, the new terms apply; if you do not agree, you can delete your account.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms? Write to our support team; we reply within 24 hours.'],
    },
  ],
};
