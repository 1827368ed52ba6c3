// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast';
import { LazyToaster } from './toaster';

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('LazyToaster', () => {
  it("names its region and takes its direction in the document's language, following a change", async () => {
    document.documentElement.lang = 'he';
    document.documentElement.dir = 'rtl';
    render(<LazyToaster />);
    const region = await screen.findByRole('region', { name: /^התראות / });
    act(() => void toast('נשמר'));
    await screen.findByText('נשמר');
    expect(region.querySelector('ol')?.getAttribute('dir')).toBe('rtl');

    // The learner's page sets the document's language when it opens: the region follows.
    await act(async () => {
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    });
    const english = await screen.findByRole('region', { name: /^Notifications / });
    expect(english.querySelector('ol')?.getAttribute('dir')).toBe('ltr');
  });
});
