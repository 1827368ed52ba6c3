// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudySettings } from '~/core/study/study-settings';
import { refusal, serverWords } from '~/web/lib/test/refusal';
import { type SettingsMessages, settingsEn } from '../i18n/en';
import { settingsHe } from '../i18n/he';
import { DeleteAccountSection } from './data-section';
import { ScheduleSection } from './schedule-section';

// The server's refusals on the Settings page, said in the page's language by their code. An English
// page shows the server's own words for NOT_ENOUGH_REVIEWS: they name the reviews needed, had and
// still lacking, which the page does not know.

const api = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('~/web/lib/api-client', () => ({ apiClient: api }));

const settings: StudySettings = {
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  maxReviewsPerDay: 200,
  timeZone: 'UTC',
  fsrsParameters: null,
};
const pages: [string, SettingsMessages, readonly string[]][] = [
  ['Hebrew', settingsHe, []],
  ['English', settingsEn, ['NOT_ENOUGH_REVIEWS']],
];

function renderWithClient(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(element, { wrapper });
}

async function optimiseRefused(t: SettingsMessages, code: string) {
  api.post.mockRejectedValueOnce(refusal(code));
  renderWithClient(<ScheduleSection t={t} settings={settings} numberLocale="en-US" />);
  fireEvent.click(screen.getByRole('button', { name: t.schedule.optimise }));
  return within(await screen.findByRole('alert'));
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(cleanup);

describe.each(pages)('the %s Settings page', (_, t, serverSays) => {
  it.each(['OPTIMIZE_BUSY', 'OPTIMIZERS_BUSY', 'NOT_ENOUGH_REVIEWS', 'SETTINGS_CHANGED'] as const)(
    'says why the schedule was not optimised (%s) in its language',
    async (code) => {
      const alert = await optimiseRefused(t, code);
      expect(alert.getByText(t.schedule.failed)).toBeTruthy();
      if (serverSays.includes(code)) expect(alert.getByText(serverWords(code))).toBeTruthy();
      else {
        expect(alert.getByText(t.refusals[code] ?? code)).toBeTruthy();
        expect(alert.queryByText(serverWords(code))).toBeNull();
      }
    },
  );

  it.each([
    'REAUTHENTICATION_REQUIRED',
    'INVALID_PASSWORD',
    'TOO_MANY_ATTEMPTS',
    'ACCOUNT_LOCKED',
    'LAST_ADMIN',
  ] as const)('says why the account was not deleted (%s) in its language', async (code) => {
    api.delete.mockRejectedValueOnce(refusal(code, 401));
    renderWithClient(<DeleteAccountSection t={t} hasPassword />);
    fireEvent.click(screen.getByRole('button', { name: t.deletion.open }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByLabelText(t.deletion.password), { target: { value: 'wrong' } });
    fireEvent.click(dialog.getByRole('button', { name: t.deletion.confirm }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toContain(t.refusals[code] ?? code));
    expect(dialog.getByRole('alert').textContent).not.toContain(serverWords(code));
  });

  it.each([
    'UNAUTHENTICATED',
    'EMAIL_NOT_VERIFIED',
    'CROSS_SITE_REQUEST',
    'INTERNAL',
    'CHANGED_MEANWHILE',
    'INVALID_CHARACTERS',
    'PAYLOAD_TOO_LARGE',
  ] as const)('says a refusal any learner page can meet (%s) in its language', async (code) => {
    const alert = await optimiseRefused(t, code);
    expect(alert.getByText(t.refusals[code] ?? code)).toBeTruthy();
  });

  it('shows the server’s own words for a refusal it does not know', async () => {
    const alert = await optimiseRefused(t, 'SOMETHING_NEW');
    expect(alert.getByText(serverWords('SOMETHING_NEW'))).toBeTruthy();
  });
});
