import { randomUUID } from 'node:crypto';
import { revenueCatSamples, type SampleType } from './revenuecat-samples';
import type { TestApp } from './test-app';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/**
 * A webhook body: RevenueCat's documented sample of that event type (revenuecat-samples.ts) with a
 * fresh event id and the given overrides. Types without a sample (later additions) take the common
 * fields of the TEST sample.
 */
export function revenueCatBody(type: SampleType | (string & {}), overrides: Record<string, unknown> = {}) {
  const sample = revenueCatSamples[type as SampleType] ?? { ...revenueCatSamples.TEST, type };
  return {
    api_version: '1.0',
    event: { ...structuredClone(sample), id: randomUUID().toUpperCase(), ...overrides } as Record<
      string,
      unknown
    > & { id: string; type: string },
  };
}

export type SubscriptionOptions = {
  appUserId: string;
  /** Time period 1 starts; period n runs from start + (n - 1) * period to start + n * period. */
  startMs: number;
  periodMs?: number;
  store?: string;
  environment?: 'PRODUCTION' | 'SANDBOX';
  productId?: string;
  /** Transaction ids are `${transactionPrefix}-${n}`; the original transaction is period 1's. */
  transactionPrefix?: string;
};

/** Events of one subscription with times chosen by the test (periods, and when each event happened). */
export function subscription(options: SubscriptionOptions) {
  const period = options.periodMs ?? 30 * DAY_MS;
  const prefix = options.transactionPrefix ?? randomUUID();
  const store = options.store ?? 'APP_STORE';
  const transactionId = (n: number) => `${prefix}-${n}`;
  return {
    store,
    transactionId,
    expiresAt: (n: number) => options.startMs + n * period,
    /** The body of a `type` event about period n, that happened at `atMs`. */
    event(type: SampleType, n: number, atMs: number, overrides: Record<string, unknown> = {}) {
      return revenueCatBody(type, {
        app_user_id: options.appUserId,
        store,
        environment: options.environment ?? 'PRODUCTION',
        product_id: options.productId ?? 'vocably_pro_monthly',
        entitlement_ids: ['pro'],
        transaction_id: transactionId(n),
        original_transaction_id: transactionId(1),
        purchased_at_ms: options.startMs + (n - 1) * period,
        expiration_at_ms: options.startMs + n * period,
        event_timestamp_ms: atMs,
        ...overrides,
      });
    },
  };
}

/** Posts a webhook body as RevenueCat does, with its Authorization value; throws unless accepted. */
export async function deliverRevenueCat(app: TestApp['app'], authorization: string, body: unknown) {
  const response = await app.request('/api/webhooks/revenuecat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { duplicate: boolean; outcome: string };
}
