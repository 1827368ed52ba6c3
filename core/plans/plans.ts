// The one definition of the subscription plans (spec section 9). The pricing cards, the comparison
// table and the saving shown for the yearly plan are all derived from it, so they cannot disagree.

export type PlanId = 'free' | 'pro-monthly' | 'pro-yearly';
export type BillingInterval = 'month' | 'year';

/** Numeric limits; `atLeast` marks a floor rather than a cap (the spec says "1500+ words"). */
export type PlanLimit = { value: number; atLeast?: boolean };

export type PlanLimits = {
  words: PlanLimit;
  studySets: PlanLimit;
  aiStories: PlanLimit;
  studySessions: PlanLimit;
};

export const planFeatureKeys = [
  'allStudyMethods',
  'progressTracking',
  'dailyReminders',
  'cloudSync',
  'offlineMode',
  'advancedAnalytics',
  'prioritySupport',
] as const;
export type PlanFeatureKey = (typeof planFeatureKeys)[number];

export type Plan = {
  id: PlanId;
  /** Price in US dollars per billing interval; 0 for the free plan. */
  price: number;
  interval: BillingInterval | null;
  limits: PlanLimits;
  features: Record<PlanFeatureKey, boolean>;
};

const proLimits: PlanLimits = {
  words: { value: 1500, atLeast: true },
  studySets: { value: 50 },
  aiStories: { value: 20 },
  studySessions: { value: 10_000 },
};

const proFeatures: Record<PlanFeatureKey, boolean> = {
  allStudyMethods: true,
  progressTracking: true,
  dailyReminders: true,
  cloudSync: true,
  offlineMode: true,
  advancedAnalytics: true,
  prioritySupport: true,
};

export const plans: readonly Plan[] = [
  {
    id: 'free',
    price: 0,
    interval: null,
    limits: {
      words: { value: 20 },
      studySets: { value: 4 },
      aiStories: { value: 3 },
      studySessions: { value: 50 },
    },
    // True to the product: a Free learner studies offline and their answers sync (the original plan
    // list kept both for Pro, and its comparison table disagreed with it; docs/spec-deviations.md).
    features: {
      allStudyMethods: true,
      progressTracking: true,
      dailyReminders: true,
      cloudSync: true,
      offlineMode: true,
      advancedAnalytics: false,
      prioritySupport: false,
    },
  },
  { id: 'pro-monthly', price: 6.99, interval: 'month', limits: proLimits, features: proFeatures },
  { id: 'pro-yearly', price: 59.99, interval: 'year', limits: proLimits, features: proFeatures },
];

export const moneyBackGuaranteeDays = 30;
export const supportResponseHours = 24;

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Percentage saved by paying yearly instead of twelve monthly payments, to one decimal place. */
export function yearlySavingPercent(
  monthly: Plan = getPlan('pro-monthly'),
  yearly: Plan = getPlan('pro-yearly'),
) {
  const twelveMonths = monthly.price * 12;
  if (twelveMonths <= 0) return 0;
  return Math.round(((twelveMonths - yearly.price) / twelveMonths) * 1000) / 10;
}

/** What a yearly subscription costs per month, rounded to cents. */
export function monthlyEquivalent(plan: Plan) {
  if (plan.interval !== 'year') return plan.price;
  return Math.round((plan.price / 12) * 100) / 100;
}

export function formatUsd(amount: number, locale = 'en-US') {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount);
}

export type ComparisonRow =
  | { kind: 'limit'; key: keyof PlanLimits; values: PlanLimit[] }
  | { kind: 'feature'; key: PlanFeatureKey; values: boolean[] };

/** The comparison table, one row per limit and per feature, one value per plan in `columns` order. */
export function comparisonRows(columns: readonly Plan[] = plans): ComparisonRow[] {
  const limitKeys = Object.keys(columns[0]?.limits ?? {}) as (keyof PlanLimits)[];
  return [
    ...limitKeys.map((key) => ({ kind: 'limit' as const, key, values: columns.map((p) => p.limits[key]) })),
    ...planFeatureKeys.map((key) => ({
      kind: 'feature' as const,
      key,
      values: columns.map((p) => p.features[key]),
    })),
  ];
}
