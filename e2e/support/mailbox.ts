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

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
