import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Db } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';
import { clientAddress, isLoopback } from '~/server/http/client-ip';
import type { AppEnv } from '~/server/http/context';

// The newest outbox mail, in the shape the e2e mailbox helper reads (`to`, `kind`, `link`).
const latestMessages = async (db: Db) =>
  (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100)).map(
    ({ recipient, ...message }) => ({ ...message, to: recipient }),
  );

// The local outbox, readable only from this machine and only while no SMTP server is configured.
export const devMailboxRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.var.deps.mailer.transport !== 'outbox' || !isLoopback(clientAddress(c))) {
      return c.text('Not Found', 404);
    }
    await next();
  })
  .get('/messages.json', async (c) => {
    return c.json({ items: await latestMessages(c.var.deps.database.db) });
  })
  .get('/', async (c) => {
    const messages = await latestMessages(c.var.deps.database.db);
    const rows = messages.map(
      (m) => html`<li>
        <p><strong>${m.subject}</strong></p>
        <p>To: ${m.to} · ${m.createdAt.toISOString()} · ${m.status}</p>
        ${m.link ? html`<p><a href="${m.link}">${m.link}</a></p>` : ''}
        <details><summary>Text</summary><pre>${m.text}</pre></details>
      </li>`,
    );
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Vocably dev mailbox</title>
          <style>
            body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #111827; }
            li { border-bottom: 1px solid #d1d5db; padding: 0.75rem 0; list-style: none; }
            a { color: #3730a3; word-break: break-all; }
          </style>
        </head>
        <body>
          <main>
            <h1>Dev mailbox</h1>
            <p>Emails the server would have sent. SMTP is not configured (set SMTP_URL to send real mail).</p>
            ${messages.length === 0 ? html`<p>No messages yet.</p>` : html`<ul>${raw(rows.join(''))}</ul>`}
          </main>
        </body>
      </html>`);
  });
