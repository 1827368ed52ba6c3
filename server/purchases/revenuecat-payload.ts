import { z } from 'zod';
import { AppError } from '~/server/http/errors';

// RevenueCat's webhook body (docs: integrations/webhooks/event-types-and-fields). Loose objects:
// RevenueCat adds fields over time, and an unknown field must not make us drop a real purchase.

/** The provider name its events are kept under (webhook_event). */
export const REVENUECAT = 'revenuecat';

/** Event types that describe a payment and therefore must name the buyer, the product and the store. */
export const purchaseEventTypes = ['INITIAL_PURCHASE', 'RENEWAL', 'NON_RENEWING_PURCHASE'] as const;
const purchaseEventFields = [
  'app_user_id',
  'product_id',
  'purchased_at_ms',
  'store',
  'transaction_id',
] as const;
// RevenueCat's own TEMPORARY_ENTITLEMENT_GRANT sample has no product, purchase time or transaction.
const temporaryGrantFields = ['app_user_id', 'store'] as const;

const ids = z.array(z.string()).nullish();
const millis = z.number().int().nonnegative().nullish();
const text = z.string().nullish();

export const revenueCatEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  app_id: text,
  event_timestamp_ms: millis,
  app_user_id: text,
  original_app_user_id: text,
  aliases: ids,
  product_id: text,
  new_product_id: text,
  entitlement_ids: ids,
  entitlement_id: text,
  period_type: text,
  purchased_at_ms: millis,
  expiration_at_ms: millis,
  grace_period_expiration_at_ms: millis,
  auto_resume_at_ms: millis,
  environment: z.enum(['SANDBOX', 'PRODUCTION']).nullish(),
  store: text,
  transaction_id: text,
  original_transaction_id: text,
  // Prices can be negative for refunds and null when unknown.
  price: z.number().nullish(),
  price_in_purchased_currency: z.number().nullish(),
  currency: z.string().max(3).nullish(),
  country_code: text,
  cancel_reason: text,
  expiration_reason: text,
  takehome_percentage: z.number().nullish(),
  is_family_share: z.boolean().nullish(),
  transferred_from: ids,
  transferred_to: ids,
  subscriber_attributes: z.record(z.string(), z.looseObject({ value: z.string().nullish() })).nullish(),
});

export type RevenueCatEvent = z.infer<typeof revenueCatEventSchema>;

export const revenueCatWebhookSchema = z
  .looseObject({ api_version: z.string().optional(), event: revenueCatEventSchema })
  .superRefine(({ event }, ctx) => {
    const required = (purchaseEventTypes as readonly string[]).includes(event.type)
      ? purchaseEventFields
      : event.type === 'TEMPORARY_ENTITLEMENT_GRANT'
        ? temporaryGrantFields
        : [];
    for (const field of required) {
      if (event[field] === undefined || event[field] === null) {
        ctx.addIssue({ code: 'custom', path: ['event', field], message: `is required for ${event.type}` });
      }
    }
    if (event.type === 'TRANSFER' && (!event.transferred_from?.length || !event.transferred_to?.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['event'],
        message: 'TRANSFER needs transferred_from and transferred_to',
      });
    }
  });

export type RevenueCatWebhook = z.infer<typeof revenueCatWebhookSchema>;

/** Validates a webhook body; a malformed one is a 400 that names the first problem. */
export function parseRevenueCatWebhook(body: unknown): RevenueCatWebhook {
  const result = revenueCatWebhookSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') || 'body';
    throw new AppError(
      'INVALID_WEBHOOK_PAYLOAD',
      `Invalid RevenueCat event: ${where} ${issue?.message ?? ''}`.trim(),
      400,
    );
  }
  return result.data;
}
