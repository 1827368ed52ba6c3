// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnerProfile } from '~/core/profile/learner-profile';
import { ApiRequestError } from '~/web/lib/api-error';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import { refusal, serverWords } from '~/web/lib/test/refusal';
import { homeEn } from '../i18n/en';
import { homeHe } from '../i18n/he';
import { preloadHomeMessages } from '../i18n/use-home-messages';
import { OnboardingForm } from './onboarding';

const put = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { put } }));

const profile: LearnerProfile = {
  firstName: null,
  lastName: null,
  phoneNumber: null,
  nativeLanguageCode: null,
  targetLanguageCode: null,
  isOnboardingCompleted: false,
  platforms: { ios: { fcmToken: null }, android: { fcmToken: null }, web: { fcmToken: null } },
  createdAt: null,
  updatedAt: null,
};
const settings = {
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  maxReviewsPerDay: 200,
  timeZone: 'UTC',
  fsrsParameters: null,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<OnboardingForm email="ada@example.com" profile={profile} settings={settings} />, { wrapper });
  return client;
}

// Both languages' tables ready, as the learner layout's loader has the learner's one ready.
beforeAll(() => Promise.all([preloadHomeMessages('en'), preloadHomeMessages('he')]));

beforeEach(() => {
  localStorage.clear();
  put.mockReset();
  put.mockImplementation(async (path: string, _schema: unknown, { body }: { body: object }) =>
    path === '/me/profile' ? { ...profile, ...body } : { ...settings, ...body },
  );
});
afterEach(cleanup);

const select = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('OnboardingForm', () => {
  it('offers as target only the languages the dictionary holds; any language stays a native one', () => {
    renderForm();
    const optionsOf = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options]
        .map((option) => option.value)
        .filter(Boolean);
    expect(optionsOf('The language you are learning').sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    expect(optionsOf('Your language')).toContain('ja');
  });

  it('says what is missing or wrong, in place, and sends nothing', () => {
    renderForm();
    select('Your language', 'en');
    select('The language you are learning', 'en');
    fireEvent.change(screen.getByLabelText('New words per day'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start learning' }));
    expect(screen.getByLabelText('The language you are learning').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a language to learn other than your own.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 0 to 9999.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field to fix, which says its error, and on the next once that is right', async () => {
    renderForm();
    select('Your language', 'en');
    fireEvent.change(screen.getByLabelText('New words per day'), { target: { value: '-1' } });
    const start = screen.getByRole('button', { name: 'Start learning' });
    start.focus();
    fireEvent.click(start);
    // A learner's first screen starts with no language to learn: that is the first field refused.
    const target = screen.getByLabelText('The language you are learning');
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.getAttribute('aria-invalid')).toBe('true');
    const describedBy = target.getAttribute('aria-describedby')?.split(' ') ?? [];
    const said = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(said).toContain(homeEn.onboarding.languageRequired);
    select('The language you are learning', 'fr');
    start.focus();
    fireEvent.click(start);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New words per day')));
    expect(put).not.toHaveBeenCalled();
  });

  it('asks only languages and a daily goal; saves the goal and the browser’s time zone, then the languages', async () => {
    const client = renderForm();
    expect(screen.queryByLabelText('Desired retention')).toBeNull();
    expect(screen.queryByLabelText('Time zone')).toBeNull();
    select('Your language', 'en');
    select('The language you are learning', 'fr');
    fireEvent.change(screen.getByLabelText('New words per day'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start learning' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[0]?.[0]).toBe('/me/settings');
    expect(put.mock.calls[0]?.[2].body).toEqual({
      newCardsPerDay: 15,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(put.mock.calls[1]?.[0]).toBe('/me/profile');
    expect(put.mock.calls[1]?.[2].body).toEqual({
      nativeLanguageCode: 'en',
      targetLanguageCode: 'fr',
      isOnboardingCompleted: true,
    });
    // The saved profile is written into the cache: the home replaces the onboarding without a refetch.
    expect(client.getQueryData<LearnerProfile>(['me', 'profile'])?.isOnboardingCompleted).toBe(true);
  });

  it('skipping marks onboarding done and keeps every choice but the time zone, which is the browser’s', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Asia/Tokyo' };
    });
    try {
      renderForm();
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
      await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
      expect(put.mock.calls[0]?.[0]).toBe('/me/settings');
      expect(put.mock.calls[0]?.[2]).toEqual({ body: { timeZone: 'Asia/Tokyo' } });
      expect(put).toHaveBeenLastCalledWith('/me/profile', expect.anything(), {
        body: { isOnboardingCompleted: true },
      });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows the server’s refusal in place', async () => {
    put.mockRejectedValueOnce(
      new ApiRequestError('Time zone must be an IANA name such as Europe/London', 400),
    );
    renderForm();
    select('Your language', 'en');
    select('The language you are learning', 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Start learning' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your choices could not be saved');
    expect(alert.textContent).toContain('Time zone must be an IANA name such as Europe/London');
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on Start while saving, sends once, and there when the save is refused', async () => {
    let refuse: (error: Error) => void = () => {};
    put.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)));
    renderForm();
    select('Your language', 'en');
    select('The language you are learning', 'fr');
    const start = screen.getByRole('button', { name: 'Start learning' });
    act(() => start.focus());
    fireEvent.click(start);
    await waitFor(() => expect(start.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(start);
    fireEvent.click(start);
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(put).toHaveBeenCalledTimes(1);
    act(() => refuse(new ApiRequestError('Time zone must be an IANA name such as Europe/London', 400)));
    expect((await screen.findByRole('alert')).textContent).toContain('Your choices could not be saved');
    expect(start.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(start);
  });

  it('speaks Hebrew when the learner chose it', () => {
    localStorage.setItem('vocably-language', 'he');
    renderForm();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ברוכים הבאים ל־Vocably');
    expect(screen.getByRole('button', { name: 'לדלג בינתיים' })).toBeTruthy();
  });
});

// The server's refusals, said in the page's language by their code.
describe.each([
  ['Hebrew', 'he', homeHe],
  ['English', 'en', homeEn],
] as const)('OnboardingForm on the %s page', (_, locale, t) => {
  it.each(Object.keys(learnerRefusalsEn) as (keyof typeof learnerRefusalsEn)[])(
    'says why the choices were not saved (%s) in its language',
    async (code) => {
      localStorage.setItem(languageStorageKey, locale);
      put.mockRejectedValueOnce(refusal(code));
      renderForm();
      fireEvent.click(screen.getByRole('button', { name: t.onboarding.skip }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(t.onboarding.failed);
      expect(alert.textContent).toContain(t.refusals[code]);
      expect(alert.textContent).not.toContain(serverWords(code));
    },
  );
});
