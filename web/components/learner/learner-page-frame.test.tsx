// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LearnerLayoutContext, LearnerPageFrame } from './learner-page-frame';

afterEach(cleanup);

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(<RouterProvider router={router} />);
}

describe('LearnerPageFrame', () => {
  it('on its own, frames the page: a way back to the dashboard and a main landmark', () => {
    renderAt(
      <LearnerPageFrame backLabel="Back to dashboard">
        <p>The page</p>
      </LearnerPageFrame>,
    );
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('main').textContent).toBe('The page');
  });

  it('inside the learner layout, is just the page (the layout has the header and the main)', () => {
    renderAt(
      <LearnerLayoutContext.Provider value={true}>
        <LearnerPageFrame backLabel="Back to dashboard">
          <p>The page</p>
        </LearnerPageFrame>
      </LearnerLayoutContext.Provider>,
    );
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByText('The page')).toBeTruthy();
  });
});
