import type { APIRequestContext } from '@playwright/test';

type OutboxMessage = { to: string; kind: string; link: string | null; subject: string; createdAt: string };

// Reads the server's local outbox (the loopback-only dev mailbox) for the newest mail of a kind.
export async function latestMailLink(
  request: APIRequestContext,
  to: string,
  kind: 'verify-email' | 'password-reset',
) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get('/dev/mailbox/messages.json');
    const { items } = (await response.json()) as { items: OutboxMessage[] };
    const mail = items.find((item) => item.to === to && item.kind === kind);
    if (mail?.link) return mail.link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} mail for ${to}`);
}

/**
 * The links of the `kind` mails sent to `to`, newest first, once there are at least `count` of them. A
 * link sent again within the same second is the same link (its token is dated in seconds), so a resend
 * is told by the number of mails, not by a different link.
 */
export async function mailLinks(
  request: APIRequestContext,
  to: string,
  kind: 'verify-email' | 'password-reset',
  count: number,
) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get('/dev/mailbox/messages.json');
    const { items } = (await response.json()) as { items: OutboxMessage[] };
    const links = items.filter((item) => item.to === to && item.kind === kind).map((item) => item.link);
    if (links.length >= count && links.every(Boolean)) return links as string[];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`fewer than ${count} ${kind} mails for ${to}`);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
