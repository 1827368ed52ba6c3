// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastLearnerStorageKey } from '~/web/lib/enhance/storage-keys';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testStudySet } from '~/web/lib/test/test-words';
import { setsEn } from '../i18n/en';
import { CreateSetForm } from './create-set-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submitWith = (name: string) => {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: setsEn.create.submit }));
};

describe('CreateSetForm refusals', () => {
  it('shows a refusal of the description under the description, not under the name', async () => {
    const message = 'description: Too big: expected string to have <=500 characters';
    vi.stubGlobal('fetch', answering(400, { message, code: 'VALIDATION_ERROR' }).fetch);
    renderWithData(<CreateSetForm t={setsEn} />);
    submitWith('Kitchen');
    const error = await screen.findByText('Too big: expected string to have <=500 characters');
    const description = screen.getByLabelText(/Description/);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows a refusal of the name under the name, in the page’s words', async () => {
    const message = `name: ${setsEn.create.nameRequired}`;
    vi.stubGlobal('fetch', answering(400, { message, code: 'VALIDATION_ERROR' }).fetch);
    renderWithData(<CreateSetForm t={setsEn} />);
    submitWith(' ');
    expect(await screen.findByText(setsEn.create.nameRequired)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('does not send a Pro learner at the limit of sets to the Pro plans they have', async () => {
    const message =
      'You have reached your limit of 100 study sets. Remove some study sets first, or contact support to raise it.';
    vi.stubGlobal('fetch', answering(403, { message, code: 'LIMIT_REACHED' }).fetch);
    renderWithData(<CreateSetForm t={setsEn} />, [[accountKeys.limits, { tier: 'premiumUser', limits: {} }]]);
    submitWith('Kitchen');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('link', { name: setsEn.limit.upgrade })).toBeNull();
  });

  // A first set earns an achievement: it is announced when the set is made, not at the next session.
  it('asks for the achievements once the set is made, to announce one it earned', async () => {
    localStorage.setItem(lastLearnerStorageKey, 'learner-1');
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      urls.push(`${init.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`);
      const body = String(url).includes('/achievements') ? { achievements: [] } : testStudySet([]);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderWithData(<CreateSetForm t={setsEn} />);
    submitWith('Kitchen');
    await vi.waitFor(() => expect(urls).toEqual(['POST /api/me/study-sets', 'GET /api/me/achievements']));
    localStorage.clear();
  });
});
