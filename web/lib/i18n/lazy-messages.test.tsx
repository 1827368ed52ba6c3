// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyMessages } from './lazy-messages';
import { setLearnerLocale } from './learner-locale';

type Greeting = { hello: string };
const english: Greeting = { hello: 'Hello' };
const hebrew: Greeting = { hello: 'שלום' };

afterEach(() => {
  cleanup();
  setLearnerLocale('en');
});

describe('lazyMessages', () => {
  it('has English at once, without a request', async () => {
    const loadHebrew = vi.fn(async () => hebrew);
    const messages = lazyMessages(english, { he: loadHebrew });
    const { result } = renderHook(() => messages.useMessages());
    expect(result.current).toMatchObject({ t: english, locale: 'en', dir: 'ltr' });
    expect(await messages.preload('en')).toBe(english);
    expect(loadHebrew).not.toHaveBeenCalled();
  });

  it('loads Hebrew once for a learner who reads it, and renders with it after the route preloaded it', async () => {
    let resolve: (table: Greeting) => void = () => undefined;
    const loadHebrew = vi.fn(() => new Promise<Greeting>((done) => (resolve = done)));
    const messages = lazyMessages(english, { he: loadHebrew });
    setLearnerLocale('he');
    const first = messages.preload();
    const second = messages.preload('he');
    expect(loadHebrew).toHaveBeenCalledTimes(1);
    resolve(hebrew);
    expect(await first).toBe(hebrew);
    expect(await second).toBe(hebrew);
    const { result } = renderHook(() => messages.useMessages());
    expect(result.current).toMatchObject({ t: hebrew, locale: 'he', dir: 'rtl' });
  });

  it('keeps English on screen while Hebrew loads after a change of language, then switches', async () => {
    let resolve: (table: Greeting) => void = () => undefined;
    const messages = lazyMessages(english, { he: () => new Promise<Greeting>((done) => (resolve = done)) });
    const { result } = renderHook(() => messages.useMessages());
    act(() => setLearnerLocale('he'));
    expect(result.current.t).toBe(english);
    await act(async () => resolve(hebrew));
    await waitFor(() => expect(result.current.t).toBe(hebrew));
  });

  it('asks again after a failed load', async () => {
    const loadHebrew = vi
      .fn<() => Promise<Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(hebrew);
    const messages = lazyMessages(english, { he: loadHebrew });
    await expect(messages.preload('he')).rejects.toThrow('offline');
    expect(await messages.preload('he')).toBe(hebrew);
    expect(loadHebrew).toHaveBeenCalledTimes(2);
  });
});
