// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

afterEach(cleanup);

function Form({ pending, onSubmit }: { pending: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitButton pending={pending} pendingLabel="Signing in…">
        Sign In
      </SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('keeps the focus while pending and after, and sends the form once', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Form pending={false} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Sign In' });
    act(() => button.focus());
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<Form pending onSubmit={onSubmit} />);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Signing in…');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Refused: the alert is said, and the focus is still on the button, not the page's start.
    rerender(<Form pending={false} onSubmit={onSubmit} />);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
