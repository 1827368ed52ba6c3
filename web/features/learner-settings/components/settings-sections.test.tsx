// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnerProfile } from '~/core/profile/learner-profile';
import { ApiRequestError } from '~/web/lib/api-error';
import { settingsEn as t } from '../i18n/en';
import { DeleteAccountSection } from './data-section';
import { DeviceSection } from './device-section';
import { LanguagesSection } from './languages-section';
import { SettingsScreen } from './settings-screen';
import { StudySection } from './study-section';

const api = vi.hoisted(() => ({ put: vi.fn(), delete: vi.fn(), get: vi.fn() }));
vi.mock('~/web/lib/api-client', () => ({ apiClient: api }));

const settings = {
  desiredRetention: 0.9,
  newCardsPerDay: 20,
  maxReviewsPerDay: 200,
  timeZone: 'UTC',
  fsrsParameters: null,
};
const profile: LearnerProfile = {
  firstName: null,
  lastName: null,
  phoneNumber: null,
  nativeLanguageCode: 'en',
  targetLanguageCode: 'fr',
  isOnboardingCompleted: true,
  platforms: { ios: { fcmToken: null }, android: { fcmToken: null }, web: { fcmToken: null } },
  createdAt: null,
  updatedAt: null,
};

function renderWithClient(element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(element, { wrapper });
  return client;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  for (const fn of Object.values(api)) fn.mockReset();
  api.put.mockImplementation(async (path: string, _schema: unknown, { body }: { body: object }) =>
    path === '/me/profile' ? { ...profile, ...body } : { ...settings, ...body },
  );
});
afterEach(cleanup);

describe('StudySection', () => {
  it('checks the daily limits before sending, with clear messages', () => {
    renderWithClient(<StudySection settings={settings} t={t} numberLocale="en-US" />);
    fireEvent.change(screen.getByLabelText('New words per day'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Maximum reviews per day'), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a whole number from 0 to 9999.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 0 to 99999.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field refused, and on the next one once that is right', async () => {
    renderWithClient(<StudySection settings={settings} t={t} numberLocale="en-US" />);
    fireEvent.change(screen.getByLabelText('New words per day'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Maximum reviews per day'), { target: { value: '100000' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New words per day')));
    fireEvent.change(screen.getByLabelText('New words per day'), { target: { value: '5' } });
    save.focus();
    fireEvent.click(save);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Maximum reviews per day')),
    );
    expect(api.put).not.toHaveBeenCalled();
  });

  it('saves limits, retention and time zone, says so, and caches the answer', async () => {
    const client = renderWithClient(<StudySection settings={settings} t={t} numberLocale="en-US" />);
    fireEvent.change(screen.getByLabelText('New words per day'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Maximum reviews per day'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Desired retention'), { target: { value: '0.95' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Asia/Jerusalem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(api.put).toHaveBeenCalledWith('/me/settings', expect.anything(), {
      body: { newCardsPerDay: 7, maxReviewsPerDay: 150, desiredRetention: 0.95, timeZone: 'Asia/Jerusalem' },
    });
    expect(client.getQueryData(['me', 'settings'])).toMatchObject({ newCardsPerDay: 7 });
  });

  it('shows the server’s refusal in place', async () => {
    api.put.mockRejectedValueOnce(
      new ApiRequestError('Desired retention must be between 0.80 and 0.97', 400),
    );
    renderWithClient(<StudySection settings={settings} t={t} numberLocale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not savedDesired retention must be between 0.80 and 0.97');
  });

  it('says that new words count toward the maximum reviews per day', () => {
    renderWithClient(<StudySection settings={settings} t={t} numberLocale="en-US" />);
    expect(screen.getByText(/^New words count toward this too/)).toBeTruthy();
  });
});

describe('SettingsScreen', () => {
  it('keeps the forms, and what is typed in them, when a refresh of loaded settings fails', async () => {
    api.get.mockImplementation(async (path: string) =>
      path === '/me/profile' ? { ...profile, hasPassword: true } : settings,
    );
    const client = renderWithClient(
      <MemoryRouter>
        <SettingsScreen />
      </MemoryRouter>,
    );
    const newWords = await screen.findByLabelText('New words per day');
    fireEvent.change(newWords, { target: { value: '12' } });
    api.get.mockRejectedValue(new ApiRequestError('Internal error', 500, 'INTERNAL'));
    await client.refetchQueries();
    await waitFor(() => expect(client.getQueryState(['me', 'settings'])?.status).toBe('error'));
    expect(screen.queryByText(t.loadFailed)).toBeNull();
    expect((screen.getByLabelText('New words per day') as HTMLInputElement).value).toBe('12');
    expect(screen.getByLabelText('The language you are learning')).toBeTruthy();
  });

  it('says the settings could not be loaded when there is nothing to show', async () => {
    api.get.mockRejectedValue(new ApiRequestError('Internal error', 500, 'INTERNAL'));
    renderWithClient(
      <MemoryRouter>
        <SettingsScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
    expect(screen.queryByLabelText('New words per day')).toBeNull();
  });
});

describe('LanguagesSection', () => {
  it('refuses the same language twice, and saves a change', async () => {
    renderWithClient(<LanguagesSection profile={profile} t={t} locale="en" />);
    fireEvent.change(screen.getByLabelText('The language you are learning'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose a language to learn other than your own.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('The language you are learning'), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(api.put).toHaveBeenCalledWith('/me/profile', expect.anything(), {
      body: { nativeLanguageCode: 'en', targetLanguageCode: 'de' },
    });
  });
});

describe('DeviceSection', () => {
  it('applies and remembers the theme and the site language at once', () => {
    const setLocale = vi.fn();
    renderWithClient(<DeviceSection t={t} locale="en" setLocale={setLocale} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('vocably-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'As the system' }));
    expect(localStorage.getItem('vocably-theme')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Hebrew' }));
    expect(setLocale).toHaveBeenCalledWith('he');
  });
});

describe('DeleteAccountSection', () => {
  it('asks for confirmation and the password, and shows a refusal in the dialog', async () => {
    api.delete.mockRejectedValueOnce(
      new ApiRequestError('The password is not correct.', 401, 'INVALID_PASSWORD'),
    );
    renderWithClient(<DeleteAccountSection t={t} hasPassword />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('The password is not correct.'),
    );
    expect(api.delete).toHaveBeenCalledWith('/me', { body: { password: 'wrong' } });
  });

  it('tells an account without a password to sign in again, and asks for no password', async () => {
    api.delete.mockRejectedValueOnce(
      new ApiRequestError('Your account has no password', 401, 'REAUTHENTICATION_REQUIRED'),
    );
    renderWithClient(<DeleteAccountSection t={t} hasPassword={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).getByText(t.deletion.noPasswordText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(t.deletion.noPasswordRefused),
    );
    expect(api.delete).toHaveBeenCalledWith('/me', { body: {} });
  });
});
