// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudySettings } from '~/core/study/study-settings';
import { ApiRequestError } from '~/web/lib/api-error';
import { settingsEn as t } from '../i18n/en';
import { settingsHe } from '../i18n/he';
import { ScheduleSection } from './schedule-section';

const api = vi.hoisted(() => ({ post: vi.fn(), put: vi.fn() }));
vi.mock('~/web/lib/api-client', () => ({ apiClient: api }));

const defaults: StudySettings = {
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  maxReviewsPerDay: 200,
  timeZone: 'UTC',
  fsrsParameters: null,
};
const fitted = {
  weights: Array.from({ length: 21 }, (_, i) => i / 10),
  fittedAt: '2026-11-20T10:00:00.000Z',
  reviews: 812,
  before: { logLoss: 0.3612, rmse: 0.0684 },
  after: { logLoss: 0.3105, rmse: 0.0412 },
};

function renderSection(settings: StudySettings, messages = t, numberLocale = 'en-US') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<ScheduleSection t={messages} settings={settings} numberLocale={numberLocale} />, { wrapper });
}

beforeEach(() => {
  api.post.mockReset();
  api.put.mockReset();
});
afterEach(cleanup);

describe('Optimise my schedule', () => {
  it('says in words what the fit did: on how many reviews, and how much better it predicts', () => {
    renderSection({ ...defaults, fsrsParameters: fitted });
    expect(
      screen.getByText('Your schedule is fitted to 812 of your reviews (November 20, 2026).'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'On your history, the fitted schedule predicts whether you remember a word with a log loss of 0.311 (it was 0.361) and an error of 4.1% (it was 6.8%). Lower is better.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(t.schedule.better)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.schedule.useDefaults })).toBeTruthy();
  });

  it('says so when the fit is no better, in Hebrew too', () => {
    renderSection({ ...defaults, fsrsParameters: { ...fitted, after: fitted.before } }, settingsHe, 'he-IL');
    expect(screen.getByText(settingsHe.schedule.notBetter)).toBeTruthy();
  });

  it('says why when there are too few reviews, with the server’s numbers on an English page', async () => {
    const reason =
      "The optimizer needs 64 reviews made a day or more after the word's previous one; you have 20. 44 more and it can fit your schedule.";
    api.post.mockRejectedValueOnce(new ApiRequestError(reason, 409, 'NOT_ENOUGH_REVIEWS'));
    renderSection(defaults);
    expect(screen.getByText(t.schedule.defaults)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.schedule.optimise }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/me/settings/optimize', expect.any(Function));
  });

  it('says so when going back to the defaults fails, and the fitted schedule stays shown', async () => {
    api.put.mockRejectedValueOnce(new ApiRequestError('The database is not answering.', 503, 'UNAVAILABLE'));
    renderSection({ ...defaults, fsrsParameters: fitted });
    fireEvent.click(screen.getByRole('button', { name: t.schedule.useDefaults }));
    expect(await screen.findByText(t.schedule.resetFailed)).toBeTruthy();
    expect(screen.getByText('The database is not answering.')).toBeTruthy();
    expect(screen.getByText(t.schedule.better)).toBeTruthy();
    expect(api.put).toHaveBeenCalledWith('/me/settings', expect.any(Function), {
      body: { fsrsParameters: null },
    });
  });
});
