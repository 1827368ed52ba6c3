import type { Widen } from '../widen';

export const pricing = {
  title: 'Pricing — Vocably',
  description:
    'Start free with every study method. Pro Monthly is $6.99 a month and Pro Yearly $59.99 a year, with a 30-day money-back guarantee.',
  heading: 'Simple, honest pricing',
  intro: 'Start free with every study method. Upgrade when you want room to grow.',
  billing: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  save: 'Save {percent}%',
  planNames: { free: 'Free', 'pro-monthly': 'Pro Monthly', 'pro-yearly': 'Pro Yearly' },
  planSummaries: {
    free: 'Everything you need to build a daily habit.',
    'pro-monthly': 'More words, stories and sessions, billed monthly.',
    'pro-yearly': 'Everything in Pro for a whole year at a lower price.',
  },
  perMonth: '/month',
  perYear: '/year',
  forever: 'forever',
  yearlyEquivalent: 'That is {price} a month, billed once a year.',
  popular: 'Most popular',
  getStarted: 'Get started free',
  upgrade: 'Get Pro',
  boughtInApp:
    'Pro is bought in the Vocably app, through your phone’s store, and then applies to your account on the web too:',
  limits: {
    words: '{value} words',
    studySets: '{value} study sets',
    aiStories: '{value} AI stories',
    studySessions: '{value} study sessions a month',
  },
  upTo: 'Up to {value}',
  features: {
    allStudyMethods: 'All study methods',
    progressTracking: 'Progress tracking',
    dailyReminders: 'Daily reminders',
    cloudSync: 'Cloud sync',
    offlineMode: 'Offline mode',
    advancedAnalytics: 'Advanced analytics',
    prioritySupport: 'Priority support',
  },
  limitRows: {
    words: 'Words',
    studySets: 'Study sets',
    aiStories: 'AI stories',
    studySessions: 'Study sessions a month',
  },
  included: 'Included',
  notIncluded: 'Not included',
  compareHeading: 'Compare plans',
  compareCaption: 'What each plan includes',
  featureColumn: 'Feature',
  notesHeading: 'Good to know',
  notes: [
    {
      title: '30-day money-back guarantee',
      body: 'If Pro is not for you, ask for a refund within 30 days of your first payment.',
    },
    {
      title: 'Payments through the App Store',
      body: 'Subscriptions are bought and managed in the app, through the App Store or Google Play, so your card details never reach us.',
    },
    {
      title: 'Change plans any time',
      body: 'Switch between monthly and yearly or cancel whenever you like; plan changes take effect at the next billing cycle.',
    },
  ],
} as const;

export type PricingMessages = Widen<typeof pricing>;
