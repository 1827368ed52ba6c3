// Spec section 4: the plan tier is read from the product id, most specific word first.
export const planTiers = ['premium', 'pro', 'basic', 'free'] as const;
export type PlanTier = (typeof planTiers)[number];

export function planTierOf(productId: string | null | undefined): PlanTier {
  const id = (productId ?? '').toLowerCase();
  if (id.includes('premium')) return 'premium';
  if (id.includes('pro')) return 'pro';
  if (id.includes('basic')) return 'basic';
  return 'free';
}
