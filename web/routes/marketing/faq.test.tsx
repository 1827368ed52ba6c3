// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { enhanceFaqSearch } from '~/web/lib/enhance/faq-search';
import { messages } from '~/web/lib/i18n/site-messages';
import FaqPage from './faq';

afterEach(cleanup);

/** The FAQ as prerendered, with its page script (which the test environment does not run by itself). */
function faqPage(locale: 'en' | 'he') {
  const path = locale === 'en' ? '/faq' : '/he/faq';
  const router = createMemoryRouter([{ path: '*', element: <FaqPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  enhanceFaqSearch(messages[locale].faq.results, locale);
}

describe('the FAQ search', () => {
  it.each(['en', 'he'] as const)('finds questions for the word its placeholder suggests (%s)', (locale) => {
    faqPage(locale);
    const search = screen.getByRole('searchbox');
    const placeholder = search.getAttribute('placeholder') ?? '';
    // The example between the quotation marks: “offline” in English, „לא מקוון” in Hebrew.
    const example = /[“„"]([^”"]+)[”"]/.exec(placeholder)?.[1];
    expect(example, placeholder).toBeTruthy();
    fireEvent.input(search, { target: { value: example } });
    const shown = Array.from(document.querySelectorAll<HTMLElement>('[data-faq-entry]')).filter(
      (entry) => !entry.hidden,
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(document.querySelector<HTMLElement>('[data-faq-empty]')?.hidden).toBe(true);
  });
});
