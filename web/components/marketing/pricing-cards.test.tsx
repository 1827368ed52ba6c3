// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PricingCards } from './pricing-cards';

afterEach(cleanup);

/** The limit lines of a plan's card, as read (the number is a <bdi> inside the line). */
function limitLines(path: string, planId: string) {
  const router = createMemoryRouter([{ path: '*', element: <PricingCards /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const card = screen.getByTestId(`plan-${planId}`);
  return Array.from(card.querySelectorAll('li > span:has(> bdi)'), (line) => line.textContent);
}

describe('the pricing cards', () => {
  // Study sessions are counted per calendar month, as the learner's home and the server's refusal say.
  it('give the study sessions a month, in English', () => {
    expect(limitLines('/pricing', 'free')).toEqual([
      '20 words',
      '4 study sets',
      '3 AI stories',
      '50 study sessions a month',
    ]);
    cleanup();
    expect(limitLines('/pricing', 'pro-monthly')).toEqual([
      '1,500+ words',
      '50 study sets',
      '20 AI stories',
      '10,000 study sessions a month',
    ]);
  });

  it('and in Hebrew', () => {
    expect(limitLines('/he/pricing', 'free')).toContain('50 מפגשי לימוד בחודש');
    cleanup();
    expect(limitLines('/he/pricing', 'pro-yearly')).toContain('10,000 מפגשי לימוד בחודש');
  });
});
