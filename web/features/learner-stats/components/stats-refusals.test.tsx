// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, serverWords } from '~/web/lib/test/refusal';
import { statsEn } from '../i18n/en';
import { statsHe } from '../i18n/he';
import { AchievementsSection } from './achievements-section';

// The server's refusals on the Statistics page, said in the page's language by their code.

const get = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { get } }));

const pages = [
  ['Hebrew', 'he', statsHe],
  ['English', 'en', statsEn],
] as const;

beforeEach(() => {
  get.mockReset();
});
afterEach(cleanup);

describe.each(pages)('the %s Statistics page', (_, locale, t) => {
  it.each(['UNAUTHENTICATED', 'INTERNAL'] as const)(
    'says why the achievements could not be loaded (%s) in its language',
    async (code) => {
      get.mockImplementation(async () => {
        throw refusal(code, 500);
      });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <AchievementsSection userId="u1" locale={locale} numberLocale="en-US" timeZone="UTC" messages={t} />
        </QueryClientProvider>,
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(t.achievementsFailed);
      expect(alert.textContent).toContain(t.refusals[code]);
      expect(alert.textContent).not.toContain(serverWords(code));
    },
  );
});
