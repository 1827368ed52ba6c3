import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { webhookEvent } from '~/server/db/schema';
import { type ApplyOptions, applyRevenueCatEvent } from './apply-revenuecat-event';
import { REVENUECAT, type RevenueCatWebhook } from './revenuecat-payload';

export type WebhookResult = { received: true; duplicate: boolean; outcome: string };

/**
 * Records the event and applies it in one transaction. The event id is the primary key, so a
 * redelivery (RevenueCat retries with the same id) finds it and changes nothing; a concurrent
 * redelivery waits on the first one's row and then does the same.
 */
export async function handleRevenueCatWebhook(
  db: Db,
  webhook: RevenueCatWebhook,
  options: ApplyOptions,
): Promise<WebhookResult> {
  const { event } = webhook;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvent)
      .values({ provider: REVENUECAT, eventId: event.id, type: event.type, payload: webhook })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvent.eventId });
    if (!fresh) return { received: true, duplicate: true, outcome: 'already processed' };
    const outcome = await applyRevenueCatEvent(tx, event, options);
    await tx
      .update(webhookEvent)
      .set({ outcome })
      .where(and(eq(webhookEvent.provider, REVENUECAT), eq(webhookEvent.eventId, event.id)));
    return { received: true, duplicate: false, outcome };
  });
}
