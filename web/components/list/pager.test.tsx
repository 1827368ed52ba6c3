// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

afterEach(cleanup);

describe('Pager', () => {
  it('keeps the focus on Next when it leads onto the last page, where Next does nothing more', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} totalPages={2} hasNext onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => next.focus());
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<Pager page={2} totalPages={2} hasNext={false} onPageChange={onPageChange} />);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on Previous when it leads back to the first page, where Previous does nothing more', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={2} hasNext={false} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    act(() => previous.focus());
    fireEvent.click(previous);
    expect(onPageChange).toHaveBeenCalledWith(1);
    rerender(<Pager page={1} hasNext onPageChange={onPageChange} />);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(previous);
    fireEvent.click(previous);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });
});
