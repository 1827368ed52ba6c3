import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActivity, AuditEntry } from '~/core/audit/audit-log';
import { auditLog } from '~/server/db/schema';
import { insertUser, insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { toLabelledAuditEntries } from './label-audit-entries';

// Recent Activity shows who or what an entry is about (an email, a word), not a raw id.
describe.each(testDbKinds)('audit entries carry a label for their target (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await t.createVerifiedUser('label-admin@example.com', 'secret123', 'admin'));
  });
  afterAll(async () => {
    await t.close();
  });

  const entries = async (targetId: string) => {
    const response = await t.request(`/api/admin/audit-log?targetId=${encodeURIComponent(targetId)}`, {
      token,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: AuditEntry[] }).items;
  };

  it("labels a user by its current email, and a deleted user by its snapshot's", async () => {
    const learner = await insertUser(t.database.db, { email: 'label.learner@example.com' });
    await t.request(`/api/admin/users/${learner.id}/disable`, { method: 'POST', token });
    expect((await entries(learner.id)).map((entry) => entry.targetLabel)).toEqual([
      'label.learner@example.com',
    ]);

    const gone = await insertUser(t.database.db, { email: 'label.gone@example.com' });
    expect((await t.request(`/api/admin/users/${gone.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await entries(gone.id))[0]).toMatchObject({
      action: 'user.delete',
      targetLabel: 'label.gone@example.com',
    });
  });

  it('labels a word by its value, also when the edit snapshot holds only the changed field', async () => {
    const word = await insertWord(t.database.db, { value: 'lighthouse' });
    const edit = await t.request(`/api/admin/words/${word.id}/synonyms`, {
      method: 'PATCH',
      token,
      json: { synonyms: ['beacon'], version: word.version },
    });
    expect(edit.status).toBe(200);
    const [entry] = await entries(word.id);
    expect(entry).toMatchObject({ targetType: 'word', targetLabel: 'lighthouse' });
    expect(entry?.before).not.toHaveProperty('value');

    const stats = await (await t.request('/api/admin/stats', { token })).json();
    expect(
      (stats.recentActivity as AuditActivity[]).find((item) => item.targetId === word.id)?.targetLabel,
    ).toBe('lighthouse');
  });

  it('answers null for targets it cannot name, and is not tripped by ids that are not uuids', async () => {
    const rows = await t.database.db
      .insert(auditLog)
      .values([
        {
          action: 'word.update-synonyms',
          targetType: 'word',
          targetId: 'not-a-uuid',
          before: { value: 'old' },
        },
        { action: 'users.export', targetType: 'users', targetId: null },
        { action: 'user.enable', targetType: 'user', targetId: 'no-such-user' },
      ])
      .returning();
    const labelled = await toLabelledAuditEntries(t.database.db, rows);
    expect(labelled.map((entry) => entry.targetLabel)).toEqual(['old', null, null]);
  });
});
