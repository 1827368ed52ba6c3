import { describe, expect, it } from 'vitest';
import {
  describeDeliveryFailure,
  recipientDomain,
  redactAddresses,
  retryDelayMs,
} from '~/server/mail/delivery-failure';

// Shaped as nodemailer's errors are: the failure's code, the SMTP step in flight, the reply's code.
const smtpError = (
  message: string,
  { responseCode, code, command, timeoutType }: Record<string, string | number | undefined> = {},
) => Object.assign(new Error(message), { responseCode, code, command, timeoutType });

const outcome = (error: unknown) => {
  const { permanent, serverSide } = describeDeliveryFailure(error);
  return permanent ? 'failed' : serverSide ? 'wait for the server' : 'retry, counted';
};

type Case = [message: string, fields: Record<string, string | number>];

// A 5xx to the recipient or the message: the same message will fail again.
const permanentFailures: Case[] = [
  ['Recipient command failed', { responseCode: 550, code: 'EENVELOPE', command: 'RCPT TO' }],
  [
    "Can't send mail - all recipients were rejected",
    { responseCode: 550, code: 'EENVELOPE', command: 'RCPT TO' },
  ],
  ['Message failed', { responseCode: 554, code: 'EMESSAGE', command: 'DATA' }],
  ['Data command failed', { responseCode: 554, code: 'EENVELOPE', command: 'DATA' }],
];

// The same for every mail, and healed once the setting or the server is fixed.
const serverFailures: Case[] = [
  // No credentials in SMTP_URL, the From address refused, a blocklisted IP, wrong or no credentials.
  [
    'Mail command failed: 530 5.7.0 Authentication required',
    { responseCode: 530, code: 'EENVELOPE', command: 'MAIL FROM' },
  ],
  ['Mail command failed', { responseCode: 553, code: 'EENVELOPE', command: 'MAIL FROM' }],
  ['Invalid greeting', { responseCode: 554, code: 'EPROTOCOL', command: 'CONN' }],
  ['Invalid login', { responseCode: 535, code: 'EAUTH', command: 'AUTH PLAIN' }],
  ['Missing credentials', { code: 'EAUTH', command: 'API' }],
  ['Server terminates connection', { responseCode: 554, code: 'ECONNECTION', command: 'EHLO' }],
  ['Too many connections', { responseCode: 421, code: 'EPROTOCOL', command: 'CONN' }],
  // Unreachable: refused, no such host, no connection or greeting in time.
  ['connect ECONNREFUSED 127.0.0.1:1', { code: 'ESOCKET', command: 'CONN' }],
  ['getaddrinfo ENOTFOUND', { code: 'EDNS', command: 'CONN' }],
  ['Greeting never received', { code: 'ETIMEDOUT', command: 'CONN', timeoutType: 'GREETING_TIMEOUT' }],
  ['Connection timeout', { code: 'ETIMEDOUT', command: 'CONN', timeoutType: 'CONNECT_TIMEOUT' }],
];

// This message's, without a final answer: a deferral, a silence or a loss mid-send (maybe after the
// message was taken), a limit nodemailer checks itself.
const messageFailures: Case[] = [
  ['Recipient command failed', { responseCode: 450, code: 'EENVELOPE', command: 'RCPT TO' }],
  ['Message failed', { responseCode: 451, code: 'EMESSAGE', command: 'DATA' }],
  ['Timeout', { code: 'ETIMEDOUT', command: 'CONN', timeoutType: 'SOCKET_TIMEOUT' }],
  ['Message size larger than allowed 1000', { code: 'EMESSAGE', command: 'MAIL FROM' }],
  ['Connection closed unexpectedly', { code: 'ECONNECTION', command: 'CONN' }],
];

const outcomes = (cases: Case[]) => cases.map(([message, fields]) => outcome(smtpError(message, fields)));

describe('delivery failures', () => {
  it('gives up on a 5xx to the recipient or the message only', () => {
    expect(outcomes(permanentFailures)).toEqual(permanentFailures.map(() => 'failed'));
  });

  it('waits, without counting a try, for a server that refuses every mail: its configuration or its state', () => {
    expect(outcomes(serverFailures)).toEqual(serverFailures.map(() => 'wait for the server'));
  });

  it('retries, counting the try, what went wrong with this message without a final answer', () => {
    expect(outcomes(messageFailures)).toEqual(messageFailures.map(() => 'retry, counted'));
    expect(describeDeliveryFailure('weird')).toMatchObject({
      message: 'weird',
      permanent: false,
      serverSide: false,
    });
  });

  it('keeps only the domain of any address in error text', () => {
    expect(redactAddresses('550 <Jane.Doe+x@Mail.Example.com>: unknown, cc bob@b.org')).toBe(
      '550 <…@Mail.Example.com>: unknown, cc …@b.org',
    );
    expect(
      describeDeliveryFailure(smtpError('Recipient jane@example.com rejected', { responseCode: 550 }))
        .message,
    ).not.toContain('jane');
    expect(recipientDomain('Jane@Example.COM')).toBe('example.com');
  });

  it('doubles the wait from the base and never exceeds the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, 30_000, 1_800_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });
});
