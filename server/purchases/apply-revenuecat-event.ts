import type { Tx } from '~/server/db/client';
import type { PremiumPolicy } from './purchase-access';
import { type Applied, lockTransactionsOf } from './purchase-from-event';
import { recordPurchase } from './record-purchase';
import { recordTemporaryGrant } from './record-temporary-grant';
import { refreshPremium } from './refresh-premium';
import type { RevenueCatEvent } from './revenuecat-payload';
import { statusEventTypes } from './status-after-event';
import { transferPurchases } from './transfer-purchases';
import { updatePurchaseStatus } from './update-purchase-status';

export type ApplyOptions = { policy: PremiumPolicy; now: Date };

/** Applies one event to the purchases, then recomputes premium of every user it touched (ADR 0006). */
export async function applyRevenueCatEvent(
  tx: Tx,
  event: RevenueCatEvent,
  options: ApplyOptions,
): Promise<string> {
  await lockTransactionsOf(tx, event);
  const applied = await applyToPurchases(tx, event, options.now.getTime());
  const userIds = [...new Set(applied.userIds.filter((id): id is string => Boolean(id)))];
  const changes = await refreshPremium(tx, userIds, {
    policy: options.policy,
    now: options.now,
    source: { eventId: event.id, eventType: event.type },
  });
  const premium = changes.map((change) =>
    change.isPremium
      ? `${change.userId} premium until ${change.premiumUntil?.toISOString() ?? 'granted by an administrator'}`
      : `${change.userId} premium ended`,
  );
  return [applied.outcome, ...premium].join('; ');
}

function applyToPurchases(tx: Tx, event: RevenueCatEvent, receivedAtMs: number): Promise<Applied> | Applied {
  switch (event.type) {
    case 'INITIAL_PURCHASE':
    case 'NON_RENEWING_PURCHASE':
    case 'RENEWAL':
      return recordPurchase(tx, event, receivedAtMs);
    case 'TEMPORARY_ENTITLEMENT_GRANT':
      return recordTemporaryGrant(tx, event, receivedAtMs);
    case 'TRANSFER':
      return transferPurchases(tx, event, receivedAtMs);
    case 'TEST':
      return { outcome: 'test event acknowledged', userIds: [] };
    default:
      if ((statusEventTypes as readonly string[]).includes(event.type)) {
        return updatePurchaseStatus(tx, event, receivedAtMs);
      }
      // INVOICE_ISSUANCE (an invoice not paid yet), VIRTUAL_CURRENCY_TRANSACTION (Vocably sells
      // none), EXPERIMENT_ENROLLMENT, SUBSCRIBER_ALIAS and types added later: recorded, nothing changes.
      return { outcome: `${event.type} recorded; no purchase change`, userIds: [] };
  }
}
