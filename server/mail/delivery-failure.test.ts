import { describe, expect, it } from 'vitest';
import {
  describeDeliveryFailure,
  recipientDomain,
  redactAddresses,
  retryDelayMs,
} from '~/server/mail/delivery-failure';

const smtpError = (message: string, responseCode?: number, code?: string) =>
  Object.assign(new Error(message), { responseCode, code });

describe('delivery failures', () => {
  it('gives up on 5xx replies but retries 4xx, timeouts and authentication failures', () => {
    expect(describeDeliveryFailure(smtpError('550 5.1.1 no such user', 550, 'EENVELOPE')).permanent).toBe(
      true,
    );
    expect(describeDeliveryFailure(smtpError('554 rejected', 554, 'EMESSAGE')).permanent).toBe(true);
    expect(describeDeliveryFailure(smtpError('421 busy', 421, 'EPROTOCOL')).permanent).toBe(false);
    expect(
      describeDeliveryFailure(smtpError('Greeting never received', undefined, 'ETIMEDOUT')).permanent,
    ).toBe(false);
    expect(describeDeliveryFailure(smtpError('535 bad credentials', 535, 'EAUTH')).permanent).toBe(false);
    expect(describeDeliveryFailure('weird').message).toBe('weird');
  });

  it('keeps only the domain of any address in error text', () => {
    expect(redactAddresses('550 <Jane.Doe+x@Mail.Example.com>: unknown, cc bob@b.org')).toBe(
      '550 <…@Mail.Example.com>: unknown, cc …@b.org',
    );
    expect(
      describeDeliveryFailure(smtpError('Recipient jane@example.com rejected', 550)).message,
    ).not.toContain('jane');
    expect(recipientDomain('Jane@Example.COM')).toBe('example.com');
  });

  it('doubles the wait from the base and never exceeds the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, 30_000, 1_800_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });
});
