// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import UserCheck from 'lucide-react/icons/user-check';
import UserX from 'lucide-react/icons/user-x';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RowAction, RowActions } from './row-actions';

afterEach(cleanup);

const toggle = (disabled: boolean, onSelect: () => void = () => {}): RowAction[] => [
  disabled
    ? { label: 'Enable', name: 'Enable ann@example.com', icon: UserCheck, onSelect }
    : { label: 'Disable', name: 'Disable ann@example.com', icon: UserX, onSelect },
];

describe('RowActions', () => {
  it('keeps the focus on a toggled action while it runs and once its label has changed', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<RowActions actions={toggle(false, onSelect)} display="icons" />);
    const button = screen.getByRole('button', { name: 'Disable ann@example.com' });
    act(() => button.focus());
    // While the row is busy the button refuses, yet stays focusable: a disabled one loses the focus.
    rerender(<RowActions actions={toggle(false, onSelect)} display="icons" busy />);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
    // Done, Disable is now Enable: the same button, still focused.
    rerender(<RowActions actions={toggle(true, onSelect)} display="icons" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enable ann@example.com' }));
    expect(document.activeElement).toBe(button);
  });
});
